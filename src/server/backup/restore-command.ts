import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { BACKUP_LABEL, backupKindOf, type BackupKind } from './backup-format';
import { restoreEmbedded } from './restore-embedded';
import { restorePostgres } from './restore-postgres';
import { RestoreRefusedError } from './restore-refused';

async function kindOfFile(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefusedError(`Cannot read ${file}: ${error.message}`);
  });
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const kind = backupKindOf(head.subarray(0, bytesRead));
    if (!kind) throw new RestoreRefusedError(`${file} is not a backup of the bureau's database.`);
    return kind;
  } finally {
    await handle.close();
  }
}

/**
 * `npm run restore -- <file>` (docs/decisions/0032): into DATABASE_URL when set, else into
 * DATA_DIR; either must be empty. Returns where it restored.
 */
export async function restoreCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<string> {
  const kind = await kindOfFile(file);
  const target: BackupKind = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new RestoreRefusedError(
      `${file} is a backup of ${BACKUP_LABEL[kind]}, and restores into ${BACKUP_LABEL[kind]} only: ` +
        (kind === 'postgres'
          ? 'set DATABASE_URL to an empty PostgreSQL database.'
          : 'unset DATABASE_URL and set DATA_DIR to an empty folder.'),
    );
  }
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, path.resolve(file));
    return `the PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)}`;
  }
  await restoreEmbedded(config.dataDir, await readFile(file));
  return `the embedded database in ${path.resolve(config.dataDir)}`;
}
