import type { DatabaseHandle } from './client';
import { openPostgres } from './client';

// The configured database: DATABASE_URL's server, or the embedded one in DATA_DIR.
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  // Loaded only for the embedded database.
  const { openEmbeddedDatabase } = await import('./embedded-database');
  return openEmbeddedDatabase(opts.dataDir);
}
