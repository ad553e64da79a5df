// What the compliance rules read from a stored transaction (one pair of an exchange), and who
// the people of a transaction are. The bureau RECEIVES the from-currency of every pair (the
// customer hands over from_amount, whether the bureau buys or sells foreign currency), so
// "received" is always the from side.
import { type Dec, toDec } from '../money';

export type ComplianceTransaction = {
  id: string;
  /** Shared by the pairs of one exchange. */
  reference_number: string;
  created_at: Date;
  /** The conductor: the customer at the counter. */
  customer_id: string;
  is_on_behalf: boolean;
  /** The third party (on-behalf party) who is also the beneficiary, when is_on_behalf. */
  recipient_customer_id: string | null;
  from_is_crypto: boolean;
  to_is_crypto: boolean;
  /** The pair's value in CAD when booked (decimal string, to the cent). */
  base_value: string;
  payment_method: 'cash' | 'card';
  status: string;
};

export const PERSON_ROLES = ['conductor', 'third_party', 'beneficiary'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
export type Party = { customer_id: string; roles: PersonRole[] };

/** A cancelled transaction received nothing and counts for no rule; pending and completed do. */
export function countsForCompliance(tx: Pick<ComplianceTransaction, 'status'>): boolean {
  return tx.status !== 'cancelled';
}

/**
 * The people of a transaction and their roles. Without on-behalf, the customer conducts it and
 * receives its proceeds (conductor and beneficiary); on behalf of a recipient, the customer
 * conducts it and the recipient is both the third party and the beneficiary.
 */
export function partiesOf(tx: ComplianceTransaction): Party[] {
  const recipient = tx.is_on_behalf ? tx.recipient_customer_id : null;
  if (!recipient || recipient === tx.customer_id) {
    return [{ customer_id: tx.customer_id, roles: ['conductor', 'beneficiary'] }];
  }
  return [
    { customer_id: tx.customer_id, roles: ['conductor'] },
    { customer_id: recipient, roles: ['third_party', 'beneficiary'] },
  ];
}

/**
 * Cash the bureau received, in CAD: the pair's stored CAD value when the customer paid cash in
 * a fiat currency (base_value is the CAD side of the pair, or the amount handed over at the
 * rate to CAD when booked). Null when the pair received no cash.
 */
export function cashReceivedCad(tx: ComplianceTransaction): Dec | null {
  if (!countsForCompliance(tx) || tx.payment_method !== 'cash' || tx.from_is_crypto) return null;
  return toDec(tx.base_value);
}

/** Virtual currency the bureau received, in CAD: the pair's CAD value when it took in crypto. */
export function virtualCurrencyReceivedCad(tx: ComplianceTransaction): Dec | null {
  if (!countsForCompliance(tx) || !tx.from_is_crypto) return null;
  return toDec(tx.base_value);
}

/** Oldest first; the id breaks ties so every list comes out in the same order. */
export function byTime(
  a: Pick<ComplianceTransaction, 'created_at' | 'id'>,
  b: Pick<ComplianceTransaction, 'created_at' | 'id'>,
): number {
  const diff = a.created_at.getTime() - b.created_at.getTime();
  if (diff !== 0) return diff;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
