import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Account, Movement } from '@domain/contracts/accounts';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import { toDecimalString } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { accountMovements, accounts, currencies, user } from '../../db/schema';
import { kindCondition, toCurrency } from '../currencies';

type AccountJoin = {
  accounts: typeof accounts.$inferSelect;
  currencies: typeof currencies.$inferSelect;
};

function toAccount({ accounts: a, currencies: c }: AccountJoin): Account {
  return {
    id: a.id,
    currency_id: a.currency_id,
    balance: toDecimalString(a.balance),
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
    currency: toCurrency(c),
  };
}

export async function listAccounts(
  db: Database | Tx,
  params: { kind: CurrencyKindFilter },
): Promise<Account[]> {
  const rows = await db
    .select()
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currency_id))
    .where(and(kindCondition(params.kind)))
    .orderBy(asc(currencies.tier), asc(currencies.code));
  return rows.map(toAccount);
}

export async function findAccount(db: Database | Tx, id: string): Promise<Account | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currency_id))
    .where(eq(accounts.id, id));
  return row ? toAccount(row) : null;
}

type MovementJoin = {
  account_movements: typeof accountMovements.$inferSelect;
  auth_users: { id: string; name: string; email: string } | null;
};

export function toMovement({ account_movements: m, auth_users: u }: MovementJoin): Movement {
  return {
    id: m.id,
    account_id: m.account_id,
    amount: toDecimalString(m.amount),
    balance_after: toDecimalString(m.balance_after),
    reason: m.reason,
    transaction_id: m.transaction_id,
    note: m.note,
    created_at: m.created_at.toISOString(),
    user: u,
  };
}

const movementColumns = {
  account_movements: accountMovements,
  auth_users: { id: user.id, name: user.name, email: user.email },
};

export async function findMovement(db: Database | Tx, id: string): Promise<Movement | null> {
  const [row] = await db
    .select(movementColumns)
    .from(accountMovements)
    .leftJoin(user, eq(user.id, accountMovements.user_id))
    .where(eq(accountMovements.id, id));
  return row ? toMovement(row) : null;
}

export async function listMovements(
  db: Database | Tx,
  params: { accountId: string; limit: number; offset: number },
): Promise<{ rows: Movement[]; total: number }> {
  const rows = await db
    .select(movementColumns)
    .from(accountMovements)
    .leftJoin(user, eq(user.id, accountMovements.user_id))
    .where(eq(accountMovements.account_id, params.accountId))
    // Newest first in the order they were applied, so balance_after chains row to row.
    .orderBy(desc(accountMovements.seq))
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db
    .select({ n: count() })
    .from(accountMovements)
    .where(eq(accountMovements.account_id, params.accountId));
  return { rows: rows.map(toMovement), total: total?.n ?? 0 };
}
