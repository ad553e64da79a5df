import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

// One process at a time may open the embedded database: its server starts and stops the
// folder's PostgreSQL, and a second server would stop it under the first. The lock is a file naming the holder's pid, held for the process's life; a
// lock left by a process that no longer runs (killed, crashed) is taken over at once.
export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {}

// Lock files this process holds (a second open of the same folder in one process is refused
// too; the pid alone cannot tell it from a former process that had our pid).
const held = new Set<string>();

type Holder = { pid: number };

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && Number.isInteger(value.pid) ? { pid: value.pid } : null;
  } catch {
    return null;
  }
}

// Whether a process with this pid runs: not gone, and not a zombie its parent has yet to reap.
// Our own pid cannot be the holder (we do not hold the lock yet): it is a former process whose
// pid we were given, e.g. after a container restart.
export function isLiveProcess(pid: number): boolean {
  if (pid === process.pid || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process that its parent has not reaped yet (a zombie) holds nothing.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

const uniqueName = (file: string, label: string) =>
  `${file}.${label}-${process.pid}-${randomBytes(4).toString('hex')}`;

// Removes the lock file only if it still holds the stale text read before: a rename is atomic,
// so of two processes taking over the same stale lock, one gets it; if what was renamed is a
// new holder's lock, it is put back.
async function removeStale(file: string, staleText: string): Promise<void> {
  const tomb = uniqueName(file, 'stale');
  try {
    await rename(file, tomb);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const taken = await readFile(tomb, 'utf8').catch(() => staleText);
  if (taken !== staleText) await link(tomb, file).catch(() => {});
  await unlink(tomb).catch(() => {});
}

const refusal = (dir: string, pid: number) =>
  new DataDirLockedError(
    `Another process (pid ${pid}) is using the embedded database in ${dir}. ` +
      'Stop it first (one server per DATA_DIR), or set DATA_DIR to another folder.',
  );

/** Locks `dir` for this process; the returned function releases it (also done at exit). */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const absolute = path.resolve(dir);
  await mkdir(absolute, { recursive: true });
  const file = path.join(absolute, LOCK_FILE);
  if (held.has(file)) throw refusal(absolute, process.pid);
  const mine = `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`;
  // Written in full first, then linked into place: the lock file never exists half-written.
  const draft = uniqueName(file, 'new');
  await writeFile(draft, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(draft, file);
        held.add(file);
        return holdUntilRelease(file, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text === null) continue; // released meanwhile
      const holder = parseHolder(text);
      if (holder && isLiveProcess(holder.pid)) throw refusal(absolute, holder.pid);
      await removeStale(file, text);
    }
    throw new DataDirLockedError(`Could not lock the embedded database in ${absolute}.`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}

function holdUntilRelease(file: string, mine: string): () => Promise<void> {
  const ours = (text: string | null) => text === mine;
  // An exit without a clean close (process.exit after an error) still removes the lock.
  const onExit = () => {
    try {
      if (ours(readFileSync(file, 'utf8'))) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.removeListener('exit', onExit);
    if (ours(await readFile(file, 'utf8').catch(() => null))) await unlink(file).catch(() => {});
  };
}
