import { sql, type SQL } from 'drizzle-orm';
import { afterOrAtOffset } from './list-order';
import { listPageIds, pageWithCount, type ListPage } from './searched-page';
import { unsearchedPage, unsearchedStatement, type PageQuery } from './unsearched-page';

/**
 * A list's rows (one more than `limit`, to know whether rows follow) and capped count, read the
 * way its search says: unsearched, in its one prepared statement (unsearchedPage; one for a
 * page at an offset, one for a page after a row); searched, the count first and the page's ids
 * the way the count chooses (pageWithCount, listPageIds). `rows` reads the rows of the ids;
 * `where` is the list's state and search, `archived` whether the state is the archived rows.
 * A page after a row that is gone (deleted since) is read at its offset (afterOrAtOffset).
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
  const { cap, limit, offset, count } = args;
  return afterOrAtOffset(args.after, (after) => {
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
  });
}
