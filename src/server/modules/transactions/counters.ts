import { sql } from 'drizzle-orm';
import type { TransactionCounts } from '@domain/contracts/transactions';
import {
  TRANSACTION_FILTERS,
  matchesFilter,
  type TransactionFilter,
} from '@domain/transaction-status';
import { queryRows, type Database, type Tx } from '../../db/client';

type Db = Database | Tx;

// Transactions counted per status × on-behalf × claimed: everything the tabs depend on.
export type StatusGroup = { status: string; is_on_behalf: boolean; claimed: boolean; n: number };

/**
 * Every transaction's group, read from the counters the triggers keep (transaction_counters,
 * migration 0007): a few rows per day booked, whatever the number of transactions.
 */
export async function counterGroups(db: Db): Promise<StatusGroup[]> {
  const rows = await queryRows<Omit<StatusGroup, 'n'> & { n: string | number }>(
    db,
    sql`select status, is_on_behalf, claimed, sum(transactions)::bigint as n
      from transaction_counters group by 1, 2, 3`,
  );
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

// The groups in one tab (and one status, when given), by the domain's rule, so counts and
// badges can never disagree. Only whether it was claimed matters to the rule, not when.
export function countInTab(
  groups: readonly StatusGroup[],
  tab: TransactionFilter,
  status?: string,
): number {
  let total = 0;
  for (const group of groups) {
    const tx = { ...group, claimed_at: group.claimed ? 'claimed' : null };
    if (matchesFilter(tx, tab) && (status === undefined || group.status === status)) {
      total += group.n;
    }
  }
  return total;
}

export function tabCounts(groups: readonly StatusGroup[]): TransactionCounts {
  const counts: TransactionCounts = {
    all: 0,
    pending_pickup: 0,
    completed: 0,
    pending: 0,
    on_behalf: 0,
    lower_bounds: [],
  };
  for (const { value } of TRANSACTION_FILTERS) counts[value] = countInTab(groups, value);
  return counts;
}
