import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ComplianceWindow } from '@domain/compliance';
import type { Language } from '@domain/language';
import { toDec, toDecimalString } from '@domain/money';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import type { Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import { unprocessable } from '../../http-errors';
import { applyBalanceLegs } from '../accounts';
import type { BookingTill } from '../cash';
import { updateComplianceCases } from '../compliance';
import type { ExchangeCompliance } from './compliance-hook';
import type { ExchangeInput } from './exchange-input';
import type { PricedPair } from './price-pairs';

export const ACCOUNTS_MISSING = EXCHANGE_MESSAGES.accountsMissing;

/**
 * What an exchange writes, once every check has passed: the ledger's legs that move the
 * balances and cost them, one transaction row per pair under its reference number with the
 * margin its legs realised, and the compliance cases of its window brought up to date.
 */
export async function bookExchange(
  tx: Tx,
  input: ExchangeInput,
  booking: {
    reference: string;
    transactionDate: string;
    userId: string | null;
    till: BookingTill;
    receiptLanguage: Language;
  },
  pairs: readonly PricedPair[],
  compliance: ExchangeCompliance & { window: ComplianceWindow | null },
): Promise<void> {
  const { reference, transactionDate, userId, till } = booking;
  const onBehalf = input.is_on_behalf;
  // The ledger's legs go first, so that each row carries what its legs realised against the
  // accounts' average costs (docs/decisions/0037): the rows' ids are made here, and the
  // movements' check that their transaction exists waits for the commit.
  const ids = pairs.map(() => randomUUID());
  await tx.execute(
    sql`set constraints account_movements_transaction_id_transactions_id_fk deferred`,
  );
  // The teller's till receives what the customer hands over in cash (a card payment lands in
  // the branch's card settlement instead) and pays out what they receive: every leg in one
  // statement, each valued at the pair's CAD value, the accounts' row locks held until commit.
  const paidInAt = input.payment_method === 'card' ? till.cardLocationId : till.tillId;
  const legs = pairs.flatMap((pair, index) => {
    const transactionId = ids[index] ?? null;
    return [
      {
        accountId: pair.from.account_id,
        delta: pair.from_amount,
        transactionId,
        locationId: paidInAt,
        valueCad: pair.base_value,
      },
      {
        accountId: pair.to.account_id,
        delta: `-${pair.to_amount}`,
        transactionId,
        locationId: till.tillId,
        valueCad: pair.base_value,
      },
    ];
  });
  if (legs.some((leg) => leg.accountId === null)) {
    throw unprocessable(ACCOUNTS_MISSING, 'account_missing');
  }
  const realised = await applyBalanceLegs(
    tx,
    legs.map((leg) => ({ ...leg, accountId: leg.accountId ?? '' })),
    { reason: 'exchange', userId },
  );
  const marginOf = (index: number) =>
    toDecimalString(toDec(realised[2 * index] ?? '0').plus(realised[2 * index + 1] ?? '0'));

  await tx.insert(transactions).values(
    pairs.map((pair, index) => ({
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
      status: 'completed' as const,
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
      realised_margin: marginOf(index),
      reference_spread: pair.reference_spread,
    })),
  );
  // The window's cases are brought up to date only when the check found they can change.
  const { window: caseWindow, ...rules } = compliance;
  if (caseWindow) await updateComplianceCases(tx, { ...rules, window: caseWindow });
}
