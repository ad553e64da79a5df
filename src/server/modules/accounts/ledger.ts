import { sql } from 'drizzle-orm';
import { toDecimalString } from '@domain/money';
import { preparedRows, type Tx } from '../../db/client';
import { MOVEMENT_REASONS } from '../../db/schema';
import { notFound } from '../../http-errors';

export type BalanceChange = { kind: 'delta'; delta: string } | { kind: 'target'; balance: string };

export type LedgerEntry = {
  reason: (typeof MOVEMENT_REASONS)[number];
  // Where the cash moves (a vault, a till, card settlement; docs/decisions/0036).
  locationId: string;
  userId: string | null;
  note?: string | null | undefined;
  transactionId?: string | null;
  // What the units cost in CAD (an adjustment that adds bought stock); absent, they move at the
  // account's average cost (docs/decisions/0037).
  valueCad?: string | null;
};

export type AppliedChange = { before: string; after: string; movementId: string | null };

/**
 * The one way a balance changes (docs/decisions/0007): under the account's row lock, the new
 * balance is computed in SQL and rounded to the currency's factor (PostgreSQL's round() on
 * numeric is half away from zero, like roundToFactor), and the change actually applied — which
 * rounding may make differ from the one asked for — is appended to the ledger, so the balance
 * always equals the sum of its movements. One round trip: the database function
 * apply_balance_change (migration 0012, docs/decisions/0024). Call inside the caller's
 * db.transaction.
 */
export async function applyBalanceChange(
  tx: Tx,
  accountId: string,
  change: BalanceChange,
  entry: LedgerEntry,
): Promise<AppliedChange> {
  const delta = change.kind === 'delta' ? change.delta : null;
  const target = change.kind === 'target' ? change.balance : null;
  const [applied] = await preparedRows<{
    before_balance: string;
    after_balance: string;
    movement_id: string | null;
  }>(
    tx,
    'apply_balance_change',
    sql`select before_balance::text, after_balance::text, movement_id
      from apply_balance_change(${accountId}::uuid, ${delta}::numeric, ${target}::numeric,
        ${entry.reason}, ${entry.userId}, ${entry.note ?? null}, ${entry.transactionId ?? null}::uuid,
        ${entry.locationId}::uuid, ${entry.valueCad ?? null}::numeric)`,
  );
  if (!applied) throw notFound('Account not found');
  return {
    before: toDecimalString(applied.before_balance),
    after: toDecimalString(applied.after_balance),
    movementId: applied.movement_id,
  };
}

export type BalanceLeg = {
  accountId: string;
  delta: string;
  transactionId: string | null;
  locationId: string;
  // The CAD value of the units moved (an exchange's leg: the pair's base_value), which costs
  // them (docs/decisions/0037); absent, they move at the account's average cost.
  valueCad?: string | null;
};

/**
 * Several balance changes of one business operation (an exchange's legs) in one round trip,
 * each as applyBalanceChange makes it. The legs run in account id order (then in the order
 * given), so two operations over the same accounts always take their row locks in the same
 * order and cannot deadlock; an account's own movements keep the order given. Answers what
 * each leg realised in CAD against its account's average cost, in the order given.
 */
export async function applyBalanceLegs(
  tx: Tx,
  legs: readonly BalanceLeg[],
  entry: Omit<LedgerEntry, 'transactionId' | 'locationId'>,
): Promise<string[]> {
  if (legs.length === 0) return [];
  const uuids = (values: (string | null)[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::uuid[]`;
  const rows = await preparedRows<{ ord: number | string; realised_cad: string | null }>(
    tx,
    `apply_balance_legs_${legs.length}`,
    sql`select l.ord, applied.realised_cad::text as realised_cad from (
        select * from unnest(${uuids(legs.map((l) => l.accountId))},
          array[${sql.join(
            legs.map((l) => sql`${l.delta}`),
            sql`, `,
          )}]::numeric[],
          ${uuids(legs.map((l) => l.transactionId))},
          ${uuids(legs.map((l) => l.locationId))},
          array[${sql.join(
            legs.map((l) => sql`${l.valueCad ?? null}`),
            sql`, `,
          )}]::numeric[])
          with ordinality as l(account_id, delta, transaction_id, location_id, value_cad, ord)
        order by l.account_id, l.ord) l
      cross join lateral apply_balance_change(l.account_id, l.delta, null, ${entry.reason},
        ${entry.userId}, ${entry.note ?? null}, l.transaction_id, l.location_id, l.value_cad)
        applied`,
  );
  if (rows.length !== legs.length) throw notFound('Account not found');
  const realised = new Map(rows.map((row) => [Number(row.ord), row.realised_cad ?? '0']));
  return legs.map((_, index) => realised.get(index + 1) ?? '0');
}

/**
 * Cash carried between two locations of one currency's account: two movements (the account's
 * balance unchanged) and both locations' balances, in one round trip under the account's lock.
 */
export async function moveBetweenLocations(
  tx: Tx,
  move: { accountId: string; fromLocationId: string; toLocationId: string; amount: string },
  entry: Omit<LedgerEntry, 'transactionId' | 'locationId'>,
): Promise<void> {
  const rows = await preparedRows<{ balance: string }>(
    tx,
    'move_between_locations',
    sql`select balance::text from move_between_locations(${move.accountId}::uuid,
      ${move.fromLocationId}::uuid, ${move.toLocationId}::uuid, ${move.amount}::numeric,
      ${entry.reason}, ${entry.userId}, ${entry.note ?? null})`,
  );
  if (rows.length !== 1) throw notFound('Account not found');
}
