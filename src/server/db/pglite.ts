import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { withAuditedTransactions } from './audit-context';
import type { Database, DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

// The embedded database (PGlite), in a folder or in memory.
export const pgliteExtensions = { pg_trgm };

export function wrapPglite(
  client: PGlite,
  release: () => Promise<void> = async () => {},
): DatabaseHandle {
  const db = withAuditedTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
      await release();
    },
  };
}

// A database in a folder is locked to this process while it is open (data-dir-lock.ts).
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!dataDir) {
    return wrapPglite(await PGlite.create('memory://', { extensions: pgliteExtensions }));
  }
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    return wrapPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }), release);
  } catch (error) {
    await release();
    throw error;
  }
}
