import { type AnyColumn, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from './client';
import { containsPattern } from './search';

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
}): SQL {
  // `offset 0` keeps the subquery apart, so the planner finds its rows without the order.
  // Parenthesised, as a subquery for `in`.
  return sql`(select matched.id from (select * from ${args.from} where ${args.where} offset 0)
    as matched order by ${args.order} limit ${args.limit} offset ${args.offset})`;
}

// How many of a list's first rows (in its order) a search with many matches reads for its page
// before it sorts its matches instead.
export const WALKED_ROWS = 20_000;

// A search's page among the list's first WALKED_ROWS rows in order: `columns` are the id and
// the order's columns, `order` the list's order over the table and `walkedOrder` the same over
// `walked`; `searched` is the searched text (as the column `searched`) and `pattern` its LIKE.
export function walkedPage(args: {
  from: SQL;
  columns: SQL;
  order: SQL;
  walkedOrder: SQL;
  searched: SQL;
  pattern: string;
  limit: number;
  offset: number;
}): SQL {
  return sql`(select walked.id from (select ${args.columns}, ${args.searched} as searched
      from ${args.from} order by ${args.order} limit ${WALKED_ROWS}) as walked
    where walked.searched like ${args.pattern}
    order by ${args.walkedOrder} limit ${args.limit} offset ${args.offset})`;
}

// How a searched page is read (pageWithCount): among the list's first rows, or from its matches.
export type PagePath = 'matches' | 'walk';

// A searched list's rows and capped count: the count first; few matches (no more than the cap)
// are sorted; of many, the page is first looked for among the list's first rows (a common term
// fills it there), else sorted from the matches. `wanted` is how many rows the page asks for.
// (Unsearched, a list reads its page and count in one prepared statement: unsearchedPage.)
export async function pageWithCount<Row>(args: {
  cap: number;
  wanted: number;
  count: () => Promise<number>;
  read: (path: PagePath) => Promise<Row[]>;
}): Promise<[Row[], number]> {
  const counted = await args.count();
  if (counted <= args.cap) return [await args.read('matches'), counted];
  const walked = await args.read('walk');
  if (walked.length >= args.wanted) return [walked, counted];
  return [await args.read('matches'), counted];
}

/**
 * An unsearched list's page ids in its order, for a statement prepared once per connection:
 * the page's size and offset are its placeholders `limit` and `offset` (keyed: `limit` and
 * `after`, the row the page follows), so the same text serves every page (unsearchedPage).
 */
export function unsearchedPageIds(args: {
  table: string;
  state: SQL;
  order: ListOrder;
  // The page follows the row whose id is the placeholder `after` instead of skipping `offset`.
  keyed: boolean;
}): SQL {
  const from = sql.raw(`"${args.table}"`);
  const after = args.keyed
    ? sql` and ${rowsAfter(args.table, args.order, sql.placeholder('after'))}`
    : sql``;
  const skip = args.keyed ? sql`` : sql` offset ${sql.placeholder('offset')}`;
  return sql`(select ${from}.id from ${from} where ${args.state}${after}
    order by ${orderOver(`"${args.table}"`, args.order)}
    limit ${sql.placeholder('limit')}${skip})`;
}

// Its capped count beside the page, with the placeholder `counted_up_to` (the cap plus one).
export const unsearchedCount = (table: string, state: SQL) =>
  countedUpTo(
    sql`select 1 from ${sql.raw(`"${table}"`)} where ${state}`,
    sql.placeholder('counted_up_to'),
  );

