// `npm run bench`: how fast every list and search answers with many rows.
// Seeds BENCH_COMPANIES companies, BENCH_ROWS customers and BENCH_RATES rates (each 1,000,000 by
// default; bench-seed.ts) into a fresh database — the embedded database in a new folder (a
// PostgreSQL cluster of its own, as the app runs it by default), or a new database next to
// BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) — then times sequential
// requests through the real app (routing, validation, serialisation; no network). Prints p50,
// p95, p99 and max per scenario. It then adds BENCH_TRANSACTIONS transactions (default
// 1,000,000; 0 skips them) and times the transaction screens and the audit trail, and with
// BENCH_DATABASE_URL measures throughput (bench-throughput.ts; BENCH_THROUGHPUT=0 skips it).
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/server/config';
import { openBenchDatabase, reusingDatabase } from './bench-database';
import { seedReferenceData } from '../src/server/db/seed';
import { composeApp } from '../src/server/start-server';
import { seedBench } from './bench-fill';
import { listScenarios, type Scenario } from './bench-seed';
import { indexScans, printIndexUsage } from './bench-index-usage';
import { openTill } from './bench-member';
import { runThroughputBench } from './bench-throughput';
import { transactionCount, transactionScenarios } from './bench-transactions';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const pgUrl = process.env.BENCH_DATABASE_URL;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const ms = (q: number) => at(q).toFixed(1).padStart(7);
  return `p50 ${ms(0.5)} ms  p95 ${ms(0.95)} ms  p99 ${ms(0.99)} ms  max ${ms(1)} ms`;
}

const { handle, drop, label } = await openBenchDatabase(pgUrl);
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  console.log(`${label}:`);
  if (!reusingDatabase()) await seedBench(handle);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await composeApp(config, handle);
  await app.ready();
  // The bench's staff member: signed up, or signed in again on a reused database.
  const credentials = { email: 'bench@bench.test', password: 'bench bench bench', name: 'Bench' };
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: credentials,
  });
  const signedIn = signUp.headers['set-auth-token']
    ? signUp
    : await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: credentials });
  const headers = { authorization: `Bearer ${String(signedIn.headers['set-auth-token'])}` };
  // Over HTTP on a local port, as a browser asks (one kept-alive connection).
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The exchange scenario books at the bench member's till: one of its own per run.
  await openTill(base, headers, { name: `Bench till ${Date.now()}`, earlierMayBeOpen: true });

  // BENCH_ONLY=<text> times only the scenarios whose name contains it.
  const only = process.env.BENCH_ONLY;
  const scenarios: Scenario[] = [
    ...(await listScenarios(handle.db)),
    ...(transactionCount > 0 ? await transactionScenarios(handle.db) : []),
  ].filter(([name]) => !only || name.includes(only));
  const scansBefore = await indexScans(handle.db);
  for (const [name, url] of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const request = url(i);
      const init =
        typeof request === 'string'
          ? { headers }
          : {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(request.body),
            };
      const t0 = performance.now();
      const res = await fetch(
        `${base}${typeof request === 'string' ? request : request.url}`,
        init,
      );
      const body = await res.text();
      if (res.status !== 200 && res.status !== 201)
        throw new Error(`${name}: ${res.status} ${body}`);
      times.push(performance.now() - t0);
    }
    console.log(`${name.padEnd(32)} ${summary(times)}`);
  }
  await printIndexUsage(handle.db, scansBefore);
  await app.close();
} finally {
  await handle.close();
  await drop();
}

// With BENCH_DATABASE_URL, requests per second over HTTP against the references (bench-throughput.ts).
if (pgUrl && process.env.BENCH_THROUGHPUT !== '0') await runThroughputBench(pgUrl);
