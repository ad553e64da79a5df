import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/open-database';
import { clusterFiles, embeddedClusterUrl } from '../db/cluster';
import { DataDirLockedError } from '../db/data-dir-lock';
import { databaseName, dumpDatabase } from '../db/logical-backup';
import { recordBackup } from './record-backup';
import { BackupFileError, writeBackupFile } from './write-backup-file';

export type BackupResult = { bytes: number; how: string };

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

// The audit row first (the copy holds it too), then the copy, both through the database's URL.
async function backUp(database: DatabaseHandle, file: string): Promise<number> {
  return writeBackupFile(file, async () => {
    await recordBackup(database.db, { via: 'command' });
    return dumpDatabase(database.url);
  });
}

// Through a connection of its own to a server's database or a running embedded cluster: the
// copy is one snapshot, taken while the app serves.
async function backUpUrl(url: string, file: string): Promise<number> {
  const database = openPostgres(url);
  try {
    return await backUp(database, file);
  } finally {
    await database.close();
  }
}

/**
 * `npm run backup -- <file>` (docs/decisions/0047): the one backup format, while the app
 * serves. The database is DATABASE_URL's, or the embedded cluster of DATA_DIR: beside the
 * server that runs it, or, when none does, started for the copy under DATA_DIR's lock and
 * stopped after.
 */
export async function backupCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<BackupResult> {
  const { databaseUrl } = config;
  if (databaseUrl) {
    const bytes = await backUpUrl(databaseUrl, file);
    return { bytes, how: `the PostgreSQL database ${databaseName(databaseUrl)}` };
  }
  const dataDir = path.resolve(config.dataDir);
  const running = await embeddedClusterUrl(dataDir);
  if (running) {
    const bytes = await backUpUrl(running, file);
    return { bytes, how: `the embedded database in ${dataDir}, beside its running server` };
  }
  // A cluster, or an earlier version's database that its first start converts.
  const files = clusterFiles(dataDir);
  const held =
    (await exists(path.join(files.cluster, 'PG_VERSION'))) ||
    (await exists(path.join(dataDir, 'PG_VERSION')));
  if (!held) throw new BackupFileError(`There is no embedded database in ${dataDir}.`);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir, databaseUrl: undefined });
  } catch (error) {
    // A server started since we looked: copy beside it.
    const url = error instanceof DataDirLockedError ? await embeddedClusterUrl(dataDir) : null;
    if (!url) throw error;
    const bytes = await backUpUrl(url, file);
    return { bytes, how: `the embedded database in ${dataDir}, beside its running server` };
  }
  try {
    const bytes = await backUp(database, file);
    return { bytes, how: `the embedded database in ${dataDir} (no server was running)` };
  } finally {
    await database.close();
  }
}
