// `npm run bench:startup`: how long the server takes from spawn to its first `GET /api/health`
// answering 200, the CPU it spends and the memory it holds, on the embedded database (the
// default: a PostgreSQL cluster the server runs in DATA_DIR/postgres) and, with
// BENCH_DATABASE_URL, on a new PostgreSQL database next to that URL (dropped afterwards).
//
// Embedded, first start: `start.mjs` on a new, empty DATA_DIR (initdb, the cluster's start, the
// migrations, the reference data), BENCH_STARTUP_RUNS times (default 3), each on a folder of its
// own; the build is done before by a start that is not counted. Then each command restarts the
// server BENCH_STARTUP_RUNS times on an existing data folder (PostgreSQL's start, the pool, the
// app); the median is printed with every run. Per start:
// - ready: wall time from spawn to the first 200 of /api/health;
// - CPU to ready: user + system time, until then, of the server's processes (npm, the start
//   script, the server with all its threads) and of every process of its PostgreSQL cluster
//   (the postmaster and its children, and the children that have already exited: the start's
//   recovery, initdb on a first start), together and each;
// - CPU by idle: the same once it has been idle BENCH_IDLE_MS (default 5 s);
// - memory then: the proportional set size (PSS, /proc/<pid>/smaps_rollup) of all those
//   processes summed, which counts PostgreSQL's shared buffers once however many of its
//   processes map them, and their resident sizes (RSS) summed, which counts them in each;
//   and the server process's peak RSS (VmHWM).
// With BENCH_DATABASE_URL, PostgreSQL is another server's and only the app's processes count.
// CPU time is less swayed by other work on a shared machine than the wall clock. A
// measurement, not a test. BENCH_STARTUP_ONLY=start.mjs (part of a command's name below) times
// only those.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '../src/server/db/cluster/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { databaseUrl } from '../src/server/test/postgres-urls';
import { clusterPids, median } from './bench-processes';

const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 5_000);
const pgUrl = process.env.BENCH_DATABASE_URL;
const authSecret = randomBytes(24).toString('hex');
const only = process.env.BENCH_STARTUP_ONLY;

// The targets of issue 41, for the embedded database.
const TARGETS = { restartCpuMs: 1_000, memoryMb: 150, firstStartMs: 10_000 };

type Command = [string, string[]];
const commands: Record<string, Command> = {
  'npm start': ['npm', ['start']],
  // As a process manager runs it, without npm.
  'start.mjs': [process.execPath, ['scripts/start.mjs']],
  // The sources through tsx, without the build (as the tests start it).
  tsx: [process.execPath, ['--import', 'tsx', 'src/server/main.ts']],
};

// The spawned process and its descendants (npm, the start script, the server and, under it,
// its PostgreSQL cluster), from /proc.
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

// A figure of a /proc file in MB: `VmRSS:` or `VmHWM:` of status, `Pss:` of smaps_rollup.
function procMb(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// CPU time (user + system) a process has used, in ms, all its threads, and that of its
// children which have exited and been waited for (initdb, a backend). /proc counts in ticks of
// 10 ms.
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
  } catch {
    return 0;
  }
}

const sum = (pids: number[], of: (pid: number) => number) =>
  pids.reduce((total, pid) => total + of(pid), 0);

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// SIGTERM, then until every process is gone (the server stops its cluster cleanly); SIGKILL
// only for one that did not stop within a minute.
async function stop(child: ChildProcess, pids: number[]) {
  child.kill('SIGTERM');
  for (let waited = 0; waited < 60_000 && pids.some(alive); waited += 100) await sleep(100);
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
}

type Processes = { server: number[]; cluster: number[] };

// The start's processes now: the cluster's by its postmaster.pid (none with DATABASE_URL).
async function processesOf(child: ChildProcess, dataDir: string | null): Promise<Processes> {
  const cluster = dataDir ? await clusterPids(dataDir) : [];
  const server = processTree(child.pid ?? 0).filter((pid) => !cluster.includes(pid));
  return { server, cluster };
}

type Run = {
  readyMs: number;
  serverCpuMs: number;
  clusterCpuMs: number;
  idleCpuMs: number;
  pssMb: number;
  clusterPssMb: number;
  rssMb: number;
  peakMb: number;
};