// The statements prepared per database handle, by name (drizzle's `.prepare(name)`; a name is
// one statement on a connection).
const preparedStatements = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` of the handle `db`, kept for the handle's life: `prepare` builds it the
 * first time the handle asks for that name.
 */
export function preparedOnce<Statement>(
  db: object,
  name: string,
  prepare: (name: string) => Statement,
): Statement {
  let byName = preparedStatements.get(db);
  if (!byName) preparedStatements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as Statement;
}

/**
 * An unsearched list's rows and capped count in one statement, prepared once per connection and
 * kept (built here once, parsed and planned by PostgreSQL once: its planning cost more than
 * running it, 0.53 against 0.31 ms for the customers' page). `prepared` reads the page with
 * `counted` (unsearchedCount) beside each row; only an empty page (an empty list, or past its
 * end) asks for the count apart.
 */
export async function unsearchedPage<Row extends { counted: number | null }>(args: {
  prepared: { execute: (values: Record<string, unknown>) => Promise<Row[]> };
  cap: number;
  limit: number;
  // One or the other, as the statement was prepared (unsearchedPageIds' `keyed`).
  offset: number;
  after?: string | undefined;
  count: () => Promise<number>;
}): Promise<[Row[], number]> {
  const place = args.after === undefined ? { offset: args.offset } : { after: args.after };
  const rows = await args.prepared.execute({
    limit: args.limit,
    ...place,
    counted_up_to: args.cap + 1,
  });
  const counted = rows[0]?.counted;
  return [rows, counted === undefined || counted === null ? await args.count() : counted];
}

// A list's order as the columns of its table, all one way ("name, id" or "created_at desc, id
// desc"), from which each way of reading a search's page derives its own order.
export type ListOrder = { columns: readonly string[]; direction: 'asc' | 'desc' };

const orderOver = (alias: string, order: ListOrder) =>
  sql.raw(order.columns.map((column) => `${alias}.${column} ${order.direction}`).join(', '));

/**
 * The rows of `table` that come after the row whose id is `after` in the list's order
 * (docs/decisions/0030): a row comparison with that row's own values, read by its primary key
 * first, so the list's order index starts the page at it however deep it lies. A row no longer
 * there has no values and selects nothing (listRowsAndCount then pages by the offset).
 * `alias` names the table in the select it filters (the table itself by default).
 */
export function rowsAfter(
  table: string,
  order: ListOrder,
  after: SQL | Placeholder | string,
  alias = `"${table}"`,
): SQL {
  const rowOf = (column: string) =>
    column === 'id'
      ? sql`${after}::uuid`
      : sql`(select ${sql.raw(`after_row.${column}`)} from ${sql.raw(`"${table}"`)} as after_row where after_row.id = ${after}::uuid)`;
  const columns = sql.raw(order.columns.map((column) => `${alias}.${column}`).join(', '));
  const values = sql.join(order.columns.map(rowOf), sql`, `);
  return sql`(${columns}) ${sql.raw(order.direction === 'asc' ? '>' : '<')} (${values})`;
}

// A list's page: `state` selects the list's rows, `where` adds the search, `searched` is the
// text the search looks in; `limit` is one more than the page, to know whether rows follow.
export type ListPage = {
  table: string;
  state: SQL;
  where: SQL;
  searched: SQL;
  search: string | undefined;
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
  const where = after ? sql`${args.where} and ${after}` : args.where;
  const offset = after ? 0 : args.offset;
  if (path === 'matches') {
    return sortedMatchesPage({ from, where, order: orderOver('matched', order), limit, offset });
  }
  return walkedPage({
    from: sql`${from} where ${state}`,
    columns: sql.raw(['id', ...order.columns.filter((c) => c !== 'id')].join(', ')),
    order: orderOver(`"${table}"`, order),
    walkedOrder: orderOver('walked', order),
    searched: args.searched,
    pattern: containsPattern(args.search ?? ''),
    limit,
    offset,
  });
}

// A list's rows for the ids `ids` selects, with `counted` beside each row: a drizzle select,
// awaited as it is (a searched page) or prepared by name (an unsearched one).
export type PageQuery<Row> = PromiseLike<Row[]> & {
  prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<Row[]> };
};

/**
 * An unsearched list's page statement (unsearchedPage), prepared once per connection of `db`,
 * named by its table, whether it lists the archived rows and whether its page follows a row.
 */
function unsearchedStatement<Row>(
  db: object,
  list: { table: string; state: SQL; order: ListOrder; archived: boolean; keyed: boolean },
  rows: (ids: SQL, counted: SQL<number | null>) => PageQuery<Row>,
) {
  const name = `${list.table}${list.archived ? '_archived' : ''}_page${list.keyed ? '_after' : ''}`;
  return preparedOnce(db, name, () =>
    rows(unsearchedPageIds(list), unsearchedCount(list.table, list.state)).prepare(name),
  );
}

/**
 * A list's rows (one more than `limit`, to know whether rows follow) and capped count, read the
 * way its search says: unsearched, in its one prepared statement (unsearchedPage; one for a
 * page at an offset, one for a page after a row); searched, the count first and the page's ids
 * the way the count chooses (pageWithCount, listPageIds). `rows` reads the rows of the ids;
 * `where` is the list's state and search, `archived` whether the state is the archived rows.
 * A page after a row that is gone (deleted since) is read at its offset instead.
 */
export async function listRowsAndCount<Row extends { counted: number | null }>(
  args: ListPage & {
    db: object;
    archived: boolean;
    cap: number;
    count: () => Promise<number>;
    rows: (ids: SQL, counted: SQL<number | null>) => PageQuery<Row>;
  },
): Promise<[Row[], number]> {
  const read = (after: string | undefined) => {
    const { cap, limit, offset, count } = args;
    if (args.search) {
      return pageWithCount({
        cap,
        wanted: limit,
        count,
        read: async (path) => args.rows(listPageIds(path, { ...args, after }), sql`null`),
      });
    }
    const keyed = after !== undefined;
    const prepared = unsearchedStatement(args.db, { ...args, keyed }, args.rows);
    return unsearchedPage({ prepared, cap, limit, offset, after, count });
  };
  const found = await read(args.after);
  if (args.after === undefined || found[0].length > 0) return found;
  return read(undefined);
}
