// One measured load of the throughput bench: a wrk or autocannon run against a server process,
// or a pgbench run against a database, with the CPU time each costs per request or transaction.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuMillis, postgresCpuMillis, runClient, type ServerProcess } from './bench-processes';
import { measureWithWrk } from './bench-wrk';

// How long a run lasts unless its load says otherwise.
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export type Load = {
  path: string;
  connections: number;
  method?: 'GET' | 'POST';
  // A new body per request (the exchange's customer changes, as at a real counter): its text
  // for a reference number and a customer, the customers drawn from at random, and the next
  // reference number, which every run moves past the numbers it used.
  body?: {
    text: (reference: string, customer: string) => string;
    customers: string[];
    references: { next: number };
  };
  duration?: number;
  // A fixed number of requests instead of a duration.
  amount?: number;
};

// The load generator: wrk (a C client, as pgbench is; bench-wrk.ts) when it is installed
// (Debian's package `wrk`), else autocannon in this Node.js process; BENCH_LOAD=autocannon or
// =wrk chooses. A load of a fixed number of requests (the rot bench's) is always autocannon's.
const wrkInstalled = () => spawnSync('wrk', ['--version']).error === undefined;
export type LoadGenerator = 'wrk' | 'autocannon';
export const loadGenerator = (process.env.BENCH_LOAD ??
  (wrkInstalled() ? 'wrk' : 'autocannon')) as LoadGenerator;

// One run of the load; every answer must be a 2xx. Answers req/s and server CPU ms per request.
export async function measure(
  server: ServerProcess,
  headers: Record<string, string>,
  load: Load,
  generator: LoadGenerator = loadGenerator,
) {
  if (generator === 'wrk' && load.amount === undefined) {
    return measureWithWrk(server, headers, load, load.duration ?? seconds);
  }
  const body = load.body;
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
          ...(body === undefined
            ? {}
            : {
                body: body.text(
                  String(body.references.next++),
                  body.customers[Math.floor(Math.random() * body.customers.length)] ?? '',
                ),
              }),
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
  const { stdout, cpuMs: clientMs } = await runClient('pgbench', args);
  const pgCpu = (await postgresCpuMillis()) - pgBefore;
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
  const transactions = Number(/processed: (\d+)/.exec(stdout)?.[1]);
  const failed = Number(/failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  if (!tps || !transactions || failed > 0) throw new Error(`pgbench: ${stdout}`);
  return { tps, pgCpuPerTransaction: pgCpu / transactions, clientCpu: clientMs / transactions };
}
