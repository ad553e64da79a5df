// Processes of the throughput benchmark: servers started, awaited, their CPU time read and
// stopped; client programs (pgbench, wrk) run with their own CPU time.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

export type ServerProcess = { child: ChildProcess; url: string; stop: () => Promise<void> };

// Starts `node --import tsx <args>` and waits until `readyPath` answers.
export async function startServer(
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  // Another checkout to run the server from (its own src and tsconfig), e.g. the code before a
  // change beside the code after it.
  cwd?: string,
): Promise<ServerProcess> {
  // BENCH_NODE_ARGS adds Node.js options, e.g. `--cpu-prof --cpu-prof-dir=prof` to profile.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    ...(cwd ? { cwd } : {}),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    child,
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// User plus system CPU time of a process so far, in milliseconds (Linux /proc).
export async function cpuMillis(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type ProcStat = { pid: number; comm: string; ppid: number; own: number; children: number };

async function procStat(pid: string): Promise<ProcStat | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // ppid is field 4; utime, stime, cutime, cstime fields 14 to 17, in clock ticks.
    const tick = (i: number) => Number(fields[i]) * 10;
    return {
      pid: Number(pid),
      comm,
      ppid: Number(fields[1]),
      own: tick(11) + tick(12),
      children: tick(13) + tick(14),
    };
  } catch {
    return null; // the process ended while the list was read
  }
}

/**
 * CPU time of the local PostgreSQL server so far, in milliseconds: every running postgres
 * process's own time plus the server's main process's time of its ended children (backends of
 * closed connections), so a difference of two readings counts a pgbench run's backends too.
 */
export async function postgresCpuMillis(): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const stats = (await Promise.all(pids.map(procStat))).filter(
    (stat): stat is ProcStat => stat?.comm === 'postgres',
  );
  const ours = new Set(stats.map((stat) => stat.pid));
  return stats.reduce((sum, stat) => sum + stat.own + (ours.has(stat.ppid) ? 0 : stat.children), 0);
}

/**
 * The processes of the embedded cluster running in DATA_DIR (a server's, or a bench's): its
 * postmaster, named in DATA_DIR/postgres/postmaster.pid, then every child of it (backends, io
 * workers, checkpointer...). Empty when none runs there.
 */
export async function clusterPids(dataDir: string): Promise<number[]> {
  const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => '',
  );
  const postmaster = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(postmaster) || !(await procStat(String(postmaster)))) return [];
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const children = (await Promise.all(pids.map(procStat))).filter(
    (stat): stat is ProcStat => stat?.ppid === postmaster,
  );
  return [postmaster, ...children.map((stat) => stat.pid)];
}

/**
 * CPU time of the embedded cluster in DATA_DIR so far, in milliseconds: every process's own time
 * plus the postmaster's time of its ended children (the start's recovery, backends of closed
 * connections). NaN when no cluster runs there.
 */
export async function clusterCpuMillis(dataDir: string): Promise<number> {
  const pids = await clusterPids(dataDir);
  if (pids.length === 0) return NaN;
  const stats = await Promise.all(pids.map((pid) => procStat(String(pid))));
  return stats.reduce((sum, stat) => sum + (stat ? stat.own + stat.children : 0), 0);
}

/**
 * CPU time so far of each of the given processes (a database's backends), in milliseconds, by
 * pid; an ended one is left out. Unlike postgresCpuMillis, other databases' work on a shared
 * server does not count.
 */
export async function processCpuMillis(pids: number[]): Promise<Map<number, number>> {
  const stats = await Promise.all(pids.map((pid) => procStat(String(pid))));
  return new Map(stats.flatMap((stat) => (stat ? [[stat.pid, stat.own] as const] : [])));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Runs a client program (pgbench, wrk) to its end: its output, and the CPU time it spent, read
 * by the shell's `times` after it (the children's user and system time).
 */
export async function runClient(
  program: string,
  args: string[],
): Promise<{ stdout: string; cpuMs: number }> {
  const { stdout } = await promisify(execFile)(
    'bash',
    ['-c', `${program} "$@" && times`, program, ...args],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // `times` prints the shell's own times, then its children's: "0m1.234s 0m0.567s".
  const children = stdout.trim().split('\n').at(-1) ?? '';
  const cpuMs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, min, sec]) => sum + (Number(min) * 60 + Number(sec)) * 1000,
    0,
  );
  return { stdout, cpuMs };
}
