import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

// What postmaster.pid says of a running cluster: its pid, and where it listens (lines 1, 4
// and 5 of the file, as PostgreSQL documents them).
export type PostmasterPid = { pid: number; port: number; socketDir: string | null };

export async function readPostmasterPid(cluster: string): Promise<PostmasterPid | null> {
  const text = await readFile(path.join(cluster, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!text) return null;
  const lines = text.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  return { pid, port, socketDir: lines[4]?.trim() || null };
}

// As PostgreSQL itself judges the pid in postmaster.pid: a zombie still answers kill(pid, 0),
// and a new postmaster refuses to start until it is reaped (unlike the DATA_DIR lock's check,
// which counts a zombie as gone).
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Whether that pid is a PostgreSQL server (Linux says so in /proc; elsewhere, trusted).
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/**
 * A server killed outright (SIGKILL, a crash) leaves its cluster running on its own, or a
 * postmaster.pid behind. The caller holds the DATA_DIR lock, so no live server owns either: a
 * leftover cluster is shut down cleanly (it has every acknowledged commit on disk), and a pid
 * file naming a process that is not PostgreSQL (its pid reused after a reboot) is removed.
 * PostgreSQL's own start then recovers from its write-ahead log as after any crash.
 */
export async function stopLeftoverPostmaster(
  cluster: string,
  say: (line: string) => void,
): Promise<void> {
  const leftover = await readPostmasterPid(cluster);
  if (!leftover) return;
  if (!isRunning(leftover.pid)) return; // PostgreSQL itself ignores a stale file
  if (!isPostgres(leftover.pid)) {
    await rm(path.join(cluster, 'postmaster.pid'), { force: true });
    return;
  }
  say(`Stopping the embedded PostgreSQL left running by a stopped server (pid ${leftover.pid})...`);
  process.kill(leftover.pid, 'SIGINT');
  if (await waitForExit(leftover.pid, 60_000)) return;
  process.kill(leftover.pid, 'SIGQUIT');
  if (!(await waitForExit(leftover.pid, 10_000))) {
    throw new Error(
      `The embedded PostgreSQL left running (pid ${leftover.pid}) does not stop: stop it, then start again.`,
    );
  }
}
