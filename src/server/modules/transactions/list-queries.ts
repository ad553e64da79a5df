import { sql, type SQL } from 'drizzle-orm';
import type { TransactionDetail, TransactionListQuery } from '@domain/contracts/transactions';
import type { BoundedListResponse } from '@domain/contracts/common';
import { countUpTo } from '../../db/bounded-count';
import { listPage } from '../../db/list-page';
import { queryRows, type Database, type Tx } from '../../db/client';
import { dayOfOffset, isDeepPage } from '../../db/deep-page';
import { transactionListOrder } from '../../db/transaction-list-order';
import { businessTimeZone } from '../settings';
import { counterGroups, countInTab, type StatusGroup } from './counters';
import { selectDetails, toDetail, type RawDetail } from './detail-queries';
import { foundByIndex, foundThroughPeople, searchTransactions, TAB_FILTERS } from './list-filters';
import type { PartiesSearch } from './parties-text-search';

type Db = Database | Tx;

// The list's order over `transactions t` (transactionListOrder).
export const LIST_ORDER = transactionListOrder(sql.raw('t'));

/**
 * The transactions after the row `after` in LIST_ORDER (docs/decisions/0030), its own values read
 * by its primary key. The order runs down by time and reference and up by pair, so the pair is
 * compared negated: one row comparison, whose leading columns PostgreSQL takes as the start of
 * transactions_list_order_idx (or a tab's partial index) however deep the row lies. An id that
 * is no transaction selects nothing, and the page is then read at its offset (listPage).
 */
const afterRow = (after: string | undefined): SQL =>
  after === undefined
    ? sql``
    : sql` and (t.created_at, t.reference_number, -t.pair_index) < (
        select r.created_at, r.reference_number, -r.pair_index from transactions r
        where r.id = ${after}::uuid)`;

type ListFilter = Partial<Pick<TransactionListQuery, 'tab' | 'search' | 'status' | 'customer_id'>>;

export const listWhere = async (db: Db, query: ListFilter): Promise<SQL> =>
  (await listConditions(db, query)).where;

// The list's condition, and apart from it the search (with its index paths) and the rest.
async function listConditions(db: Db, query: ListFilter) {
  const search = await searchTransactions(db, query.search);
  const rest: SQL[] = [TAB_FILTERS[query.tab ?? 'all']];
  if (query.status) rest.push(sql`t.status = ${query.status}`);
  if (query.customer_id) {
    // A customer's history holds what they initiated and what was exchanged on their behalf.
    rest.push(
      sql`(t.customer_id = ${query.customer_id} or t.recipient_customer_id = ${query.customer_id})`,
    );
  }
  return { where: sql.join([search.where, ...rest], sql` and `), search, rest };
}

export async function listTransactionDetails(
  db: Db,
  query: TransactionListQuery,
  cap: number,
): Promise<BoundedListResponse<TransactionDetail>> {
  const conditions = await listConditions(db, query);
  const { where } = conditions;
  // The page's ids first, from transactions alone (one more than the page, to know whether
  // rows follow), so rows skipped by the offset are never joined to their customers and
  // currencies; then the page's details.
  const shown = await listPage(db, query, cap, {
    read: async (page) => {
      const deep = await deepPageStart(db, query, page);
      const start = deep ? deep.before : afterRow(page.after);
      const offset = deep ? deep.within : page.after === undefined ? page.offset : 0;
      const readRows = (pageIds: SQL, skipped = offset) =>
        queryRows<RawDetail>(
          db,
          sql`${selectDetails} where t.id in (${pageIds} limit ${page.limit} offset ${skipped})
            order by ${LIST_ORDER}`,
        );
      const { byText } = conditions.search;
      if (byText && !query.customer_id) {
        // Found once, up to one past the cap: counted, and within the cap the page's ids
        // taken from the same rows, where counting and then sorting read the index twice.
        const found = await foundOnce(db, byText, conditions, { start, ...page, offset }, cap);
        const { counted } = found;
        if (counted <= cap) {
          return { rows: await readRows(sql`select unnest(${found.ids}::uuid[])`, 0), counted };
        }
        // Past the cap, the page is looked for in the list's next rows first; found there
        // whole, it is the page. Else all the matches are sorted.
        const walked = await readRows(textPage(byText, conditions, start, 'walked'));
        if (walked.length === page.limit) return { rows: walked, counted };
        return { rows: await readRows(textPage(byText, conditions, start, 'sorted')), counted };
      }
      const sorted = query.customer_id
        ? undefined
        : sortedPage(conditions, start, offset + page.limit);
      const [rows, total] = await Promise.all([
        readRows(
          sorted ??
            sql`select t.id from transactions t where ${where}${start} order by ${LIST_ORDER}`,
        ),
        listTotal(db, query, conditions, cap),
      ]);
      return typeof total === 'number' ? { rows, total } : { rows, counted: total.counted };
    },
  });
  return { ...shown, rows: shown.rows.map(toDetail) };
}

