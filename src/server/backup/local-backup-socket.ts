import { createHash } from 'node:crypto';
import { chmod, lstat, unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { recordBackup } from './record-backup';

// `npm run backup` while the server holds the embedded database (docs/decisions/0032): only the
// server's own connection can copy it consistently, so the server answers a local socket with
// a backup. The socket lets in only this user (0600), like DATA_DIR itself; it lives in the
// temporary folder, not in DATA_DIR, whose every file is part of the copy.

export class LocalBackupError extends Error {}

/** The socket of the server that holds this data directory. */
export function localBackupSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `bureau-backup-${id}.sock`);
}

/** Serves a backup to each local connection; the returned function stops serving. */
export async function serveLocalBackups(
  dataDir: string,
  database: Pick<DatabaseHandle, 'db' | 'dump'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const socketPath = localBackupSocketPath(dataDir);
  // A socket left by a former server of this folder (we hold its lock now).
  await unlink(socketPath).catch(() => {});
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    void (async () => {
      await recordBackup(database.db, { via: 'command' });
      const backup = await database.dump();
      backup.pipe(socket);
    })().catch((error: unknown) => {
      log.error({ err: error }, 'local backup failed');
      socket.destroy();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.warn(
      { err: error },
      `npm run backup cannot reach this server (${socketPath}); the owner's Download backup on Settings still works`,
    );
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** A backup from the running server that holds `dataDir`. */
export async function backupFromRunningServer(dataDir: string): Promise<Readable> {
  const socketPath = localBackupSocketPath(dataDir);
  const info = await lstat(socketPath).catch(() => null);
  // Only a socket of this user: another user's could hand us anything.
  if (!info?.isSocket() || info.uid !== process.getuid?.()) {
    throw new LocalBackupError(
      `The server that uses ${path.resolve(dataDir)} does not answer backups (no socket ${socketPath}): ` +
        "download the backup on its Settings page as the owner, or stop it and run 'npm run backup' again.",
    );
  }
  return new Promise<Readable>((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error) =>
      reject(new LocalBackupError(`Cannot reach the running server: ${error.message}`)),
    );
  });
}
