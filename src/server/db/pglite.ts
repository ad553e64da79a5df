import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { withAuditedTransactions } from './audit-context';
import type { Database, DatabaseHandle } from './client';
import { migrateWithFunctions } from './migrate-with-functions';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

// PGlite (PostgreSQL in WebAssembly) was the embedded database until the real PostgreSQL
// replaced it (docs/decisions/0045, 0046). It stays only to read what it wrote: a DATA_DIR of
// its own, converted once at start, and its old backups.
export const pgliteExtensions = { pg_trgm };

// A PGlite database behind the app's handle, for the conversion's tests to fill one as the app
// did. It has no connection string: it is read by the conversion, never dumped by URL.
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = withAuditedTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    url: 'pglite:',
    migrate: async () => {
      await migrateWithFunctions(drizzlePglite(client), { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: () => Promise.reject(new Error('A PGlite database is converted, not backed up')),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