type Conditions = Awaited<ReturnType<typeof listConditions>>;

// The pairs a search by text (`indexed` or `walked`) finds that also meet the list's other
// conditions, as rows of `columns` (their ids unless told).
const textMatches = (match: SQL, conditions: Pick<Conditions, 'rest'>, columns = sql`t.id`) =>
  sql`select ${columns} from transactions t
    where ${match} and ${sql.join(conditions.rest, sql` and `)}`;

/**
 * A search by text's matches, read once through the searched text's index up to one past the
 * cap: how many (`counted`), and, when that is within the cap, the ids of the page from `start`
 * at `offset`, in list order, as an array literal. The matches are planned without the cap's
 * limit (`offset 0`): told it stops at the cap, the planner scanned the table for a common name
 * (22–34 ms for `smith` at a million) where the trigram index finds the same 1,001 rows in
 * 7.5–8. Read apart, the count and the sorted page each scanned the index: twice 30 ms for an
 * e-mail's number whose trigrams every thousandth pair holds (issue 48). The other lists read
 * a search's few matches the same way (fewMatchesPage); this one keeps the transactions' order
 * and its deep pages' start.
 */
async function foundOnce(
  db: Db,
  byText: PartiesSearch,
  conditions: Pick<Conditions, 'rest'>,
  page: { start: SQL; limit: number; offset: number },
  cap: number,
): Promise<{ counted: number; ids: string }> {
  const columns = sql`t.id, t.created_at, t.reference_number, t.pair_index`;
  const [row] = await queryRows<{ counted: number; ids: string[] }>(
    db,
    sql`with found as materialized (
        select * from (${textMatches(byText.indexed, conditions, columns)} offset 0) as matches
        limit ${cap + 1})
      select (select count(*)::int from found) as counted,
        array(select t.id from found t where true${page.start} order by ${LIST_ORDER}
          limit ${page.limit} offset ${page.offset})::text[] as ids`,
  );
  return { counted: Number(row?.counted ?? 0), ids: `{${(row?.ids ?? []).join(',')}}` };
}

/**
 * The ids of a search by text in list order, from `start`. `sorted`: all its matches, found
 * by the searched text's index and sorted (a subquery, `offset 0`, that the planner may not
 * walk). `walked`: the matches among the list's next WALKED_ROWS rows in order, each row's text
 * checked, the first matches of all whenever they make a whole page. The walk stops at the
 * page's last row (the planner keeps the list's order through it, no sort), so the bound only
 * says how far a name's page is looked for before all its matches are sorted instead. A name
 * past the cap in a million pairs (one pair in a thousand or more) has a first page within
 * about 11,000 rows: at 4,000, `young`, `sanders` and `elliott` found 10 of the 11 rows a page
 * reads and were sorted after the walk (2 ms, then 1.4–5.4 ms), where the longer walk alone
 * took 1.4–2.5 ms. Without a bound, a page deep in such a name walked the whole list (issue 48,
 * docs/decisions/0072).
 */
export const WALKED_ROWS = 20_000;
export function textPage(
  byText: PartiesSearch,
  conditions: Pick<Conditions, 'rest'>,
  start: SQL,
  read: 'sorted' | 'walked',
): SQL {
  const columns = sql`t.id, t.created_at, t.reference_number, t.pair_index`;
  if (read === 'sorted') {
    return sql`select found.id from (${textMatches(byText.indexed, conditions, columns)}${start}
      offset 0) as found order by ${transactionListOrder(sql.raw('found'))}`;
  }
  const next = textMatches(sql`true`, conditions, sql`${columns}, ${byText.walked} as hit`);
  return sql`select next.id from (${next}${start} order by ${LIST_ORDER} limit ${WALKED_ROWS})
    as next where next.hit order by ${transactionListOrder(sql.raw('next'))}`;
}

