import { sql } from 'drizzle-orm';
import { Dec, toDecimalString } from '@domain/money';
import { queryRows, type Tx } from '../../db/client';
import { accountMovements, MOVEMENT_REASONS } from '../../db/schema';
import { notFound } from '../../http-errors';

export type BalanceChange = { kind: 'delta'; delta: string } | { kind: 'target'; balance: string };

export type LedgerEntry = {
  reason: (typeof MOVEMENT_REASONS)[number];
  userId: string | null;
  note?: string | null | undefined;
  transactionId?: string | null;
};

export type AppliedChange = { before: string; after: string; movementId: string | null };

/**
 * The one way a balance changes (docs/decisions/0007): under the account's row lock, the new
 * balance is computed in SQL and rounded to the currency's factor (PostgreSQL's round() on
 * numeric is half away from zero, like roundToFactor), and the change actually applied — which
 * rounding may make differ from the one asked for — is appended to the ledger, so the balance
 * always equals the sum of its movements. Call inside the caller's db.transaction.
 */
export async function applyBalanceChange(
  tx: Tx,
  accountId: string,
  change: BalanceChange,
  entry: LedgerEntry,
): Promise<AppliedChange> {
  const [locked] = await queryRows<{ balance: string }>(
    tx,
    sql`select balance from accounts where id = ${accountId} for update`,
  );
  if (!locked) throw notFound('Account not found');

  const unrounded =
    change.kind === 'delta'
      ? sql`a.balance + ${change.delta}::numeric`
      : sql`${change.balance}::numeric`;
  const [updated] = await queryRows<{ balance: string }>(
    tx,
    sql`update accounts a
      set balance = round((${unrounded}) / c.rounding_factor) * c.rounding_factor,
        updated_at = now()
      from currencies c
      where c.id = a.currency_id and a.id = ${accountId}
      returning a.balance`,
  );
  if (!updated) throw notFound('Account not found');

  const applied = new Dec(updated.balance).minus(locked.balance);
  const result = {
    before: toDecimalString(locked.balance),
    after: toDecimalString(updated.balance),
  };
  if (applied.isZero()) return { ...result, movementId: null };

  const [movement] = await tx
    .insert(accountMovements)
    .values({
      account_id: accountId,
      amount: toDecimalString(applied),
      balance_after: updated.balance,
      reason: entry.reason,
      user_id: entry.userId,
      note: entry.note ?? null,
      transaction_id: entry.transactionId ?? null,
    })
    .returning({ id: accountMovements.id });
  return { ...result, movementId: movement?.id ?? null };
}
