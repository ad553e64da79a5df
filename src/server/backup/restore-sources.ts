import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  dumpPglite,
  readBackupHeader,
  restoreDatabase,
  type RestoreTarget,
} from '../db/logical-backup';
import { pgliteExtensions } from '../db/pglite';
import { backupFormatOf, type BackupFormat } from './backup-format';
import { requirePgRestore, restorePgDump } from './restore-postgres';
import { RestoreRefusedError } from '../db/logical-backup/restore-refused';

// A backup file, checked and ready to restore into a database's URL. Everything that can
// refuse the file is done here, before the target is opened (or, for the embedded database,
// created): a refused file leaves DATA_DIR as it was.
export type RestoreSource = {
  format: BackupFormat;
  restoreInto(url: string, target: RestoreTarget): Promise<void>;
  close(): Promise<void>;
};

async function formatOfFile(file: string): Promise<BackupFormat> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefusedError(`Cannot read ${file}: ${error.message}`);
  });
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const format = backupFormatOf(head.subarray(0, bytesRead));
    if (!format) throw new RestoreRefusedError(`${file} is not a backup of the bureau's database.`);
    return format;
  } finally {
    await handle.close();
  }
}

// An embedded backup of an earlier version (decision 0032): PGlite's data directory, opened in
// memory and restored through the one format, as a PGlite DATA_DIR is converted.
async function openTarball(file: string): Promise<PGlite> {
  let client: PGlite;
  try {
    client = await PGlite.create('memory://', {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
    });
  } catch (error) {
    throw new RestoreRefusedError(
      `${file} is not a backup of the embedded database (${(error as Error).message}); nothing was changed.`,
    );
  }
  const recorded = await client
    .query(`select to_regclass('drizzle.__drizzle_migrations')::text as found`)
    .then((result) => (result.rows[0] as { found: string | null } | undefined)?.found);
  if (!recorded) {
    await client.close();
    throw new RestoreRefusedError(
      `${file} holds a database, but not the bureau's (no migrations are recorded); nothing was changed.`,
    );
  }
  return client;
}

export async function openRestoreSource(file: string): Promise<RestoreSource> {
  const format = await formatOfFile(file);
  if (format === 'bureau') {
    await readBackupHeader(createReadStream(file));
    return {
      format,
      restoreInto: async (url, target) => {
        await restoreDatabase(url, createReadStream(file), target);
      },
      close: async () => {},
    };
  }
  if (format === 'pg-dump') {
    await requirePgRestore();
    return {
      format,
      restoreInto: (url, target) => restorePgDump(url, path.resolve(file), target),
      close: async () => {},
    };
  }
  const client = await openTarball(file);
  return {
    format,
    restoreInto: async (url, target) => {
      await restoreDatabase(url, dumpPglite(client), target);
    },
    close: () => client.close(),
  };
}
