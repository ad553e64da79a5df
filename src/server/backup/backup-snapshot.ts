import { openPostgres, queryRows, type Database } from '../db/client';

// Test support: what a backup must carry over, as comparable text, each table in key order.
// Numbers and times come out as PostgreSQL writes them, so any change of a digit shows.
const TABLES: Record<string, string> = {
  accounts: 'id',
  account_movements: 'id',
  audit_log: 'id',
  settings: 'id',
  transactions: 'id',
  exchanges: 'reference_number',
  customers: 'id',
};

export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const [row] = await queryRows<{ rows: string }>(
      db,
      `select coalesce(json_agg(t order by t.${key})::text, '[]') as rows from public.${table} t`,
    );
    snapshot[table] = row?.rows ?? 'missing';
  }
  return snapshot;
}

/**
 * Every table of the public schema as comparable text (rows in the order of their text, times
 * in UTC), the sequences' states and the migrations applied: two databases with the same
 * snapshot hold the same data. A backup carries no sign-in sessions nor verification tokens,
 * so those tables are left out here and checked on their own.
 */
export async function everyTable(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(`set local timezone = 'UTC'`);
    const tables = await queryRows<{ name: string }>(
      tx,
      `select quote_ident(relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and c.relname not in ('auth_sessions', 'auth_verifications')
       order by relname`,
    );
    const snapshot: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ rows: string }>(
        tx,
        `select coalesce(json_agg(t order by t::text)::text, '[]') as rows from public.${name} t`,
      );
      snapshot[name] = row?.rows ?? 'missing';
    }
    const sequences = await queryRows<{ name: string }>(
      tx,
      `select quote_ident(relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' order by relname`,
    );
    for (const { name } of sequences) {
      const [row] = await queryRows<{ state: string }>(
        tx,
        `select last_value || ' ' || is_called as state from public.${name}`,
      );
      snapshot[`sequence ${name}`] = row?.state ?? 'missing';
    }
    const [migrations] = await queryRows<{ rows: string }>(
      tx,
      `select json_agg(json_build_array(hash, created_at) order by created_at)::text as rows
       from drizzle.__drizzle_migrations`,
    );
    snapshot.migrations = migrations?.rows ?? 'missing';
    return snapshot;
  });
}

// everyTable of the database at a connection string, over a connection of its own.
export async function everyTableAt(url: string): Promise<Record<string, string>> {
  const database = openPostgres(url);
  try {
    return await everyTable(database.db);
  } finally {
    await database.close();
  }
}
