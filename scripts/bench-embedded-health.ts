// `npm run bench:health`: does the server stay responsive while the embedded database serves a
// long request? Seeds BENCH_HEALTH_ROWS customers (default 1,000,000) into an embedded database,
// serves the app over HTTP, starts one long request (the audit trail's page at the far end of
// its BENCH_HEALTH_ROWS entries, one query that reads every skipped entry) and,
// while it runs, asks GET /api/health every 20 ms. Prints how long the search took and the
// health answers' latencies; once with the database on its own thread (the server's way) and
// once with it on the server's thread (as before, for comparison).
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/client';
import { openPglite, pgliteExtensions, wrapPglite } from '../src/server/db/pglite';
import { seedReferenceData } from '../src/server/db/seed';
import { composeApp } from '../src/server/start-server';

const rows = Number(process.env.BENCH_HEALTH_ROWS ?? 1_000_000);

async function measure(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  await seedReferenceData(handle.db);
  await handle.db.execute(sql`
    insert into customers (first_name, last_name, email, phone, risk_level, created_at)
    select 'First' || g, 'Last' || (g % 9973), 'customer' || g || '@bench.test',
           '+1 555 ' || lpad((g % 10000000)::text, 7, '0'), 'low', now() - make_interval(secs => g)
    from generate_series(1, ${rows}) g`);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await composeApp(config, handle);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: 'bench@bench.test', password: 'bench bench bench', name: 'Bench' },
  });
  const token = String(signUp.headers['set-auth-token']);
  try {
    const started = performance.now();
    let searching = true;
    const search = fetch(`${address}/api/audit?limit=20&offset=${rows - 20}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(async (res) => {
      searching = false;
      if (!res.ok) throw new Error(`search: ${res.status}`);
      return performance.now() - started;
    });
    const health: number[] = [];
    while (searching) {
      // Every health check asked while the long request runs counts, however late its answer.
      const t0 = performance.now();
      const res = await fetch(`${address}/api/health`);
      health.push(performance.now() - t0);
      if (!res.ok) throw new Error(`health: ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const took = await search;
    const sorted = [...health].sort((a, b) => a - b);
    const max = sorted[sorted.length - 1] ?? 0;
    const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `${label.padEnd(32)} long request ${took.toFixed(0)} ms; health during it: ${health.length} answers, p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}

await measure('database on its own thread', await openPglite());
await measure(
  "database on the server's thread",
  wrapPglite(await PGlite.create('memory://', { extensions: pgliteExtensions })),
);
