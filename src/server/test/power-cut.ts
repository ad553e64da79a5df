import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { isRunning } from '../db/cluster/leftover-postmaster';
import type { ServerProcess } from './server-process';

// The processes of the cluster in DATA_DIR: its postmaster and every child of it (backends,
// io workers, checkpointer, walwriter...), which PostgreSQL puts in process groups of their own.
export function clusterPids(dataDir: string): number[] {
  const text = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const postmaster = Number.parseInt(text.split('\n')[0]!, 10);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // pid (comm) state ppid ...: comm may hold spaces and parentheses.
        const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
        return Number(ppid) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

export const killQuietly = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
};

/**
 * A power cut: the server's process group and every process of its PostgreSQL cluster killed
 * (SIGKILL) at the same moment, nothing shut down. The postmaster is stopped first so that it
 * forks no backend between the listing of its children and the kill.
 */
export async function powerCut(server: ServerProcess, dataDir: string): Promise<void> {
  const pids = clusterPids(dataDir);
  killQuietly(pids[0]!, 'SIGSTOP');
  const all = clusterPids(dataDir);
  killQuietly(-server.pid, 'SIGKILL');
  for (const pid of all) killQuietly(pid, 'SIGKILL');
  await server.exited;
  await expect.poll(() => all.filter(isRunning), { timeout: 10_000 }).toEqual([]);
}