async function startOnce(command: Command, env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const dataDir = env.DATABASE_URL ? null : env.DATA_DIR!;
  const started = performance.now();
  const child = spawn(command[0], command[1], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: 'ignore',
  });
  const health = `http://127.0.0.1:${port}/api/health`;
  while (!(await answersHealth(health))) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited before answering`);
    await sleep(20);
  }
  const readyMs = performance.now() - started;
  const ready = await processesOf(child, dataDir);
  const serverCpuMs = sum(ready.server, cpuMs);
  const clusterCpuMs = sum(ready.cluster, cpuMs);
  await sleep(idleMs);
  const idle = await processesOf(child, dataDir);
  const all = [...idle.server, ...idle.cluster];
  // The server is the last process of the chain of launchers.
  const server = idle.server[idle.server.length - 1] ?? 0;
  const run: Run = {
    readyMs,
    serverCpuMs,
    clusterCpuMs,
    idleCpuMs: sum(all, cpuMs),
    pssMb: sum(all, (pid) => procMb(pid, 'smaps_rollup', 'Pss')),
    clusterPssMb: sum(idle.cluster, (pid) => procMb(pid, 'smaps_rollup', 'Pss')),
    rssMb: sum(all, (pid) => procMb(pid, 'status', 'VmRSS')),
    peakMb: procMb(server, 'status', 'VmHWM'),
  };
  await stop(child, all);
  return run;
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function report(label: string, results: Run[]) {
  const p50 = (pick: (run: Run) => number) => median(results.map(pick));
  const each = (pick: (run: Run) => number, format: (value: number) => string) =>
    `${format(p50(pick))} (${results.map((r) => format(pick(r))).join(', ')})`;
  console.log(
    `${label}: ready ${each((r) => r.readyMs, ms)}; ` +
      `CPU to ready ${each((r) => r.serverCpuMs + r.clusterCpuMs, ms)} = server ` +
      `${ms(p50((r) => r.serverCpuMs))} + PostgreSQL ${ms(p50((r) => r.clusterCpuMs))}; ` +
      `CPU by idle ${ms(p50((r) => r.idleCpuMs))}; idle memory PSS ${each((r) => r.pssMb, mb)}` +
      ` (PostgreSQL ${mb(p50((r) => r.clusterPssMb))}), RSS summed ${mb(p50((r) => r.rssMb))}, ` +
      `server peak RSS ${mb(p50((r) => r.peakMb))}`,
  );
  return { cpuMs: p50((r) => r.serverCpuMs + r.clusterCpuMs), pssMb: p50((r) => r.pssMb) };
}

const verdict = (value: number, target: number) => (value <= target ? 'met' : 'NOT met');

async function measureEmbedded(scratch: string) {
  // The build (when stale) and a first start, not counted.
  const warm = path.join(scratch, 'warm-up');
  await startOnce(commands['npm start']!, { DATA_DIR: warm, AUTH_SECRET: authSecret });
  const first: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = path.join(scratch, `first-${i}`);
    first.push(
      await startOnce(commands['start.mjs']!, { DATA_DIR: dataDir, AUTH_SECRET: authSecret }),
    );
    if (i > 0) await rm(dataDir, { recursive: true, force: true });
  }
  report('embedded, first start (new DATA_DIR), start.mjs', first);
  const firstMs = median(first.map((r) => r.readyMs));
  // Restarts on the first folder: created, migrated and stopped cleanly.
  const env = { DATA_DIR: path.join(scratch, 'first-0'), AUTH_SECRET: authSecret };
  let restart: { cpuMs: number; pssMb: number } | undefined;
  for (const [name, command] of Object.entries(commands)) {
    if (only && !name.includes(only)) continue;
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(command, env));
    const measured = report(`embedded, restart, ${name}`, results);
    if (name === 'start.mjs' || !restart) restart = measured;
  }
  console.log(
    `targets (embedded): first start ≤ ${ms(TARGETS.firstStartMs)} wall: ${ms(firstMs)}, ` +
      `${verdict(firstMs, TARGETS.firstStartMs)}` +
      (restart
        ? `; restart ≤ ${ms(TARGETS.restartCpuMs)} CPU server + PostgreSQL: ${ms(restart.cpuMs)}, ` +
          `${verdict(restart.cpuMs, TARGETS.restartCpuMs)}; memory after start ≤ ` +
          `${TARGETS.memoryMb} MB (PSS): ${mb(restart.pssMb)}, ` +
          `${verdict(restart.pssMb, TARGETS.memoryMb)}`
        : ''),
  );
}

async function measurePostgres(url: string, scratch: string) {
  const name = `bureau_startup_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(url);
  await admin.db.execute(sql.raw(`create database ${name}`));
  try {
    const env = {
      DATABASE_URL: databaseUrl(url, name),
      DATA_DIR: path.join(scratch, 'postgres-mode'),
      AUTH_SECRET: authSecret,
    };
    report('PostgreSQL, first start (new database), npm start', [
      await startOnce(commands['npm start']!, env),
    ]);
    for (const [command, argv] of Object.entries(commands)) {
      if (only && !command.includes(only)) continue;
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await startOnce(argv, env));
      report(`PostgreSQL, restart, ${command}`, results);
    }
  } finally {
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
}

const scratch = await mkdtemp(path.join(tmpdir(), 'bureau-bench-startup-'));
// Passable to the cluster's own user, which a server run as root starts it as.
await chmod(scratch, 0o711);
try {
  await measureEmbedded(scratch);
  if (pgUrl) await measurePostgres(pgUrl, scratch);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