/**
 * The page of a search of few people (`paths`) when sorting all their matches, found by index,
 * reads fewer rows than walking the list in order (sortedIsCheaper); else undefined, and the
 * planner chooses how `where` is read. Left to choose, it walked the list for a name whose few
 * transactions lie deep in it: 47,612 rows for the 328 customers of a surname at a million,
 * 20 ms, against 1 ms sorted from their transactions (issue 48).
 */
function sortedPage(conditions: Conditions, start: SQL, rows: number): SQL | undefined {
  const { search, rest } = conditions;
  if (!search.paths || !search.sortedIsCheaper?.(rows)) return undefined;
  const also = sql`${sql.join(rest, sql` and `)}${start}`;
  const columns = sql`t.id, t.created_at, t.reference_number, t.pair_index`;
  return sql`select found.id from (${foundByIndex(search.paths, columns, also)}) as found
    order by ${transactionListOrder(sql.raw('found'))}`;
}

/**
 * Where a page asked for by a number deep into an unsearched tab starts (docs/decisions/0065):
 * the counters (transaction_counters, kept per transaction_date) say how many of the tab's
 * transactions each day holds, so the day holding the row at the offset is known from a few
 * hundred rows; the page is then read from the list's index at the end of that bureau day,
 * skipping only that day's rows before it. Exact while each transaction's date is its bureau
 * day (as every booking writes it); a transaction dated otherwise moves the deep pages of the
 * days between by a row. Undefined for a page read as always: searched, a customer's, near
 * the top, or after a row.
 */
async function deepPageStart(
  db: Db,
  query: TransactionListQuery,
  page: { offset: number; after: string | undefined },
): Promise<{ before: SQL; within: number } | undefined> {
  if (query.search || query.customer_id || !isDeepPage(page)) return undefined;
  const rows = await queryRows<Omit<StatusGroup, 'n'> & { day: string; n: string | number }>(
    db,
    sql`select transaction_date::text as day, status, is_on_behalf, claimed,
        sum(transactions)::bigint as n
      from transaction_counters group by 1, 2, 3, 4 having sum(transactions) <> 0
      order by 1 desc`,
  );
  const days: { day: string; rows: number }[] = [];
  for (const row of rows) {
    const group = { ...row, n: Number(row.n) };
    const n = countInTab([group], query.tab ?? 'all', query.status);
    const last = days[days.length - 1];
    if (last?.day === row.day) last.rows += n;
    else days.push({ day: row.day, rows: n });
  }
  const found = dayOfOffset(days, page.offset);
  // Past the last row the counters know: no page (an offset read would skip every row first).
  if (!found) return { before: sql` and false`, within: 0 };
  const zone = await businessTimeZone(db);
  return {
    before: sql` and t.created_at < (${found.day}::date + 1)::timestamp at time zone ${zone}`,
    within: found.within,
  };
}

// Without a search or a customer, the exact total is read from the counters (constant time);
// otherwise the matching rows are counted up to the cap (decision 0023): a search's through
// its index paths (foundByIndex), which stop at the cap's row, where its `or` would walk the
// transactions until that many matched.
async function listTotal(
  db: Db,
  query: TransactionListQuery,
  conditions: Conditions,
  cap: number,
): Promise<number | { counted: number }> {
  if (!query.search && !query.customer_id) {
    return countInTab(await counterGroups(db), query.tab, query.status);
  }
  const { paths, countedThroughPeople } = conditions.search;
  const rest = sql.join(conditions.rest, sql` and `);
  const matching =
    paths && !query.customer_id
      ? foundByIndex(paths, sql`1`, rest)
      : countedThroughPeople && query.search && !query.customer_id
        ? foundThroughPeople(query.search, sql`1`, rest)
        : sql`select 1 from transactions t where ${conditions.where}`;
  return { counted: await countUpTo(db, matching, cap) };
}
