// How the bench's seed fills a database fast, in a few set-based statements (insert … select …
// from generate_series) inside one database transaction:
// - the tables' secondary indexes are dropped first and built once at the end, from their own
//   definitions, with a large maintenance_work_mem;
// - `session_replication_role = replica` turns off every trigger for the fill (the audit rows,
//   the transaction counters, the daily totals, the customer total and the foreign-key checks,
//   which the generated rows satisfy by construction); what those triggers would have written
//   is written here once, set-based: an audit row per record exactly as migration 0011's
//   trigger words it, the counters and daily totals rebuilt from the transactions (migrations
//   0007, 0010 and 0028), the customer total recounted (0018);
// - then each table is vacuumed and analysed (the planner's statistics, the visibility map).
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle, type Tx } from '../src/server/db/client';

export type Step = [what: string, run: (tx: Tx) => Promise<unknown>];

async function secondaryIndexes(db: Database | Tx, tables: string[]) {
  return queryRows<{ name: string; table: string; definition: string }>(
    db,
    sql`select indexname as name, tablename as "table", indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in ${tables}
        and indexname not in (select conname from pg_constraint)`,
  );
}

async function timed(what: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  console.log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Runs `steps` in one database transaction with the triggers off and the secondary indexes of
 * `tables` dropped; then builds the indexes again and vacuums and analyses the tables. The
 * builds and vacuums run two at a time on their own connections, largest table first (a search index's GIN build costs minutes at a million rows and uses one core).
 */
export async function bulkFill(handle: DatabaseHandle, tables: string[], steps: Step[]) {
  // For this transaction and the builds only (the embedded database is a PostgreSQL cluster too).
  const memory = '1GB';
  const settings = sql`select set_config('maintenance_work_mem', ${memory}, true),
    set_config('work_mem', ${memory}, true)`;
  const indexes = await secondaryIndexes(handle.db, tables);
  await handle.db.transaction(async (tx) => {
    await tx.execute(settings);
    await tx.execute(sql`select set_config('session_replication_role', 'replica', true)`);
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    for (const [what, run] of steps) await timed(what, () => run(tx));
  });
  const sizes = await queryRows<{ name: string; rows: number }>(
    handle.db,
    sql`select relname as name, n_live_tup::float8 as rows from pg_stat_user_tables
      where relname in ${tables}`,
  );
  const rows = (table: string) => sizes.find((size) => size.name === table)?.rows ?? 0;
  const byRows = (a: string, b: string) => rows(b) - rows(a);
  const cost = (index: { table: string; definition: string }) =>
    rows(index.table) * (index.definition.includes('USING gin') ? 100 : 1);
  const width = 2;
  await timed(`built ${indexes.length} indexes`, () =>
    inParallel(
      width,
      // The search indexes' GIN builds take longest: they start first.
      [...indexes].sort((a, b) => cost(b) - cost(a)),
      (index) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(settings);
          await tx.execute(sql.raw(index.definition));
        }),
    ),
  );
  await timed('vacuumed and analysed', () =>
    inParallel(width, [...tables].sort(byRows), (table) =>
      handle.db.execute(sql.raw(`vacuum analyze ${table}`)),
    ),
  );
}

// Runs `work` over `items`, at most `width` at a time, in the order given.
async function inParallel<T>(width: number, items: T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Runs `fill` with the secondary indexes of `tables` dropped, then builds them again. */
export async function withoutIndexes(db: Database, tables: string[], fill: () => Promise<void>) {
  const indexes = await secondaryIndexes(db, tables);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await fill();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const table of tables) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

/**
 * Runs `insert` (an `insert into <table> …` without `returning`) and writes the audit rows
 * migration 0011's trigger (`audit_record_change`) would have written for the rows it inserted,
 * in the same statement: action `create`, the record's id, no actor, and `after` the whole row
 * but `updated_at`, numbers as text without trailing zeros (`audit_json`). The object is built
 * column by column, which gives the same JSON at a third of the trigger's cost.
 */
export async function insertAudited(tx: Tx, table: string, recordType: string, insert: SQL) {
  const columns = await queryRows<{ name: string; number: boolean }>(
    tx,
    sql`select column_name as name,
        data_type in ('smallint', 'integer', 'bigint', 'numeric') as number
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}
        and column_name not in ('updated_at', 'updatedAt', 'parties_text')
      order by ordinal_position`,
  );
  // jsonb_build_object takes at most 100 arguments.
  if (columns.length > 50) throw new Error(`${table}: too many columns for one audit object`);
  const fields = columns.map(({ name, number }) =>
    number ? `'${name}', trim_scale(r."${name}"::numeric)::text` : `'${name}', r."${name}"`,
  );
  await tx.execute(sql`
    with r as (${insert} returning *)
    insert into audit_log (actor_id, address, action, record_type, record_id, after)
    select null, null, 'create', ${recordType}, r.id::text,
      jsonb_build_object(${sql.raw(fields.join(', '))})
    from r`);
}

/**
 * The totals the statement triggers keep, recomputed from the rows: the transaction counters
 * (migration 0007), the daily totals (its own rebuild, migrations 0010 and 0028), the
 * customer total (0018) and the totals of companies and rates (0030).
 */
export async function rebuildTotals(tx: Tx) {
  await tx.execute(sql`delete from transaction_counters`);
  await tx.execute(sql`
    insert into transaction_counters
      (transaction_date, status, is_on_behalf, claimed, transactions, volume)
    select transaction_date, status, is_on_behalf, claimed_at is not null, count(*),
      sum(base_value)
    from transactions group by 1, 2, 3, 4`);
  await tx.execute(sql`select transaction_daily_totals_rebuild()`);
  await tx.execute(sql`
    insert into customer_totals (id, customers) select true, count(*) from customers
    on conflict (id) do update set customers = excluded.customers`);
  await tx.execute(sql`
    insert into list_totals (list, total)
    select 'companies', count(*) from companies
    union all select 'currency_rates', count(*) from currency_rates
    on conflict (list) do update set total = excluded.total`);
}
