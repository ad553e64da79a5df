import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/open-database';
import { databaseName } from '../db/logical-backup';
import { pgliteFilesIn } from '../db/pglite-conversion';
import { RestoreRefusedError } from '../db/logical-backup/restore-refused';
import { openRestoreSource, type RestoreSource } from './restore-sources';

// The embedded database's target: DATA_DIR's cluster, started (created on a new folder) under
// the folder's lock and not migrated: the restore migrates it to the backup's level itself.
async function restoreEmbedded(dataDir: string, source: RestoreSource): Promise<void> {
  const earlier = await pgliteFilesIn(dataDir);
  if (earlier.length > 0) {
    throw new RestoreRefusedError(
      `${dataDir} holds the embedded database of an earlier version (${earlier.slice(0, 3).join(', ')}, …): ` +
        'restore into an empty DATA_DIR (a new folder); nothing was changed.',
    );
  }
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await source.restoreInto(database.url, {
      what: `The embedded database in ${dataDir}`,
      where: 'an empty DATA_DIR (a new folder)',
    });
  } finally {
    await database.close();
  }
}

/**
 * `npm run restore -- <file>` (docs/decisions/0047): a backup into DATABASE_URL when set, else
 * into the embedded database of DATA_DIR; either must be empty, with the app stopped. Takes the
 * one format, and the two of the versions before it (pg_dump's custom format, through
 * pg_restore when installed; the embedded database's tarball). Answers where it restored.
 */
export async function restoreCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<string> {
  const source = await openRestoreSource(file);
  try {
    if (config.databaseUrl) {
      const name = databaseName(config.databaseUrl);
      await source.restoreInto(config.databaseUrl, { what: `The database ${name}` });
      return `the PostgreSQL database ${name}`;
    }
    const dataDir = path.resolve(config.dataDir);
    await restoreEmbedded(dataDir, source);
    return `the embedded database in ${dataDir}`;
  } finally {
    await source.close();
  }
}
