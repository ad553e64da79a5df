import { sql, type SQL } from 'drizzle-orm';
import type { TransactionFilter } from '@domain/transaction-status';
import { startsWithPattern } from '../../db/search';
import { customerSearch } from '../customers/queries';

// SPEC §4's tabs in SQL over `transactions t`. Each repeats the domain's predicate
// (src/domain/transaction-status.ts) exactly, with claimed_at as the one truth for "claimed";
// a test checks the two agree on every status × on-behalf × claimed case.
export const TAB_FILTERS: Record<TransactionFilter, SQL> = {
  all: sql`true`,
  pending_pickup: sql`(t.is_on_behalf and t.status = 'completed' and t.claimed_at is null)`,
  completed: sql`(t.status = 'completed' and (not t.is_on_behalf or t.claimed_at is not null))`,
  pending: sql`(t.status = 'pending')`,
  on_behalf: sql`(t.is_on_behalf)`,
};

// Search by the start of a reference number (as read off a receipt; transactions_reference_prefix_idx),
// or by the initiator's or recipient's name (the customer search's trigram-indexed expression,
// which also matches email and phone).
export function transactionSearch(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const people = sql`array(select customers.id from customers where ${customerSearch(search)})`;
  return sql`(t.reference_number like ${startsWithPattern(search)}
    or t.customer_id = any(${people})
    or t.recipient_customer_id = any(${people}))`;
}
