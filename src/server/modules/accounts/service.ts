import {
  COST_ON_CAD_MESSAGE,
  hasCostInCad,
  ROUNDS_TO_ZERO_MESSAGE,
  type Account,
  type AdjustmentDirection,
  type AdjustmentResult,
} from '@domain/contracts/accounts';
import type { Clock } from '@domain/clock';
import type { Database, Tx } from '../../db/client';
import { MAIN_VAULT_ID } from '../../db/schema';
import { badRequest, notFound } from '../../http-errors';
import { assertTodayOpen } from './day-open';
import { applyBalanceChange } from './ledger';
import { findAccount, findMovement } from './queries';

async function reread(tx: Tx, id: string): Promise<Account> {
  const account = await findAccount(tx, id);
  if (!account) throw notFound('Account not found');
  return account;
}

/** A staff member adds to or takes from an account; the server owns the arithmetic. Refused
 * once today's business day of the Main branch (where adjustments land) is closed. Units added
 * with their CAD cost join the average cost at that price (docs/decisions/0037). */
export async function adjustBalance(
  db: Database,
  clock: Clock,
  accountId: string,
  input: {
    direction: AdjustmentDirection;
    amount: string;
    cost_cad?: string | undefined;
    note?: string | undefined;
  },
  userId: string | null,
): Promise<AdjustmentResult> {
  return db.transaction(async (tx) => {
    await assertTodayOpen(tx, clock);
    if (input.cost_cad !== undefined) {
      const account = await reread(tx, accountId);
      if (!hasCostInCad(account.currency.code)) throw badRequest(COST_ON_CAD_MESSAGE);
    }
    const delta = input.direction === 'increase' ? input.amount : `-${input.amount}`;
    const change = await applyBalanceChange(
      tx,
      accountId,
      { kind: 'delta', delta },
      {
        reason: 'adjustment',
        userId,
        note: input.note || null,
        locationId: MAIN_VAULT_ID,
        valueCad: input.cost_cad ?? null,
      },
    );
    // Throwing rolls back the (no-op) update: nothing is written for an amount that rounds away.
    if (!change.movementId) throw badRequest(ROUNDS_TO_ZERO_MESSAGE);
    const movement = await findMovement(tx, change.movementId);
    if (!movement) throw new Error('the movement just written is missing');
    return { account: await reread(tx, accountId), movement };
  });
}

/** SPEC §7's PUT {balance}: the difference to the current balance is booked as a movement,
 * as an adjustment is (and refused on a closed day the same way). */
export async function setBalance(
  db: Database,
  clock: Clock,
  accountId: string,
  balance: string,
  userId: string | null,
): Promise<Account> {
  return db.transaction(async (tx) => {
    await assertTodayOpen(tx, clock);
    await applyBalanceChange(
      tx,
      accountId,
      { kind: 'target', balance },
      { reason: 'adjustment', userId, note: 'Balance set directly', locationId: MAIN_VAULT_ID },
    );
    return reread(tx, accountId);
  });
}
