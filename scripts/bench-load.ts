// One measured load of the throughput bench: an autocannon run against a server process, or a
// pgbench run against a database, with the CPU time each costs per request or transaction.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { cpuMillis, postgresCpuMillis, type ServerProcess } from './bench-processes';

const run = promisify(execFile);
// How long a run lasts unless its load says otherwise.
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export type Load = {
  path: string;
  connections: number;
  method?: 'GET' | 'POST';
  // A new body per request (the exchange's customer changes, as at a real counter).
  body?: () => string;
  duration?: number;
  // A fixed number of requests instead of a duration.
  amount?: number;
};

// One autocannon run; every answer must be a 2xx. Answers req/s and server CPU ms per request.
export async function measure(server: ServerProcess, headers: Record<string, string>, load: Load) {
  const cpuBefore = await cpuMillis(server.child.pid);
  const pgBefore = await postgresCpuMillis();
  // This process's own CPU: autocannon's, the load generator's (the servers run in children).
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  // autocannon ends a run at its next one-second tick: the last answer's time is the end.
  let lastAnswer = started;
  // The first answer that is not a 2xx, said with the error below.
  let refused: string | null = null;
  const result = await autocannon({
    url: server.url,
    connections: load.connections,
    duration: load.duration ?? seconds,
    ...(load.amount === undefined ? {} : { amount: load.amount }),
    requests: [
      {
        method: load.method ?? 'GET',
        path: load.path,
        // A fresh Idempotency-Key per request: every exchange books.
        setupRequest: (request) => ({
          ...request,
          ...(load.body === undefined ? {} : { body: load.body() }),
          headers: { ...headers, 'idempotency-key': randomUUID() },
        }),
        onResponse: (status, body) => {
          lastAnswer = performance.now();
          if (refused === null && (status < 200 || status > 299)) refused = `${status} ${body}`;
        },
      },
    ],
  });
  const elapsedMs = lastAnswer - started;
  const cpu = (await cpuMillis(server.child.pid)) - cpuBefore;
  const pgCpu = (await postgresCpuMillis()) - pgBefore;
  const loadUsage = process.cpuUsage(loadBefore);
  const loadCpu = (loadUsage.user + loadUsage.system) / 1000;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${load.path}: ${result.non2xx} non-2xx answers (the first: ${refused}), ${result.errors} errors`,
    );
  }
  const total = result.requests.total;
  return {
    // A fixed number of requests is timed from its first to its last answer.
    rps: load.amount === undefined ? result.requests.average : total / (elapsedMs / 1000),
    cpuPerRequest: cpu / total,
    pgCpuPerRequest: pgCpu / total,
    loadCpuPerRequest: loadCpu / total,
  };
}

// pgbench's transactions per second, with PostgreSQL's CPU time per transaction and pgbench's
// own (the shell's `times`: its children's user and system time). `workload` is `-b tpcb-like`
// or `-n` (no pgbench tables to vacuum), a script and its options.
export async function pgbench(url: string, workload: string[] = ['-b', 'tpcb-like']) {
  const pgBefore = await postgresCpuMillis();
  const args = [...workload, '-c', '4', '-j', '2', '-T', String(seconds), url];
  const { stdout } = await run('bash', ['-c', 'pgbench "$@" && times', 'pgbench', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const pgCpu = (await postgresCpuMillis()) - pgBefore;
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const transactions = Number(/processed: (\d+)/.exec(stdout)?.[1]);
  const failed = Number(/failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  if (!tps || !transactions || failed > 0) throw new Error(`pgbench: ${stdout}`);
  // `times` prints the shell's own times, then its children's: "0m1.234s 0m0.567s".
  const children = stdout.trim().split('\n').at(-1) ?? '';
  const clientMs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, min, sec]) => sum + (Number(min) * 60 + Number(sec)) * 1000,
    0,
  );
  return { tps, pgCpuPerTransaction: pgCpu / transactions, clientCpu: clientMs / transactions };
}
