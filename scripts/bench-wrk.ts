// One measured load driven by wrk (Debian's package `wrk`, written in C) instead of autocannon:
// the same requests, a client whose own CPU per request is about pgbench's, so that the full
// stack is compared with tpcb-like with both driven by a C client (docs/benchmarks.md, issue 48).
// Used when wrk is installed, unless BENCH_LOAD=autocannon (bench-load.ts). A new body per
// request is made by wrk's Lua from the load's template: a reference number of its own and a
// customer drawn at random.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMillis, postgresCpuMillis, runClient, type ServerProcess } from './bench-processes';
import type { Load } from './bench-load';

const THREADS = 2;
// Placeholders a JSON text keeps as they are.
const REFERENCE = '@@reference@@';
const CUSTOMER = '@@customer@@';

const lua = (text: string) => JSON.stringify(text);

// The script wrk runs in each of its threads: headers, then one request per call of `request`.
// Each thread numbers its requests (`counter`, a global, which `thread:get` reads); `done` (in
// wrk's main state) prints the highest number a thread reached, so that the next run's
// reference numbers start after it.
function script(headers: Record<string, string>, load: Load, base: number, runId: number) {
  const setHeaders = Object.entries({ ...headers, 'content-type': 'application/json' })
    .map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`)
    .join('\n');
  const body = load.body;
  // The body's text as a Lua expression: its pieces, the placeholders as the request's values.
  const text = body
    ? body
        .text(REFERENCE, CUSTOMER)
        .split(new RegExp(`(${REFERENCE}|${CUSTOMER})`))
        .map((piece) =>
          piece === REFERENCE
            ? 'string.format("%.0f", n)'
            : piece === CUSTOMER
              ? 'customers[math.random(#customers)]'
              : lua(piece),
        )
        .join(' .. ')
    : 'nil';
  const customers = body ? `{${body.customers.map(lua).join(',')}}` : '{}';
  return `
${setHeaders}
local customers = ${customers}
counter = 0
local threads = {}
function setup(thread)
  thread:set("index", #threads)
  table.insert(threads, thread)
end
function request()
  counter = counter + 1
  local n = ${base} + index + ${THREADS} * counter
  wrk.headers["idempotency-key"] = string.format("%08d-0000-4000-8000-%012.0f", ${runId}, n)
  return wrk.format(${lua(load.method ?? 'GET')}, ${lua(load.path)}, nil, ${text})
end
function done(summary)
  local highest = 0
  for _, thread in ipairs(threads) do highest = math.max(highest, thread:get("counter")) end
  io.write(string.format("BENCH %.0f %.0f %.0f %.0f\\n", summary.requests, summary.duration,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write
      + summary.errors.timeout))
  io.write(string.format("HIGHEST %.0f\\n", highest))
end
`;
}

let runs = 0;

// One wrk run; every answer must be a 2xx. The same figures as bench-load's `measure`.
export async function measureWithWrk(
  server: ServerProcess,
  headers: Record<string, string>,
  load: Load,
  duration: number,
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const base = load.body ? load.body.references.next : 0;
    const file = path.join(dir, 'load.lua');
    // The Idempotency-Keys' first group: eight digits, of this process and run.
    const runId = (process.pid * 100 + runs++) % 100_000_000;
    await writeFile(file, script(headers, load, base, runId));
    const cpuBefore = await cpuMillis(server.child.pid);
    const pgBefore = await postgresCpuMillis();
    const connections = String(Math.max(load.connections, THREADS));
    const args = ['-t', String(THREADS), '-c', connections, '-d', `${duration}s`, '-s', file];
    const { stdout, cpuMs: clientMs } = await runClient('wrk', [...args, server.url]);
    const cpu = (await cpuMillis(server.child.pid)) - cpuBefore;
    const pgCpu = (await postgresCpuMillis()) - pgBefore;
    const [, total, micros, refused, failed] = (
      /BENCH (\d+) (\d+) (\d+) (\d+)/.exec(stdout) ?? []
    ).map(Number);
    const highest = Number(/HIGHEST (\d+)/.exec(stdout)?.[1] ?? 0);
    if (load.body) load.body.references.next = base + THREADS * (highest + 1);
    if (!total || !micros || refused || failed) {
      throw new Error(`${load.path}: wrk answered ${stdout}`);
    }
    return {
      rps: total / (micros / 1_000_000),
      cpuPerRequest: cpu / total,
      pgCpuPerRequest: pgCpu / total,
      loadCpuPerRequest: clientMs / total,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
