import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/**
 * Folds the changes the exchanges appended to the counters and the daily totals into one row
 * per bucket (migration 0033), so their readers keep reading a few rows per day. Returns how
 * many buckets it folded. Safe beside writers and beside another run.
 */
export async function compactTotals(db: Database): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`select transaction_totals_compact() as folded`,
  );
  return Number(row?.folded ?? 0);
}
