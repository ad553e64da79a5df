import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Account, AccountLocation, Movement } from '@domain/contracts/accounts';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import { toDecimalString } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import {
  accountBalances,
  accountMovements,
  accounts,
  cashLocations,
  currencies,
  locationBalances,
  user,
} from '../../db/schema';
import { kindCondition, toCurrency } from '../currencies';

type AccountJoin = {
  accounts: typeof accounts.$inferSelect;
  currencies: typeof currencies.$inferSelect;
  balance: string;
  updated_at: Date;
};

// An account with its balance, and when that last changed: its newest movement's (the
// account_balances view).
const accountColumns = {
  accounts,
  currencies,
  balance: accountBalances.balance,
  updated_at: accountBalances.updated_at,
};

function toAccount(
  { accounts: a, currencies: c, balance, updated_at }: AccountJoin,
  locations: Map<string, AccountLocation[]>,
): Account {
  return {
    id: a.id,
    currency_id: a.currency_id,
    balance: toDecimalString(balance),
    created_at: a.created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    currency: toCurrency(c),
    locations: locations.get(a.currency_id) ?? [],
  };
}

const KIND_ORDER = sql`case ${cashLocations.kind} when 'vault' then 0 when 'till' then 1 else 2 end`;

/**
 * Where each currency's cash is: the locations holding a non-zero balance of it, by currency.
 * location_balances is each location's newest movement of the currency, so the locations of an
 * account sum to its balance (docs/decisions/0036, 0041).
 */
async function locationsOf(
  db: Database | Tx,
  currencyIds: string[],
): Promise<Map<string, AccountLocation[]>> {
  const byCurrency = new Map<string, AccountLocation[]>();
  if (currencyIds.length === 0) return byCurrency;
  const rows = await db
    .select({
      currency_id: locationBalances.currency_id,
      location_id: cashLocations.id,
      name: cashLocations.name,
      kind: cashLocations.kind,
      branch_id: cashLocations.branch_id,
      balance: locationBalances.balance,
    })
    .from(locationBalances)
    .innerJoin(cashLocations, eq(cashLocations.id, locationBalances.location_id))
    .where(
      and(inArray(locationBalances.currency_id, currencyIds), ne(locationBalances.balance, '0')),
    )
    .orderBy(asc(cashLocations.branch_id), asc(KIND_ORDER), asc(cashLocations.name));
  for (const { currency_id, balance, ...location } of rows) {
    const list = byCurrency.get(currency_id) ?? [];
    list.push({ ...location, balance: toDecimalString(balance) });
    byCurrency.set(currency_id, list);
  }
  return byCurrency;
}

export async function listAccounts(
  db: Database | Tx,
  params: { kind: CurrencyKindFilter },
): Promise<Account[]> {
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currency_id))
    .innerJoin(accountBalances, eq(accountBalances.account_id, accounts.id))
    .where(and(kindCondition(params.kind)))
    .orderBy(asc(currencies.tier), asc(currencies.code));
  const locations = await locationsOf(
    db,
    rows.map((row) => row.accounts.currency_id),
  );
  return rows.map((row) => toAccount(row, locations));
}

export async function findAccount(db: Database | Tx, id: string): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currency_id))
    .innerJoin(accountBalances, eq(accountBalances.account_id, accounts.id))
    .where(eq(accounts.id, id));
  return row ? toAccount(row, await locationsOf(db, [row.accounts.currency_id])) : null;
}

type MovementJoin = {
  account_movements: typeof accountMovements.$inferSelect;
  auth_users: { id: string; name: string; email: string } | null;
  location: Movement['location'];
};

export function toMovement({
  account_movements: m,
  auth_users: u,
  location,
}: MovementJoin): Movement {
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
    location,
  };
}

const movementColumns = {
  account_movements: accountMovements,
  auth_users: { id: user.id, name: user.name, email: user.email },
  location: { id: cashLocations.id, name: cashLocations.name, kind: cashLocations.kind },
};

export async function findMovement(db: Database | Tx, id: string): Promise<Movement | null> {
  const [row] = await db
    .select(movementColumns)
    .from(accountMovements)
    .leftJoin(user, eq(user.id, accountMovements.user_id))
    .innerJoin(cashLocations, eq(cashLocations.id, accountMovements.location_id))
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
    .innerJoin(cashLocations, eq(cashLocations.id, accountMovements.location_id))
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
