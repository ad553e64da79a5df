import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openPostgres } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { dumpPostgres } from '../db/postgres-dump';
import { backupFromRunningServer } from './local-backup-socket';
import { openEmbeddedFolder } from './open-embedded-folder';
import { recordBackup } from './record-backup';
import { BackupFileError, writeBackupFile } from './write-backup-file';

export type BackupResult = { bytes: number; how: string };

/**
 * `npm run backup -- <file>` (docs/decisions/0032). PostgreSQL: pg_dump, while the app serves.
 * The embedded database: through the server that holds it, or, when none runs, under its lock.
 */
export async function backupCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<BackupResult> {
  const { databaseUrl } = config;
  if (databaseUrl) {
    const bytes = await writeBackupFile(file, async () => {
      const database = openPostgres(databaseUrl);
      try {
        await recordBackup(database.db, { via: 'command' });
      } finally {
        await database.close();
      }
      return dumpPostgres(databaseUrl);
    });
    return { bytes, how: 'the PostgreSQL database (pg_dump, custom format)' };
  }
  const dataDir = path.resolve(config.dataDir);
  const exists = await access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!exists) throw new BackupFileError(`There is no embedded database in ${dataDir}.`);
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const bytes = await writeBackupFile(file, () => backupFromRunningServer(dataDir));
    return { bytes, how: `the embedded database in ${dataDir}, copied by its running server` };
  }
  const database = await openEmbeddedFolder(dataDir, release);
  try {
    const bytes = await writeBackupFile(file, async () => {
      await recordBackup(database.db, { via: 'command' });
      return database.dump();
    });
    return { bytes, how: `the embedded database in ${dataDir} (no server was running)` };
  } finally {
    await database.close();
  }
}
