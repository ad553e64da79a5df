import { sql, type SQL } from 'drizzle-orm';
import type { TransactionCounts } from '@domain/contracts/transactions';
import { TRANSACTION_FILTER_VALUES, type TransactionFilter } from '@domain/transaction-status';
import { cappedCount } from '../../db/bounded-count';
import { queryRows, type Database, type Tx } from '../../db/client';
import { counterGroups, tabCounts, type StatusGroup } from './counters';
import { foundByIndex, foundThroughPeople, searchPaths, TAB_FILTERS } from './list-filters';

type Db = Database | Tx;

// Every tab's count under one search. Without one, from the counters; with one, the matching
// rows counted per status × on-behalf × claimed in one query (read through the search's index
// paths, the people it names selected inside it: foundByIndex), each group added to the tabs
// the domain's rule puts it in, so counts and badges can never disagree. A common short term
// (a letter or two found in many customers) is counted the same way, in one pass over its
// people and their transactions, when they are few enough (foundThroughPeople); one named by
// more walks the transactions tab by tab, each counted only up to the cap, as the lists do
// (decision 0023): a tab past it shows the cap and is named in `lower_bounds`.
export async function countTabs(
  db: Db,
  search: string | undefined,
  cap: number,
): Promise<TransactionCounts> {
  if (!search) return tabCounts(await counterGroups(db));
  const found = await searchPaths(db, search);
  // Every tab counted exactly from one pass over the matches, grouped.
  const exactly = async (matching: SQL) => {
    const groups = await queryRows<Omit<StatusGroup, 'n'> & { n: number }>(
      db,
      sql`select found.status, found.is_on_behalf, found.claimed, count(*)::int as n
        from (${matching}) as found group by 1, 2, 3`,
    );
    return tabCounts(groups.map((group) => ({ ...group, n: Number(group.n) })));
  };
  const statusColumns = sql`t.status, t.is_on_behalf, t.claimed_at is not null as claimed`;
  if ('byText' in found) {
    return exactly(sql`select ${statusColumns} from transactions t where ${found.byText.indexed}`);
  }
  if ('walk' in found && found.countedThroughPeople) {
    // Every tab from one pass over the term's people and their transactions: a tab with few
    // rows (Pending) never reaches the cap, so counted apart each such tab read all of them.
    return exactly(foundThroughPeople(search, statusColumns, sql`true`));
  }
  if ('walk' in found) {
    const tabMatches = (tab: TransactionFilter) =>
      sql`select 1 from transactions t where ${found.walk} and ${TAB_FILTERS[tab]}`;
    return cappedTabCounts(db, tabMatches, cap);
  }
  return exactly(foundByIndex(found.paths, statusColumns, sql`true`));
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
  const counts = tabCounts([]);
  for (const tab of TRANSACTION_FILTER_VALUES) {
    const counted = Number(row?.[tab] ?? 0);
    counts[tab] = Math.min(counted, cap);
    if (counted > cap) counts.lower_bounds.push(tab);
  }
  return counts;
}
