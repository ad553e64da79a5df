import { mkdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { withAuditedTransactions } from './audit-context';
import type { Database, DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';
import { dumpDataDir } from './embedded/dump-data-dir';
import { EmbeddedClient } from './embedded/embedded-client';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

// The embedded database (PGlite), in a folder or in memory.
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
    dump: async () => {
      const tarball =
        pglite instanceof EmbeddedClient ? await pglite.dumpDataDir() : await dumpDataDir(pglite);
      return Readable.from([Buffer.from(tarball)], { objectMode: false });
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
