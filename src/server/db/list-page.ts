import { and, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from './client';
import { boundedTotal, countUpTo, pageOf, type BoundedTotal } from './bounded-count';
import { afterOrAtOffset, type ListOrder } from './list-order';
import { quickShortSearch, searchCheck, searchCondition, type TextSearch } from './search';
import { fewMatchesPage, listPageIds, pageWithCount } from './searched-page';
import { unsearchedPage, unsearchedStatement, type PageQuery } from './unsearched-page';

// A row of a page read with the list's count beside it (null when read apart).
type Counted = { counted: number | null };

// The page a list's client asks for: `limit` rows at `offset`, or after the row `after`
// (docs/decisions/0030).
export type ListPaging = { limit: number; offset: number; after?: string | undefined };

// The page as a list reads it: one row more than asked (to know whether rows follow), and the
// row it follows, when it follows one that is still there.
export type PageToRead = { limit: number; offset: number; after: string | undefined };

/**
 * A list of one table read by the engine: `state` selects its rows (the archived ones when
 * `archived`), `search` its text searched in `expression` (the expression of the table's
 * trigram and short-grams indexes), `order` its order; `rows` reads the rows of a page's ids
 * with `counted` beside each.
 */
export type TableList<Row extends Counted> = {
  table: string;
  order: ListOrder;
  state: SQL;
  search: TextSearch;
  archived: boolean;
  // The exact number of rows `state` selects, when counters give it cheaply: an offset page past
  // the middle is then read from the far end of the order (unsearchedPage).
  listed?: SQL | undefined;
  rows: (ids: SQL, counted: SQL<number | null>) => PageQuery<Row>;
  // A searched page with many matches read its own way first (the companies' chunks, migration
  // 0039): a statement answering one row whose `ids` are the page's ids in order, or null to read
  // it the engine's way. Undefined when the term has no such way.
  chunked?: ((term: string, page: PageToRead) => SQL | undefined) | undefined;
};

// A page's ids, in order, as a subquery for `rows`.
const idsList = (ids: string[]) => sql`(select unnest(${`{${ids.join(',')}}`}::uuid[]))`;

// A list that reads its page and count its own way: `counted` is its count up to the cap (or
// one more), `total` an exact total however large (from counters).
export type OwnList<Row> = {
  read: (
    page: PageToRead,
  ) => Promise<{ rows: Row[]; counted: number } | { rows: Row[]; total: number }>;
};

/**
 * A page of a list and its total, bounded at `cap` (docs/decisions/0023): the one entry every
 * list reads its pages through. A page after a row that is gone (deleted since) is read at its
 * offset (afterOrAtOffset).
 */
export async function listPage<Row>(
  db: Database | Tx,
  paging: ListPaging,
  cap: number,
  list: TableList<Row & Counted> | OwnList<Row>,
): Promise<{ rows: Row[] } & BoundedTotal> {
  const read = 'read' in list ? list.read : tableRead(db, cap, list);
  const [rows, total] = await afterOrAtOffset(paging.after, async (after) => {
    const found = await read({ limit: paging.limit + 1, offset: paging.offset, after });
    return [found.rows, 'total' in found ? { exact: found.total } : found.counted] as const;
  });
  const page = pageOf(rows, paging.limit);
  const shown = { offset: paging.offset, shown: page.rows.length, more: page.more };
  return {
    rows: page.rows,
    ...(typeof total === 'number'
      ? boundedTotal(total, cap, shown)
      : { total: total.exact, total_is_lower_bound: false }),
  };
}

/**
 * How the engine reads a table's list: unsearched, in its one prepared statement
 * (unsearchedPage; one for a page at an offset, one for a page after a row); searched, the
 * count first and the page's ids the way the count chooses (pageWithCount, listPageIds).
 */
function tableRead<Row extends Counted>(db: Database | Tx, cap: number, list: TableList<Row>) {
  const { table, state, order, archived } = list;
  const { term: search, expression: searched } = list.search;
  const from = sql.raw(`"${table}"`);
  const where = and(state, searchCondition(list.search)) ?? sql`true`;
  const count = () => countUpTo(db, sql`select 1 from ${from} where ${where}`, cap);
  // A common short term's quick count (0 when there is none to make).
  const quick = quickShortSearch(sql`${from} where ${state}`, searched, search);
  const quickly = async () => (quick ? countUpTo(db, quick, cap, undefined) : 0);
  return async (page: PageToRead) => {
    const { limit, offset, after } = page;
    if (search) {
      const chunked = list.chunked?.(search, page);
      const [rows, counted] = await pageWithCount({
        cap,
        wanted: limit,
        quickly,
        few: async () => {
          const [found] = await queryRows<{ counted: number; ids: string }>(
            db,
            fewMatchesPage({ table, where, order, cap, limit, offset, after }),
          );
          const ids = found?.ids ? found.ids.split(',') : [];
          return {
            counted: Number(found?.counted ?? 0),
            rows: async () => (ids.length === 0 ? [] : list.rows(idsList(ids), sql`null`)),
          };
        },
        chunked:
          chunked &&
          (async () => {
            const [found] = await queryRows<{ ids: string[] | null }>(db, chunked);
            if (!found?.ids) return null;
            return found.ids.length === 0 ? [] : list.rows(idsList(found.ids), sql`null`);
          }),
        read: async (path) =>
          list.rows(
            listPageIds(path, {
              table,
              state,
              matched: searchCondition(list.search, true) ?? sql`true`,
              check: searchCheck(list.search),
              order,
              limit,
              offset,
              after,
            }),
            sql`null`,
          ),
      });
      return { rows, counted };
    }
    const keyed = after !== undefined;
    const prepared = unsearchedStatement(
      db,
      { table, state, order, archived, keyed, listed: list.listed },
      list.rows,
    );
    const [rows, counted] = await unsearchedPage({ prepared, cap, limit, offset, after, count });
    return { rows, counted };
  };
}
