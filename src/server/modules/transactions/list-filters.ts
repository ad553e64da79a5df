import { sql, type SQL } from 'drizzle-orm';
import type { TransactionFilter } from '@domain/transaction-status';
import { queryRows, type Database, type Tx } from '../../db/client';
import { isShortSearch, matchesSearchThroughIndex, quickShortSearch } from '../../db/search';
import { customerContains, customerSearch, customerSearchExpression } from '../customers';
import { referenceStarts, textSearch, walked, type PartiesSearch } from './parties-text-search';

type Db = Database | Tx;

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

// The pairs of the tabs that hold few (Pending, Pending Pickup, On Behalf): the condition of
// transactions_small_tabs_pieces_idx (decision 0074).
export const SMALL_TABS = sql`(t.status = 'pending' or t.is_on_behalf)`;

// A search naming at most this many customers looks their transactions up by customer id;
// one naming more (a letter or two, a common name) walks the transactions in list order and
// checks each one's people, which finds a page, or the capped count, after few rows.
export const FEW_PEOPLE = 5000;

// A search's condition over `transactions t`, and whether it is a common short term (a letter
// or two found in many customers), whose transactions are walked checking each one's people
// one lookup at a time: unless counted through its people, its tab counts stop at the cap
// (countTabs). Any other search also says how its matches are found by index (`paths`): the
// reference numbers starting with the term, and the transactions of the customers it names
// (`people`, a select of their ids), each initiator or recipient. A search whose matches are counted through the customers it names
// as they are read (foundThroughPeople) says so (`countedThroughPeople`).
export type SearchPaths = { reference: SQL; people: SQL };
export type TransactionSearch = {
  where: SQL;
  commonShortTerm: boolean;
  // A term of three characters or more is found in each pair's own searched text (byText): by
  // its indexes (`indexed`, the same as `where`), or checked on each row of a walk of the list
  // (`walked`).
  byText?: PartiesSearch;
  paths?: SearchPaths;
  countedThroughPeople?: boolean;
  // For a search of few people, whether the first `rows` of its matches are read for less by
  // sorting all of them than by walking the list (sortedIsCheaper).
  sortedIsCheaper?: (rows: number) => boolean;
};

// A common short term's walk, and whether it is counted through its people: undefined for a
// term that is not common.
async function commonShortWalk(
  db: Db,
  search: string,
): Promise<{ walk: SQL; countedThroughPeople: boolean } | undefined> {
  if (!(await isCommonShortSearch(db, search))) return undefined;
  return {
    walk: walked(search),
    countedThroughPeople: await fewEnoughToStream(db, search),
  };
}

// The people a search names, selected through the customers' search indexes.
const namedPeople = (search: string) =>
  sql`select customers.id from customers where ${customerSearch(search) ?? sql`false`}`;

/**
 * A search's index paths alone (foundByIndex), without first looking up how many people it
 * names, as the tab counts read every match whatever their number; or, for a common short
 * term, its walk (`where`), whose counts stop at the cap.
 */
export async function searchPaths(
  db: Db,
  search: string,
): Promise<
  { paths: SearchPaths } | { walk: SQL; countedThroughPeople: boolean } | { byText: PartiesSearch }
> {
  if (!isShortSearch(search)) return { byText: textSearch(search) };
  const common = await commonShortWalk(db, search);
  if (common) return common;
  return { paths: { reference: referenceStarts(search), people: namedPeople(search) } };
}

