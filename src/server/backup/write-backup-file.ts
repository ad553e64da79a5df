import { open, stat, unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class BackupFileError extends Error {}

async function syncToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup to a new file that only its owner can read (0600: it holds personal data
 * and password hashes), on disk before it returns. An existing file is never overwritten; a
 * failed copy leaves no file. `takeBackup` is called once the file exists. Answers the size.
 */
export async function writeBackupFile(
  file: string,
  takeBackup: () => Promise<Readable>,
): Promise<number> {
  // The file first: a name that is taken asks nothing of the database (nor audits a backup).
  const handle = await open(file, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') {
      throw new BackupFileError(`${file} already exists: name a new file for the backup.`);
    }
    throw new BackupFileError(`Cannot write ${file}: ${error.message}`);
  });
  try {
    // The mode given to open() is masked by the umask; this is not.
    await handle.chmod(0o600);
    // The stream closes the file when the copy ends.
    await pipeline(await takeBackup(), handle.createWriteStream());
    await syncToDisk(file);
  } catch (error) {
    await handle.close().catch(() => {});
    await unlink(file).catch(() => {});
    throw error;
  }
  const { size } = await stat(file);
  if (size === 0) {
    await unlink(file).catch(() => {});
    throw new BackupFileError('The database answered an empty backup; no file was written.');
  }
  return size;
}
