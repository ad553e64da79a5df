import { sql, type SQL } from 'drizzle-orm';

// The transactions' list order over `table` (its alias, or the table itself): newest first; the
// pairs of one exchange (one reference, one created_at) in the order entered.
// transactions_list_order_idx (and the per-tab partial indexes) serve this order as is; they
// were built 'desc nulls last', so the order says so too (the columns are never null).
export const transactionListOrder = (table: SQL) =>
  sql`${table}.created_at desc nulls last, ${table}.reference_number desc nulls last,
  ${table}.pair_index`;
