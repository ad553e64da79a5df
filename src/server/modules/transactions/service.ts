import type { Clock } from '@domain/clock';
import type { ComplianceWindow } from '@domain/compliance';
import type { CreateExchangeInput, ExchangeResponse } from '@domain/contracts/transactions';
import { EXCHANGE_MESSAGES } from '@domain/exchange';
import type { StaffRole } from '@domain/staff';
import type { Database, Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import { notFound, unprocessable } from '../../http-errors';
import { applyBalanceLegs } from '../accounts/ledger';
import { checkComplianceCases, updateComplianceCases } from '../compliance/upkeep';
import { exchangeFigures } from '../compliance/window-check';
import { checkParties, checkRateOverrides } from './exchange-checks';
import { bureauDay, type ExchangeSettings, startExchange } from './exchange-context';
import { readExchangeFacts } from './exchange-facts';
import { checkIdentification, thirdPartyRecord } from './exchange-identification';
import { pricePairs, type PricedPair } from './exchange-pricing';
import { findExchange } from './exchange-queries';
import { claimReference, replayOf, requestHash } from './exchange-request';

export const ACCOUNTS_MISSING = EXCHANGE_MESSAGES.accountsMissing;

export type ExchangeResult = { created: boolean; exchange: ExchangeResponse };

type ExchangeInput = CreateExchangeInput & { customer_id: string };

// FINTRAC's rules of the exchange's 24-hour window (the one its booking time, the database's,
// falls in): its people and the settings that judge them.
function complianceOf(input: ExchangeInput, settings: ExchangeSettings) {
  const onBehalf = input.is_on_behalf;
  return {
    people: [
      input.customer_id,
      ...(onBehalf && input.recipient_customer_id ? [input.recipient_customer_id] : []),
    ],
    thresholds: settings.thresholds,
    timeZone: settings.timeZone,
  };
}

async function book(
  tx: Tx,
  input: ExchangeInput,
  booking: { reference: string; transactionDate: string; userId: string | null },
  pairs: readonly PricedPair[],
  compliance: ReturnType<typeof complianceOf> & { window: ComplianceWindow | null },
): Promise<void> {
  const { reference, transactionDate, userId } = booking;
  const onBehalf = input.is_on_behalf;
  const inserted = await tx
    .insert(transactions)
    .values(
      pairs.map((pair, index) => ({
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
        recipient_customer_id: onBehalf ? (input.recipient_customer_id ?? null) : null,
        recipient_notes: onBehalf ? input.recipient_notes : null,
        created_by: userId,
      })),
    )
    .returning({ id: transactions.id, pair_index: transactions.pair_index });
  const idOf = new Map(inserted.map((row) => [row.pair_index, row.id]));
  // The window's cases are brought up to date only when the check found they can change.
  const { window: caseWindow, ...rules } = compliance;
  if (caseWindow) await updateComplianceCases(tx, { ...rules, window: caseWindow });

  // The bureau's till receives what the customer hands over and pays out what they receive:
  // every leg in one statement, the accounts' row locks taken last and held until commit.
  const legs = pairs.flatMap((pair, index) => {
    const transactionId = idOf.get(index) ?? null;
    return [
      { accountId: pair.from.account_id, delta: pair.from_amount, transactionId },
      { accountId: pair.to.account_id, delta: `-${pair.to_amount}`, transactionId },
    ];
  });
  if (legs.some((leg) => leg.accountId === null)) {
    throw unprocessable(ACCOUNTS_MISSING, 'account_missing');
  }
  await applyBalanceLegs(
    tx,
    legs.map((leg) => ({ ...leg, accountId: leg.accountId ?? '' })),
    { reason: 'exchange', userId },
  );
}

/**
 * Books an exchange (DESIGN §4): in one database transaction the parties are checked, every
 * pair is priced from the stored rates, the pairs are written under one reference number and
 * the balances move through the ledger. Any refusal or failure rolls everything back. With an
 * Idempotency-Key, a repeated request answers the first result and books nothing.
 */
export async function createExchange(
  db: Database,
  clock: Clock,
  input: CreateExchangeInput,
  options: { userId: string | null; role: StaffRole | null; idempotencyKey: string | null },
): Promise<ExchangeResult> {
  const { userId, role, idempotencyKey: key } = options;
  const customerId = input.customer_id;
  if (!customerId) throw new Error('the contract guarantees a customer');
  const withCustomer = { ...input, customer_id: customerId };
  const hash = requestHash(input);
  const now = clock();

  const outcome = await db.transaction(async (tx) => {
    const recipientId = input.is_on_behalf ? input.recipient_customer_id : null;
    const { stored, settings, at } = await startExchange(tx, { key, userId }, [
      customerId,
      recipientId,
    ]);
    const replay = replayOf(stored, hash);
    if (replay) return { created: false, reference: replay };
    // The bureau's day in its own time zone (the business_time_zone setting).
    const today = bureauDay(settings, now);
    const date = input.transaction_date ?? today;
    const facts = await readExchangeFacts(tx, withCustomer, now);
    const customer = checkParties(input, facts, settings, today);
    const pairs = await pricePairs(tx, input.pairs, facts.pricing, now);
    checkRateOverrides(pairs, role, settings.tolerancePercent);
    // Before anything is written, under the people's locks (taken by startExchange's first
    // statement): the report of the window this exchange makes or joins, which asks its
    // conductor's identification and the third party determination, and whether the window's
    // cases can change.
    const compliance = complianceOf(withCustomer, settings);
    const standing = await checkComplianceCases(tx, {
      ...compliance,
      exchange: exchangeFigures(pairs, input.payment_method),
      at,
    });
    checkIdentification(input, customer, pairs, date, settings.thresholds, standing.report);
    const claim = await claimReference(tx, {
      requested: input.reference_number,
      now,
      key,
      hash,
      recipientCategory: input.is_on_behalf ? (input.recipient_category ?? 'personal') : null,
      thirdPartyRelationship: thirdPartyRecord(input),
      userId,
    });
    if (claim.kind === 'replay') return { created: false, reference: claim.reference };
    const booking = { reference: claim.reference, transactionDate: date, userId };
    await book(tx, withCustomer, booking, pairs, { ...compliance, window: standing.window });
    return { created: true, reference: claim.reference };
  });

  const exchange = await findExchange(db, outcome.reference);
  if (!exchange) throw new Error('the booked exchange cannot be read back');
  return { created: outcome.created, exchange };
}

export async function getExchange(db: Database, reference: string): Promise<ExchangeResponse> {
  const exchange = await findExchange(db, reference);
  if (!exchange) throw notFound('Exchange not found');
  return exchange;
}
