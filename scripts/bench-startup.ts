// `npm run bench:startup`: how long the server takes from spawn to its first `GET /api/health`
// answering 200, and how much memory it holds once idle, on an existing database: the embedded
// one (a DATA_DIR prepared by a first start) and, with BENCH_DATABASE_URL, a new PostgreSQL
// database next to that URL (dropped afterwards). Each command starts BENCH_STARTUP_RUNS times
// (default 3); the median is printed with every run, with the CPU time the processes used
// until ready (all of them: npm, the server). A measurement, not a test.
//
// Commands: `npm start` (the built server, built first when stale), `node scripts/start.mjs`
// (the same without npm, as a process manager runs it) and, for comparison, the server's
// TypeScript compiled at start by tsx, as `npm start` ran it before the build step.
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

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// CPU time (user + system) a process has used, in ms: less swayed than the wall clock by
// other work on a shared machine. /proc counts in ticks of 10 ms.
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
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

type Run = { readyMs: number; cpuMs: number; serverMb: number; totalMb: number };

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
  // The server is the last process of the chain; the others only launch it.
  const serverMb = rssMb(pids[pids.length - 1] ?? 0);
  const totalMb = pids.reduce((sum, pid) => sum + rssMb(pid), 0);
  await stop(child, pids);
  return { readyMs, cpuMs: cpuToReady, serverMb, totalMb };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(label: string, env: Record<string, string>) {
  // A first start creates (or migrates) the database and builds what is stale; not counted.
  const first = await startOnce(commands['npm start']!, env);
  console.log(`${label}: first start (new database) ${first.readyMs.toFixed(0)} ms`);
  for (const [name, command] of Object.entries(commands)) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(command, env));
    const ready = results.map((r) => r.readyMs);
    console.log(
      `${label}, ${name.padEnd(13)} ready p50 ${median(ready).toFixed(0)} ms ` +
        `(${ready.map((t) => t.toFixed(0)).join(', ')})  CPU to ready p50 ` +
        `${median(results.map((r) => r.cpuMs)).toFixed(0)} ms  idle RSS: server p50 ` +
        `${median(results.map((r) => r.serverMb)).toFixed(0)} MB, all processes p50 ` +
        `${median(results.map((r) => r.totalMb)).toFixed(0)} MB`,
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
