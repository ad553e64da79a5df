import { sql, type SQL } from 'drizzle-orm';
import type { TransactionCounts } from '@domain/contracts/transactions';
import { TRANSACTION_FILTER_VALUES, type TransactionFilter } from '@domain/transaction-status';
import { cappedCount, countUpTo } from '../../db/bounded-count';
import { queryRows, type Database, type Tx } from '../../db/client';
import { counterGroups, tabCounts, type StatusGroup } from './counters';
import {
  foundByIndex,
  foundThroughPeople,
  searchPaths,
  SMALL_TABS,
  TAB_FILTERS,
} from './list-filters';
import { partiesPieces, referenceStarts } from './parties-text-search';

type Db = Database | Tx;

// Every tab's count under one search. Without one, from the counters; with one, the matching
// rows counted per status × on-behalf × claimed in one query (read through the search's index
// paths, the people it names selected inside it: foundByIndex), each group added to the tabs
// the domain's rule puts it in, so counts and badges can never disagree. A common short term
// (a letter or two found in many customers) is counted tab by tab up to the cap, as the lists
// are (decision 0023): a tab past it shows the cap and is named in `lower_bounds`. All and
// Completed through its people when they are few enough (foundThroughPeople), the tabs that
// hold few rows from their pairs' pieces (decision 0074); a term named by more people walks
// the transactions, tab by tab.
export async function countTabs(
  db: Db,
  search: string | undefined,
  cap: number,
): Promise<TransactionCounts> {
  if (!search) return tabCounts(await counterGroups(db));
  const found = await searchPaths(db, search);
  const exactly = (matching: SQL) => groupedCounts(db, matching);
  if ('byText' in found) {
    return exactly(sql`select ${STATUS_COLUMNS} from transactions t where ${found.byText.indexed}`);
  }
  if ('walk' in found && found.countedThroughPeople) {
    return countedByPiecesAndPeople(db, search, cap);
  }
  if ('walk' in found) {
    const tabMatches = (tab: TransactionFilter) =>
      sql`select 1 from transactions t where ${found.walk} and ${TAB_FILTERS[tab]}`;
    return cappedTabCounts(db, tabMatches, cap);
  }
  return exactly(foundByIndex(found.paths, STATUS_COLUMNS, sql`true`));
}

// What places a transaction of `transactions t` in its tabs.
const STATUS_COLUMNS = sql`t.status, t.is_on_behalf, t.claimed_at is not null as claimed`;

// Every tab counted exactly from one pass over the matches (`matching` selects STATUS_COLUMNS),
// grouped.
async function groupedCounts(db: Db, matching: SQL): Promise<TransactionCounts> {
  const groups = await queryRows<Omit<StatusGroup, 'n'> & { n: number }>(
    db,
    sql`select found.status, found.is_on_behalf, found.claimed, count(*)::int as n
      from (${matching}) as found group by 1, 2, 3`,
  );
  return tabCounts(groups.map((group) => ({ ...group, n: Number(group.n) })));
}

async function cappedTabCounts(
  db: Db,
  tabMatches: (tab: TransactionFilter) => SQL,
  cap: number,
): Promise<TransactionCounts> {
  const columns = TRANSACTION_FILTER_VALUES.map(
    (tab) => sql`${cappedCount(tabMatches(tab), cap)} as ${sql.identifier(tab)}`,
  );
  const [row] = await queryRows<Record<TransactionFilter, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  const counted = tabCounts([]);
  for (const tab of TRANSACTION_FILTER_VALUES) counted[tab] = Number(row?.[tab] ?? 0);
  return stoppedAtCap(counted, cap);
}

// Each tab past the cap shows the cap and is named in `lower_bounds` (decision 0023).
function stoppedAtCap(counted: TransactionCounts, cap: number): TransactionCounts {
  const counts: TransactionCounts = { ...counted, lower_bounds: [...counted.lower_bounds] };
  for (const tab of TRANSACTION_FILTER_VALUES) {
    if (counted[tab] > cap) {
      counts[tab] = cap;
      counts.lower_bounds.push(tab);
    }
  }
  return counts;
}

// A common short term whose people are few enough to stream (decision 0074): the tabs that hold
// few rows (Pending, Pending Pickup, On Behalf), which may never reach the cap, exactly from
// their own pairs' pieces in one grouped pass, where through the people they read every pair of
// every one of them; All and Completed hold at least what those pairs give them, which past the
// cap proves them past it, else they are counted through the term's people up to the cap. Every
// tab past the cap shows the cap and is named in `lower_bounds`, as the other paths say.
async function countedByPiecesAndPeople(
  db: Db,
  search: string,
  cap: number,
): Promise<TransactionCounts> {
  // The pairs whose people hold the term, then those found by their reference alone: one
  // condition with an `or` would check every pair read against the `or` again, computing its
  // pieces once more for each.
  const pieces = partiesPieces(search);
  const found = await groupedCounts(
    db,
    sql`select ${STATUS_COLUMNS} from transactions t where ${SMALL_TABS} and ${pieces}
      union all
      select ${STATUS_COLUMNS} from transactions t
      where ${SMALL_TABS} and ${referenceStarts(search)} and not ${pieces}`,
  );
  for (const tab of ['all', 'completed'] as const) {
    if (found[tab] <= cap) {
      found[tab] = await countUpTo(db, foundThroughPeople(search, sql`1`, TAB_FILTERS[tab]), cap);
    }
  }
  return stoppedAtCap(found, cap);
}
