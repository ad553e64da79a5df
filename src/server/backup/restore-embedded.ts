import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, lockDataDir } from '../db/data-dir-lock';
import { pgliteExtensions } from '../db/pglite';
import { RestoreRefusedError } from './restore-refused';

/**
 * Restores a backup of the embedded database (its data directory as a gzipped tarball) into an
 * empty folder (docs/decisions/0032). The folder is locked meanwhile, so no server opens it
 * half-restored; the backup is unpacked and opened beside it first, and moved in only once it
 * opened as the bureau's database, so a bad file leaves the folder empty.
 */
export async function restoreEmbedded(dataDir: string, tarball: Uint8Array): Promise<void> {
  const target = path.resolve(dataDir);
  const release = await lockDataDir(target);
  try {
    const present = (await readdir(target)).filter((name) => name !== LOCK_FILE);
    if (present.length > 0) {
      throw new RestoreRefusedError(
        `${target} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): ` +
          'restore into an empty folder (a new DATA_DIR); nothing was changed.',
      );
    }
    const staging = await mkdtemp(
      path.join(path.dirname(target), `.${path.basename(target)}-restoring-`),
    );
    try {
      await unpack(staging, tarball);
      // The copied folder's lock names the process that held it then, not us.
      await rm(path.join(staging, LOCK_FILE), { force: true });
      for (const name of await readdir(staging)) {
        await rename(path.join(staging, name), path.join(target, name));
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await release();
  }
}

async function unpack(folder: string, tarball: Uint8Array): Promise<void> {
  let client: PGlite;
  try {
    client = await PGlite.create(folder, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([new Uint8Array(tarball)]),
    });
  } catch (error) {
    throw new RestoreRefusedError(
      `This file is not a backup of the embedded database (${(error as Error).message}); nothing was changed.`,
    );
  }
  try {
    // The bureau's database: its migrations are recorded.
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } catch {
    throw new RestoreRefusedError(
      "This file holds a database, but not the bureau's; nothing was changed.",
    );
  } finally {
    await client.close();
  }
}
