import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/client';
import { pgliteExtensions, wrapPglite } from '../db/pglite';

/**
 * The embedded database in a folder, on this thread, for a command that holds the folder's
 * lock (`release` is called when it closes).
 */
export async function openEmbeddedFolder(
  dataDir: string,
  release: () => Promise<void>,
): Promise<DatabaseHandle> {
  try {
    return wrapPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }), release);
  } catch (error) {
    await release();
    throw error;
  }
}
