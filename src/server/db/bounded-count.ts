import { type AnyColumn, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from './client';

// Lists count their matching rows exactly up to this many, and past it say "at least"
// (docs/decisions/0023-bounded-list-counts.md): counting reads at most one row more than the cap,
// whatever the table holds, where an exact count of a million rows costs a second.
export const LIST_COUNT_CAP = 1000;

export type BoundedTotal = { total: number; total_is_lower_bound: boolean };

// How many rows `matching` (a select of the list's rows, without order or limit) yields, read no
// further than one row past the cap. `quickly`, when given, selects rows that surely match from
// a bounded stretch of the table without the costly index condition: when it alone passes the
// cap (a search of one common letter), the costly count is never run.
export async function countUpTo(
  db: Database | Tx,
  matching: SQL,
  cap: number,
  quickly?: SQL,
): Promise<number> {
  const count = async (select: SQL) => {
    const [row] = await queryRows<{ n: number }>(db, sql`select ${cappedCount(select, cap)} as n`);
    return Number(row?.n ?? 0);
  };
  if (quickly) {
    const found = await count(quickly);
    if (found > cap) return found;
  }
  return count(matching);
}

// The count of countUpTo as one value: a subquery that a list's page can select beside its own
// columns (uncorrelated, so PostgreSQL runs it once), to read the page and its count in one
// statement.
export const cappedCount = (matching: SQL, cap: number) => countedUpTo(matching, cap + 1);

// The same with the rows to read given as they are: a number, or a prepared statement's
// placeholder (`cap + 1`).
export const countedUpTo = (matching: SQL, rows: number | Placeholder) =>
  sql<number>`(select count(*)::int from (${matching} limit ${rows}) as counted)`;

/**
 * The rows whose ids `pageIds` selects (a parenthesised select of at most a page of ids), as
 * `id = any(array(…))`: the ids are read first and the rows by their primary key. Unlike
 * `id in (…)`, whose size a prepared statement's generic plan cannot know (it guesses a tenth
 * of the table and hash-joins every customer and company: 1.4 s at a million), this plans the
 * same for any page size and offset.
 */
export const pageOfIds = (id: SQL | AnyColumn, pageIds: SQL) => sql`${id} = any(array${pageIds})`;

// A page read with one row more than asked: the page, and whether rows follow it.
export function pageOf<Row>(rows: Row[], limit: number): { rows: Row[]; more: boolean } {
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

// The list's total from a capped count: exact at or below the cap; past it a lower bound that
// is at least the cap and, while rows follow the page, one more than the page's last row, so
// the next page can always be asked for. An empty page past the end proves only the cap.
export function boundedTotal(
  counted: number,
  cap: number,
  page: { offset: number; shown: number; more: boolean },
): BoundedTotal {
  if (counted <= cap) return { total: counted, total_is_lower_bound: false };
  const seen = page.shown > 0 ? page.offset + page.shown + (page.more ? 1 : 0) : 0;
  return { total: Math.max(cap, seen), total_is_lower_bound: true };
}
