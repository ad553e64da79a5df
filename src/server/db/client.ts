import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withAuditedTransactions } from './audit-context';
import { lockDataDir } from './data-dir-lock';
import { EmbeddedClient } from './embedded/embedded-client';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  // Whether the database answers (the health check).
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// An arbitrary constant: instances starting together migrate one at a time.
const MIGRATION_LOCK_ID = 727_001;

export const pgliteExtensions = { pg_trgm };

// PGlite in this thread (tests), or on its own thread behind EmbeddedClient (the server).
export function wrapPglite(
  pglite: PGlite | EmbeddedClient,
  release: () => Promise<void> = async () => {},
): DatabaseHandle {
  // EmbeddedClient answers the calls drizzle's PGlite driver makes.
  const client = pglite as PGlite;
  const db = withAuditedTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    ping: async () => {
      if (pglite instanceof EmbeddedClient) await pglite.ping();
      else await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      await release();
    },
  };
}

// The server's embedded database runs on a worker thread, so that a slow query never holds up
// other requests (docs/decisions/0025). A database in a folder is locked to this process while
// it is open (data-dir-lock.ts).
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir) return wrapPglite(await EmbeddedClient.open({ dataDir: null }));
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    return wrapPglite(await EmbeddedClient.open({ dataDir }), release);
  } catch (error) {
    await release();
    throw error;
  }
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut (server restart, failover); without a listener node-postgres
  // would crash the process. The pool opens a fresh connection on next use.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = withAuditedTransactions(drizzlePg(pool, { schema }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(conn), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

// Raw SQL rows: both drivers answer `{ rows }`, which drizzle's shared type leaves unknown.
export async function queryRows<T>(db: Database | Tx, query: SQL | string): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
