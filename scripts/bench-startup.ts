// `npm run bench:startup`: how long the server takes from spawn to its first `GET /api/health`
// answering 200, the CPU it spends and the memory it holds, on an existing database: the
// embedded one (a DATA_DIR prepared by a first start: a restart on an existing data folder)
// and, with BENCH_DATABASE_URL, a new PostgreSQL database next to that URL (dropped
// afterwards). Each command starts BENCH_STARTUP_RUNS times (default 3); the median is printed
// with every run. Per start:
// - ready: wall time from spawn to the first 200 of /api/health;
// - CPU to ready: user + system time of every process of the start (npm, the start script,
//   the server with all its threads, and their children that have exited) until then;
// - CPU by idle: the same once it has been idle BENCH_IDLE_MS (default 5 s): work the start
//   left running after it answered (a compiler's background threads, a first scheduler tick);
// - peak RSS: the server process's highest resident memory (VmHWM) by then; idle RSS: its
//   resident memory then, and that of all the processes of the start together.
// CPU time is less swayed by other work on a shared machine than the wall clock. A
// measurement, not a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { databaseUrl } from '../src/server/test/postgres-urls';

const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 5_000);
const pgUrl = process.env.BENCH_DATABASE_URL;
const authSecret = randomBytes(24).toString('hex');
// BENCH_STARTUP_ONLY=start.mjs (a part of the commands' names below) times only those.
const only = process.env.BENCH_STARTUP_ONLY;

const commands: Record<string, [string, string[]]> = {
  'npm start': ['npm', ['start']],
  // As a process manager runs it, without npm.
  'start.mjs': [process.execPath, ['scripts/start.mjs']],
  'tsx (before)': [process.execPath, ['--import', 'tsx', 'src/server/main.ts']],
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The spawned process and its descendants (npm, the start script, the server), from /proc.
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone already
  }
  return [pid, ...children.flatMap(processTree)];
}

// A memory figure of /proc/<pid>/status in MB: VmRSS (now) or VmHWM (the highest so far).
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// CPU time (user + system) a process has used, in ms, all its threads, and that of its
// children which have exited and been waited for (a build, a shell npm ran). /proc counts in
// ticks of 10 ms.
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
  } catch {
    return 0;
  }
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess, pids: number[]) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL'); // only if one of them failed to stop
    } catch {
      // stopped
    }
  }
}

type Run = {
  readyMs: number;
  cpuMs: number;
  idleCpuMs: number;
  peakMb: number;
  serverMb: number;
  totalMb: number;
};

async function startOnce(command: [string, string[]], env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command[1], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: 'ignore',
  });
  const health = `http://127.0.0.1:${port}/api/health`;
  while (!(await answersHealth(health))) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited before answering`);
    await sleep(20);
  }
  const readyMs = performance.now() - started;
  const cpuToReady = processTree(child.pid ?? 0).reduce((sum, pid) => sum + cpuMs(pid), 0);
  await sleep(idleMs);
  const pids = processTree(child.pid ?? 0);
  const idleCpuMs = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  // The server is the last process of the chain; the others only launch it.
  const server = pids[pids.length - 1] ?? 0;
  const peakMb = statusMb(server, 'VmHWM');
  const serverMb = statusMb(server, 'VmRSS');
  const totalMb = pids.reduce((sum, pid) => sum + statusMb(pid, 'VmRSS'), 0);
  await stop(child, pids);
  return { readyMs, cpuMs: cpuToReady, idleCpuMs, peakMb, serverMb, totalMb };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(label: string, env: Record<string, string>) {
  // A first start creates (or migrates) the database and builds what is stale; not counted.
  const first = await startOnce(commands['npm start']!, env);
  console.log(`${label}: first start (new database) ${first.readyMs.toFixed(0)} ms`);
  for (const [name, command] of Object.entries(commands)) {
    if (only && !name.includes(only)) continue;
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(command, env));
    const ready = results.map((r) => r.readyMs);
    const p50 = (pick: (run: Run) => number) => median(results.map(pick)).toFixed(0);
    console.log(
      `${label}, ${name.padEnd(13)} ready p50 ${median(ready).toFixed(0)} ms ` +
        `(${ready.map((t) => t.toFixed(0)).join(', ')})  CPU to ready p50 ${p50((r) => r.cpuMs)} ms ` +
        `(${results.map((r) => r.cpuMs).join(', ')}), by idle ${p50((r) => r.idleCpuMs)} ms  ` +
        `server RSS: peak p50 ${p50((r) => r.peakMb)} MB, idle ${p50((r) => r.serverMb)} MB; ` +
        `all processes idle p50 ${p50((r) => r.totalMb)} MB`,
    );
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bureau-bench-startup-'));
try {
  await measure('embedded', { DATA_DIR: dataDir, AUTH_SECRET: authSecret });
  if (pgUrl) {
    const name = `bureau_startup_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres(pgUrl);
    await admin.db.execute(sql.raw(`create database ${name}`));
    try {
      await measure('postgres', {
        DATABASE_URL: databaseUrl(pgUrl, name),
        DATA_DIR: dataDir,
        AUTH_SECRET: authSecret,
      });
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
