import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// PostgreSQL refuses to run as root. A server started as root (a container, a CI machine) runs
// its cluster as an unprivileged system user: `postgres` when the machine has one, else
// `bureau-postgres`, created once (no login, no home).
export type ClusterUser = { uid: number; gid: number; name: string } | null;

const CANDIDATES = ['postgres', 'bureau-postgres'];

// The user's ids from the system's user database (/etc/passwd), without running a program.
async function idsOf(name: string): Promise<{ uid: number; gid: number } | null> {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name) {
      const ids = { uid: Number.parseInt(uid ?? '', 10), gid: Number.parseInt(gid ?? '', 10) };
      return Number.isInteger(ids.uid) && Number.isInteger(ids.gid) ? ids : null;
    }
  }
  return null;
}

export async function clusterUser(): Promise<ClusterUser> {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return null;
  for (const name of CANDIDATES) {
    const ids = await idsOf(name);
    if (ids) return { ...ids, name };
  }
  const name = CANDIDATES[1]!;
  try {
    await run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot run as root, and the user ${name} could not be created ` +
        `(${(error as Error).message.trim()}): run the server as another user, or create one.`,
      { cause: error },
    );
  }
  const ids = await idsOf(name);
  if (!ids) throw new Error(`The user ${name} was created but cannot be found.`);
  return { ...ids, name };
}

// Whether `user` may pass through a folder: its owner, its group or anyone with execute.
function canPass(
  stats: { uid: number; gid: number; mode: number },
  user: NonNullable<ClusterUser>,
) {
  if (stats.uid === user.uid) return (stats.mode & 0o100) !== 0;
  if (stats.gid === user.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/**
 * The cluster's user must reach DATA_DIR through every folder above it. A server run as root
 * with DATA_DIR under a private folder (root's home is 0700) says which folder is in the way,
 * instead of initdb's "permission denied".
 */
export async function assertReachable(dataDir: string, user: ClusterUser): Promise<void> {
  if (!user) return;
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if (!canPass(await stat(dir), user)) {
      throw new Error(
        `The embedded PostgreSQL runs as the user ${user.name} (it refuses root), which cannot ` +
          `reach ${dataDir}: ${dir} is closed to it. Set DATA_DIR to a folder it can reach ` +
          '(e.g. under /var/lib), or run the server as another user.',
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}
