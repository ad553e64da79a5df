// `npm run bench`: how fast the customer list and search answer with many rows.
// Seeds BENCH_ROWS customers (default 100000) into a fresh database — in-memory PGlite, or a new
// database next to BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) — then
// times sequential requests through the real app. Prints p50/p95/max per scenario.
// On PostgreSQL it then adds BENCH_TRANSACTIONS transactions (default 1,000,000) and times the
// transaction screens (bench-transactions.ts), and measures throughput (bench-throughput.ts).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openBenchDatabase } from './bench-database';
import { seedReferenceData } from '../src/server/db/seed';
import { composeApp } from '../src/server/start-server';
import { seedTransactions, transactionScenarios } from './bench-transactions';
import { runThroughputBench } from './bench-throughput';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const pgUrl = process.env.BENCH_DATABASE_URL;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${at(1).toFixed(1)} ms`;
}

const { handle, drop } = await openBenchDatabase(pgUrl);
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  const started = performance.now();
  await handle.db.execute(sql`
    insert into customers (first_name, last_name, email, phone, risk_level, created_at)
    select 'First' || g, 'Last' || (g % 9973), 'customer' || g || '@bench.test',
           '+1 555 ' || lpad((g % 10000000)::text, 7, '0'),
           (array['low', 'medium', 'high'])[1 + g % 3],
           now() - make_interval(secs => g)
    from generate_series(1, ${rows}) g`);
  await handle.db.execute(sql`analyze customers`);
  console.log(
    `${handle.kind}: seeded ${rows} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await composeApp(config, handle);
  await app.ready();
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: 'bench@bench.test', password: 'bench bench bench', name: 'Bench' },
  });
  const headers = { authorization: `Bearer ${String(signUp.headers['set-auth-token'])}` };

  const scenarios: [string, (i: number) => string][] = [
    ['first page', () => '/api/customers?limit=10'],
    ['deep page', (i) => `/api/customers?limit=10&offset=${(i * 997) % Math.max(1, rows - 10)}`],
    ['search by name', (i) => `/api/customers?search=last${(i * 31) % 9973}&limit=10`],
    ['search by email', (i) => `/api/customers?search=customer${(i * 7919) % rows}@&limit=10`],
    ['search, no match', () => '/api/customers?search=zzzzzz&limit=10'],
  ];
  if (handle.kind === 'postgres') {
    await seedTransactions(handle.db, rows);
    scenarios.push(...(await transactionScenarios(handle.db)));
  }
  for (const [name, url] of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: url(i), headers });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - t0);
    }
    console.log(`${name.padEnd(28)} ${summary(times)}`);
  }
  await app.close();
} finally {
  await handle.close();
  await drop();
}

// On PostgreSQL, requests per second over HTTP against the references (bench-throughput.ts).
if (pgUrl) await runThroughputBench(pgUrl);
