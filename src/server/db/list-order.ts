import { type Placeholder, sql, type SQL } from 'drizzle-orm';

// A list's order as the columns of its table, all one way ("name, id" or "created_at desc, id
// desc"), from which each way of reading a search's page derives its own order.
export type ListOrder = { columns: readonly string[]; direction: 'asc' | 'desc' };

// The order over the table or subquery `alias` ("r.created_at desc, r.id desc").
export const orderOver = (alias: string, order: ListOrder) =>
  sql.raw(order.columns.map((column) => `${alias}.${column} ${order.direction}`).join(', '));

/**
 * The rows of `table` that come after the row whose id is `after` in the list's order
 * (docs/decisions/0030): a row comparison with that row's own values, read by its primary key
 * first, so the list's order index starts the page at it however deep it lies. A row no longer
 * there has no values and selects nothing (afterOrAtOffset then pages by the offset).
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

/**
 * A list's page read after the row `after` when given (`read(after)`), or at its offset when
 * not, or when that row is gone (deleted since) and selects nothing: `read(undefined)`.
 */
export async function afterOrAtOffset<Rows extends readonly unknown[], Rest extends unknown[]>(
  after: string | undefined,
  read: (after: string | undefined) => Promise<[Rows, ...Rest]>,
): Promise<[Rows, ...Rest]> {
  const found = await read(after);
  if (after === undefined || found[0].length > 0) return found;
  return read(undefined);
}

const reversed = (order: ListOrder): ListOrder => ({
  columns: order.columns,
  direction: order.direction === 'asc' ? 'desc' : 'asc',
});

/**
 * An offset page read from the nearer end of its list's order index (docs/decisions/0023,
 * addendum "Deep pages from the nearer end"): an offset page reads every index entry it skips,
 * so a page past the middle reads the order backwards, skipping the rows after it instead (at
 * most half the list, where the last page read all of it). `listed` is the exact number of
 * the list's rows, read in the same statement (the same snapshot) as the page. Both branches
 * are in the one prepared statement; the one not taken is cut by its one-time filter.
 */
export function fromNearerEnd(args: {
  table: string;
  state: SQL;
  order: ListOrder;
  listed: SQL;
  // The page's size and offset: values, or a prepared statement's placeholders.
  limit: number | Placeholder;
  offset: number | Placeholder;
}): SQL {
  const from = sql.raw(`"${args.table}"`);
  const { limit, offset } = args;
  const listed = sql`(${args.listed})`;
  const farHalf = sql`${offset}::bigint * 2 > ${listed}`;
  // The page's rows counted from the end: it ends `listed - offset - limit` rows before it.
  const skipped = sql`greatest(${listed} - ${offset}::bigint - ${limit}::bigint, 0)`;
  const rows = sql`greatest(least(${limit}::bigint, ${listed} - ${offset}::bigint), 0)`;
  return sql`(select page.id from (
      (select ${from}.id from ${from} where ${args.state} and not (${farHalf})
        order by ${orderOver(`"${args.table}"`, args.order)} limit ${limit} offset ${offset})
      union all
      (select ${from}.id from ${from} where ${args.state} and ${farHalf}
        order by ${orderOver(`"${args.table}"`, reversed(args.order))}
        limit ${rows} offset ${skipped})) as page)`;
}