// Search by the start of a reference number (as read off a receipt; transactions_reference_pair_idx),
// or by the initiator's or recipient's name (the customer search, which also matches email and
// phone). A term of three characters or more is found in the pairs' own searched text
// (byText). A shorter one has no trigram to look up: a common one walks the list, checking each
// row's text; a rare one's customers are looked up first, so the plan fits how many there are.
export async function searchTransactions(
  db: Db,
  search: string | undefined,
): Promise<TransactionSearch> {
  if (!search) return { where: sql`true`, commonShortTerm: false };
  if (!isShortSearch(search)) {
    const byText = textSearch(search);
    return { where: byText.indexed, commonShortTerm: false, byText };
  }
  const common = await commonShortWalk(db, search);
  if (common) {
    const { walk, countedThroughPeople } = common;
    return { where: walk, commonShortTerm: true, countedThroughPeople };
  }
  const reference = referenceStarts(search);
  const [people, sizes] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select customers.id from customers where ${customerSearch(search)} limit ${FEW_PEOPLE + 1}`,
    ),
    tableSizes(db),
  ]);
  if (people.length <= FEW_PEOPLE) {
    // Ids are uuids: a PostgreSQL array literal of them is one parameter, however many.
    const ids = `{${people.map((person) => person.id).join(',')}}`;
    return {
      where: sql`(${reference} or t.customer_id = any(${ids}::uuid[])
        or (t.recipient_customer_id is not null
          and t.recipient_customer_id = any(${ids}::uuid[])))`,
      commonShortTerm: false,
      paths: { reference, people: sql`select unnest(${ids}::uuid[]) as id` },
      sortedIsCheaper: (rows) => sortedIsCheaper(people.length, rows, sizes),
    };
  }
  // Named by more people than looking each one up is worth: counted through them as they are
  // read from the index, up to the cap, rather than all of them gathered first.
  return {
    where: walked(search),
    commonShortTerm: false,
    countedThroughPeople: true,
  };
}

/**
 * The transactions a search finds by its index paths (`paths` of searchTransactions) that also
 * meet `also`, as `columns` of each, one row per transaction: those of the people named as
 * initiator (transactions_customer_idx), then as recipient when the initiator is not one of
 * them (transactions_recipient_idx), then by reference when neither is
 * (transactions_reference_pair_idx). The three never overlap, so counting them counts each
 * transaction once, and a count that stops early (a limit) stops early here too. The same
 * transactions as `where`, whose `or` no index can serve (a seq scan of every transaction).
 * The people's ids are read once, as rows and as the array the two id indexes are looked up by
 * one id after another: a parameter whose length the planner cannot see, so it looks them up
 * rather than hash every transaction.
 */
export function foundByIndex(
  paths: NonNullable<TransactionSearch['paths']>,
  columns: SQL,
  also: SQL,
): SQL {
  const ids = sql`(select ids.found from ids)::uuid[]`;
  const named = (column: SQL) => sql`exists (select 1 from people p where p.id = ${column})`;
  return sql`with people as materialized (${paths.people}),
    ids as (select array(select people.id from people) as found)
    select ${columns} from transactions t where t.customer_id = any(${ids}) and ${also}
    union all
    select ${columns} from transactions t where t.recipient_customer_id is not null
      and t.recipient_customer_id = any(${ids})
      and not ${named(sql`t.customer_id`)} and ${also}
    union all
    select ${columns} from transactions t where ${paths.reference}
      and not ${named(sql`t.customer_id`)} and not ${named(sql`t.recipient_customer_id`)}
      and ${also}`;
}

/**
 * The transactions of a short term's people, as `columns` of each, that also meet `also`: the
 * customers it names, read one after another from the short-grams index (a bitmap of them, no
 * sort), each one's transactions looked up as initiator (transactions_customer_idx) and as
 * recipient when the initiator is not named too (transactions_recipient_idx); then those whose
 * reference starts with the term and name neither. Nothing is materialised, so a count that
 * stops at the cap's row visits only the customers it needs: for a letter in 1 % of a million
 * customers, about 5,800 of them, where walking the transactions checked 82,000 transactions'
 * people (docs/benchmarks.md, issue 48). The same transactions as `walked`.
 */
export function foundThroughPeople(search: string, columns: SQL, also: SQL): SQL {
  const named = matchesSearchThroughIndex(customerSearchExpression, search);
  const contains = customerContains(search);
  const person = (column: SQL) =>
    sql`exists (select 1 from customers where customers.id = ${column} and ${contains})`;
  // One visit to each customer: their transactions as initiator, then as recipient.
  return sql`select ${columns} from customers cross join lateral (
      select t.* from transactions t where t.customer_id = customers.id and ${also}
      union all
      select t.* from transactions t where t.recipient_customer_id = customers.id
        and not ${person(sql`t.customer_id`)} and ${also}
      offset 0) t
    where ${named}
    union all
    select ${columns} from transactions t where ${referenceStarts(search)}
      and not ${person(sql`t.customer_id`)} and not ${person(sql`t.recipient_customer_id`)}
      and ${also}`;
}

// The planner's counts of customers and transactions (kept by VACUUM and ANALYZE; -1 before
// the first, read as none).
async function tableSizes(db: Db): Promise<{ customers: number; transactions: number }> {
  const rows = await queryRows<{ name: string; rows: number }>(
    db,
    sql`select relname as name, reltuples::float8 as rows from pg_class
      where oid in ('customers'::regclass, 'transactions'::regclass)`,
  );
  const size = (name: string) => Math.max(Number(rows.find((row) => row.name === name)?.rows), 0);
  return { customers: size('customers'), transactions: size('transactions') };
}

/**
 * Whether the first `rows` transactions of `people` customers are read for less by finding all
 * of theirs by index and sorting them than by walking the list in order, each row checked
 * against the people's ids. Sorting reads their transactions, people × transactions /
 * customers of them; the walk about rows × customers / people rows, each a list index entry and
 * its row checked against a hashed array, about WALKED_ROW_COST of a sorted match's two index
 * lookups and row. At a million of each and a page of ten, sorted up to 469 people: surnames of
 * 292 to 449 customers were searched in 7.8–14.6 ms instead of 12.0–39.0 (issue 48).
 */
const WALKED_ROW_COST = 0.02;
export function sortedIsCheaper(
  people: number,
  rows: number,
  sizes: { customers: number; transactions: number },
): boolean {
  const customers = Math.max(sizes.customers, people, 1);
  const sorted = (people * sizes.transactions) / customers;
  const walked = (rows * customers) / Math.max(people, 1);
  return sorted <= walked * WALKED_ROW_COST;
}

// How many customers a short term may name, by the planner's estimate, for its transactions
// to be counted through them (foundThroughPeople) rather than by walking the transactions: at
// most STREAMED_PEOPLE, and at most STREAMED_SHARE of all customers. The estimate comes from
// the short-grams index's statistics (its elements' frequencies, sampled over the whole table by
// ANALYZE; within 1 % of the true number for the bench's terms at a million). A walk's count
// reads about 1,000 / (the share of transactions named) rows; counting through the people reads
// each of them until the cap's row is found, and a bitmap of all of them, lossy (each row's
// pieces computed again) once it outgrows work_mem: at a million, a letter in 1 % of the
// customers counted in 38 ms through them against 189 ms walked, one in 13 % in 244 ms against
// 2 ms; at ten thousand, a letter in 85 % of them 61 ms through them (a tab that never reaches
// the cap reads every one) against a few walked (issue 48).
const STREAMED_PEOPLE = 40_000;
const STREAMED_SHARE = 0.05;

export async function fewEnoughToStream(db: Db, search: string): Promise<boolean> {
  const named = matchesSearchThroughIndex(customerSearchExpression, search);
  const [[plan], { customers }] = await Promise.all([
    queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      db,
      sql`explain (format json) select 1 from customers where ${named}`,
    ),
    tableSizes(db),
  ]);
  const estimate = plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? Infinity;
  return estimate <= STREAMED_PEOPLE && estimate <= STREAMED_SHARE * customers;
}

// Whether a search of one or two characters matches more than one customer in 400 among the
// first COMMON_SAMPLE_ROWS: then its transactions are walked, not looked up (the lookup would
// check each of thousands of matching customers' pieces). A rare term reads the whole sample:
// 20,000 customers took 18–26 ms for `vu` (29 of 100,000 customers), 4,000 a fifth of that;
// a term in one customer in 200 still passes more than 10 of 4,000 99 times in 100 (issue 48).
const COMMON_SAMPLE_ROWS = 4_000;

async function isCommonShortSearch(db: Db, search: string): Promise<boolean> {
  const quick = quickShortSearch(
    sql`customers`,
    customerSearchExpression,
    search,
    COMMON_SAMPLE_ROWS,
  );
  if (!quick) return false;
  const common = COMMON_SAMPLE_ROWS / 400;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${quick} limit ${common + 1}) as found`,
  );
  return Number(row?.n ?? 0) > common;
}
