import { sql, type SQL } from 'drizzle-orm';
import { orderOver, rowsAfter, type ListOrder } from './list-order';

// A search's page read from its matches, through the search's index, sorted: used when the
// count says the matches are few (at most the cap), and when a walk of the list's first rows
// (walkedPage) found too few of many. Never a walk of the whole order index, which reads every
// row that sorts before the first match — for a term whose matches all sort late, most of the
// table (docs/decisions/0023). `order` names the columns of `matched`.
export function sortedMatchesPage(args: {
  from: SQL;
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
  // The columns the sort needs (the id and the order's), so a quarter of a million matches do
  // not carry their whole rows to the sort; every column when not given.
  columns?: SQL;
}): SQL {
  // `offset 0` keeps the subquery apart, so the planner finds its rows without the order.
  // Parenthesised, as a subquery for `in`.
  const columns = args.columns ?? sql`*`;
  return sql`(select matched.id from (select ${columns} from ${args.from} where ${args.where}
      offset 0) as matched order by ${args.order} limit ${args.limit} offset ${args.offset})`;
}

// How many of a list's first rows (in its order) a search with many matches reads for its page
// before it sorts its matches instead: forty rows per row the page needs (its offset and its
// size), between WALKED_ROWS_MIN and WALKED_ROWS. A term found in at least one row in forty fills
// its page there; a rarer one has few matches (past the cap, under a fortieth of the list), which
// cost no more to sort than the longer walk; and a common one whose matches all sort late (a
// letter found only in names far down the order) pays for a short walk, not 20,000 rows with
// their text lowered again (about 1.7 µs a row, 34 ms) before it sorts its matches anyway.
export const WALKED_ROWS = 20_000;
export const WALKED_ROWS_MIN = 2_000;
export const walkedRows = (offset: number, limit: number) =>
  Math.min(WALKED_ROWS, Math.max(WALKED_ROWS_MIN, (offset + limit) * 40));

// A search's page among the list's first walkedRows rows in order: `columns` are the id and
// the order's columns, `order` the list's order over the table and `walkedOrder` the same over
// `walked`; `check` is the search's condition on a row read (searchCheck).
export function walkedPage(args: {
  from: SQL;
  columns: SQL;
  order: SQL;
  walkedOrder: SQL;
  check: SQL;
  limit: number;
  offset: number;
}): SQL {
  return sql`(select walked.id from (select ${args.columns}, ${args.check} as hit
      from ${args.from} order by ${args.order} limit ${walkedRows(args.offset, args.limit)})
      as walked
    where walked.hit
    order by ${args.walkedOrder} limit ${args.limit} offset ${args.offset})`;
}

// How a searched page is read (pageWithCount): among the list's first rows, or from its matches.
export type PagePath = 'matches' | 'walk';

// A searched list's rows and capped count. A common short term whose quick count passes the cap
// (`quickly`) goes straight to the many; otherwise the matches up to one past the cap are read
// once, with the page sorted from them (`few`: fewMatchesPage), so a search with few matches
// reads them once, not once to count and again for its page. Of many, the page is read the
// list's own way when it has one (`chunked`), else first looked for among the list's first rows
// (a common term fills it there), else sorted from the matches.
// `wanted` is how many rows the page asks for. (Unsearched, a list reads its page and count in
// one prepared statement: unsearchedPage.)
export async function pageWithCount<Row>(args: {
  cap: number;
  wanted: number;
  quickly: () => Promise<number>;
  few: () => Promise<{ counted: number; rows: () => Promise<Row[]> }>;
  // The many's page read the list's own way first (null: it could not; read as below).
  chunked?: (() => Promise<Row[] | null>) | undefined;
  read: (path: PagePath) => Promise<Row[]>;
}): Promise<[Row[], number]> {
  let counted = await args.quickly();
  if (counted <= args.cap) {
    const few = await args.few();
    if (few.counted <= args.cap) return [await few.rows(), few.counted];
    counted = few.counted;
  }
  const chunked = await args.chunked?.();
  if (chunked) return [chunked, counted];
  const walked = await args.read('walk');
  if (walked.length >= args.wanted) return [walked, counted];
  return [await args.read('matches'), counted];
}

/**
 * A search's matches up to one past the cap, read once (a materialized CTE): how many there are
 * (the capped count) and, when they are no more than the cap, the ids of the page sorted from
 * them (as text, comma-separated). One row always, so an empty page still has its count.
 */
export function fewMatchesPage(args: {
  table: string;
  where: SQL;
  order: ListOrder;
  cap: number;
  limit: number;
  offset: number;
  after?: string | undefined;
}): SQL {
  const { table, order } = args;
  const from = sql.raw(`"${table}"`);
  const columns = sql.raw(['id', ...order.columns.filter((c) => c !== 'id')].join(', '));
  const after =
    args.after === undefined ? sql`` : sql`where ${rowsAfter(table, order, args.after, 'm')}`;
  const offset = args.after === undefined ? args.offset : 0;
  return sql`with m as materialized (select ${columns} from ${from} where ${args.where}
      limit ${args.cap + 1})
    select (select count(*)::int from m) as counted,
      array_to_string(array(select m.id from m ${after} order by ${orderOver('m', order)}
        limit ${args.limit} offset ${offset}), ',') as ids`;
}

// A list's page: `state` selects the list's rows, `matched` is the search's condition through
// its index (searchCondition, exact) and `check` the same on a row read (searchCheck); `limit`
// is one more than the page, to know whether rows follow.
export type ListPage = {
  table: string;
  state: SQL;
  matched: SQL;
  check: SQL;
  order: ListOrder;
  limit: number;
  offset: number;
  // The id of the last row of the page before: the page starts after it instead of at `offset`.
  after?: string | undefined;
};

/**
 * The ids of a searched list's page read the way `path` says (pageWithCount): among the list's
 * first rows, or sorted from the matches. (An unsearched page: unsearchedPageIds.)
 */
export function listPageIds(path: PagePath, args: ListPage): SQL {
  const { table, order, limit } = args;
  const from = sql.raw(`"${table}"`);
  const after = args.after === undefined ? undefined : rowsAfter(table, order, args.after);
  const state = after ? sql`${args.state} and ${after}` : args.state;
  const offset = after ? 0 : args.offset;
  const columns = sql.raw(['id', ...order.columns.filter((c) => c !== 'id')].join(', '));
  if (path === 'matches') {
    const where = sql`${state} and ${args.matched}`;
    return sortedMatchesPage({
      from,
      where,
      columns,
      order: orderOver('matched', order),
      limit,
      offset,
    });
  }
  return walkedPage({
    from: sql`${from} where ${state}`,
    columns,
    order: orderOver(`"${table}"`, order),
    walkedOrder: orderOver('walked', order),
    check: args.check,
    limit,
    offset,
  });
}
