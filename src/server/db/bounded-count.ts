import { sql, type SQL } from 'drizzle-orm';
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
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${select} limit ${cap + 1}) as counted`,
    );
    return Number(row?.n ?? 0);
  };
  if (quickly) {
    const found = await count(quickly);
    if (found > cap) return found;
  }
  return count(matching);
}

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

// A search that matches at most the cap's rows (its count says so) reads its page from those
// rows, through the search's index, sorted: at most cap + 1 rows, never a walk of the list's
// order index, which reads every row that sorts before the first match — for a term whose
// matches all sort late, most of the table (docs/decisions/0023). `order` names the columns
// of `matched`.
export function fewMatchesPage(args: {
  from: SQL;
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
}): SQL {
  // `offset 0` keeps the subquery apart, so the planner finds its rows without the order.
  // Parenthesised, as a subquery for `in`.
  return sql`(select matched.id from (select * from ${args.from} where ${args.where} offset 0)
    as matched order by ${args.order} limit ${args.limit} offset ${args.offset})`;
}

// A list's rows and capped count. Unsearched, both at once; searched, the count first, so a
// search matching no more than the cap reads its page from its matches (`few`, fewMatchesPage).
export async function pageWithCount<Row>(args: {
  searched: boolean;
  cap: number;
  count: () => Promise<number>;
  read: (few: boolean) => Promise<Row[]>;
}): Promise<[Row[], number]> {
  if (!args.searched) return Promise.all([args.read(false), args.count()]);
  const counted = await args.count();
  return [await args.read(counted <= args.cap), counted];
}
