import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@domain/language';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import { preparedRows, type Tx } from '../../db/client';
import { notFound, unprocessable } from '../../http-errors';
import type { BookingTill } from '../cash';
import type { ExchangeInput } from './exchange-input';
import type { PricedPair } from './price-pairs';

export const ACCOUNTS_MISSING = EXCHANGE_MESSAGES.accountsMissing;

/** What the exchange's exchanges row records beside its reference number. */
export type ExchangeClaim = {
  key: string | null;
  hash: string;
  recipientCategory: string | null;
  thirdPartyRelationship: string | null;
};

/** A pair as book_exchange wrote it: its figures as stored, and the booking time. */
export type BookedPair = {
  pair_index: number;
  from_amount: string;
  to_amount: string;
  rate_used: string;
  base_value: string;
  created_at: Date | string;
};

export type Booking = {
  reference: string;
  transactionDate: string;
  userId: string | null;
  till: BookingTill;
  receiptLanguage: Language;
};

// A PostgreSQL array literal of uuids or decimal strings (none needs quoting), one parameter.
const arrayLiteral = (values: readonly (string | null)[]) =>
  `{${values.map((value) => value ?? 'NULL').join(',')}}`;

/**
 * What an exchange writes, once every check has passed, in one statement (book_exchange,
 * migrations 0035 and 0037): the exchanges row that claims its reference number, the ledger's
 * legs that move the balances and cost them, and one transaction row per pair under that
 * reference with the margin its legs realised (docs/decisions/0037). Answers the pairs as
 * written, with their ids; null, with nothing written, when the reference is taken
 * (claimReference then answers the replay or tries another number).
 */
export async function bookExchange(
  tx: Tx,
  input: ExchangeInput,
  booking: Booking,
  pairs: readonly PricedPair[],
  claim: ExchangeClaim,
): Promise<(BookedPair & { id: string })[] | null> {
  const { reference, transactionDate, userId, till } = booking;
  const onBehalf = input.is_on_behalf;
  const ids = pairs.map(() => randomUUID());
  // The teller's till receives what the customer hands over in cash (a card payment lands in
  // the branch's card settlement instead) and pays out what they receive; each leg is valued at
  // the pair's CAD value. Legs 2i and 2i + 1 are pair i's.
  const paidInAt = input.payment_method === 'card' ? till.cardLocationId : till.tillId;
  const legs = pairs.flatMap((pair, index) => [
    { account: pair.from.account_id, delta: pair.from_amount, index, at: paidInAt, pair },
    { account: pair.to.account_id, delta: `-${pair.to_amount}`, index, at: till.tillId, pair },
  ]);
  if (legs.some((leg) => leg.account === null)) {
    throw unprocessable(ACCOUNTS_MISSING, 'account_missing');
  }
  const rows = pairs.map((pair, index) => ({
    id: ids[index],
    reference_number: reference,
    pair_index: index,
    customer_id: input.customer_id,
    from_currency_id: pair.from.id,
    to_currency_id: pair.to.id,
    from_amount: pair.from_amount,
    to_amount: pair.to_amount,
    rate_used: pair.rate_used,
    rate_source: pair.rate_source,
    base_value: pair.base_value,
    transaction_type: pair.transaction_type,
    status: 'completed',
    payment_method: input.payment_method,
    source_of_money: input.source_of_money,
    notes: input.notes,
    transaction_date: transactionDate,
    transaction_category: input.transaction_category,
    is_on_behalf: onBehalf,
    receipt_language: booking.receiptLanguage,
    recipient_customer_id: onBehalf ? (input.recipient_customer_id ?? null) : null,
    recipient_notes: onBehalf ? input.recipient_notes : null,
    created_by: userId,
    branch_id: till.branchId,
    reference_spread: pair.reference_spread,
    offered_amount: pair.offered_amount,
  }));
  try {
    const booked = await preparedRows<BookedPair>(
      tx,
      'book_exchange_rows',
      sql`select * from book_exchange(${reference}, ${claim.key}::uuid, ${claim.hash},
        ${claim.recipientCategory}, ${claim.thirdPartyRelationship}, ${userId},
        ${arrayLiteral(legs.map((leg) => leg.account))}::uuid[],
        ${arrayLiteral(legs.map((leg) => leg.delta))}::numeric[],
        ${arrayLiteral(legs.map((leg) => ids[leg.index] ?? null))}::uuid[],
        ${arrayLiteral(legs.map((leg) => leg.at))}::uuid[],
        ${arrayLiteral(legs.map((leg) => leg.pair.base_value))}::numeric[],
        ${JSON.stringify(rows)}::jsonb)`,
    );
    if (booked.length === 0) return null;
    return booked.map((pair) => ({ ...pair, id: ids[pair.pair_index] ?? '' }));
  } catch (error) {
    if (codeOf(error) === 'P0002') throw notFound('Account not found');
    throw error;
  }
}

const codeOf = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
