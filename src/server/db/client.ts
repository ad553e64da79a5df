import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { withAuditedTransactions } from './audit-context';
import { migrationsFolder } from './migrations-folder';
import { statementText } from './statement-text';
import { dumpDatabase } from './logical-backup';
import { migrateWithFunctions } from './migrate-with-functions';
import { hasPendingMigrations, isPermissionDenied, MIGRATE_AS_OWNER } from './pending-migrations';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  // node-postgres's connection string: the embedded cluster's, or DATABASE_URL.
  url: string;
  // `say` hears what happens when there is work: the first start's or an upgrade's migrations.
  migrate(say?: (line: string) => void): Promise<void>;
  // Whether the database answers (the health check).
  ping(): Promise<void>;
  // A consistent copy of the whole database, taken while the app serves (a backup).
  dump(): Promise<Readable>;
  close(): Promise<void>;
};

// An arbitrary constant: instances starting together migrate one at a time.
const MIGRATION_LOCK_ID = 727_001;

export function openPostgres(url: string): DatabaseHandle {
  // No JIT compilation: it pays off for long analytic queries, while this app's queries answer
  // in milliseconds and the compiling took hundreds (docs/benchmarks.md: 367 ms of a 417 ms
  // report query at a million rates).
  // Pipelining: a statement is sent without waiting for the answers before it, which only the
  // exchange's transaction uses (pipelined-transaction.ts); every other caller awaits each
  // statement in turn, as on any connection (decision 0042).
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c jit=off',
    pipeline: true,
  });
  // An idle connection can be cut (server restart, failover); without a listener node-postgres
  // would crash the process. The pool opens a fresh connection on next use.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = withAuditedTransactions(drizzlePg(pool, { schema }) as unknown as Database);
  return {
    db,
    url,
    migrate: async (say) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        if (await hasPendingMigrations(conn)) {
          say?.('Migrating the database...');
          await migrateWithFunctions(drizzlePg(conn), { migrationsFolder }).catch(
            (error: unknown) => {
              throw isPermissionDenied(error)
                ? new Error(MIGRATE_AS_OWNER, { cause: error })
                : error;
            },
          );
        }
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: () => dumpDatabase(url),
    close: () => pool.end(),
  };
}

// Raw SQL rows: the driver answers `{ rows }`, which drizzle's shared type leaves unknown.
export async function queryRows<T>(db: Database | Tx, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// drizzle's session and dialect, which its own `.prepare(name)` uses; not in its public types.
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * Raw SQL rows through a named prepared statement (docs/decisions/0028): on PostgreSQL each
 * connection parses and plans the statement once and reuses its plan, as drizzle's
 * `.prepare(name)` does for built queries. The statement's text must be the same on every call
 * under one name (a variable-length list goes in one array parameter); the embedded database
 * runs it as a plain query. The statement is sent before the promise is returned, so a
 * pipelining connection sends statements in the order of the calls (decision 0042).
 */
export async function preparedRows<T>(db: Database | Tx, name: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = statementText(name, query, (q) => dialect.sqlToQuery(q));
  const prepared = session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
