// `npm run bench:throughput` (and the end of `npm run bench` when BENCH_DATABASE_URL is set):
// requests per second over real HTTP to a real listening app process on PostgreSQL, signed in,
// next to two references measured in the same run on the same server:
// - the customer list (`GET /api/customers?limit=10`, BENCH_LIST_CONNECTIONS connections, 50
//   unless told) against a bare Fastify + pg server that runs the very statement the app sends
//   for that page (its text and values recorded from the app's own query code, prepared by name
//   as the app prepares it: the page and its bounded count in one) and answers its rows as JSON
//   (bench-reference-server.ts);
// - a one-pair exchange (`POST /api/transactions`, HTTP, session, roles, validation, ledger,
//   idempotency, audit) at 4 clients against `pgbench -b tpcb-like -c 4 -j 2 -T 10`;
// - the same exchange's database work alone: its statements, recorded from the app, replayed by
//   pgbench at 4 clients on the app's database (bench-booking-pgbench.ts), against the same
//   tpcb-like run.
// Each measurement runs BENCH_ROUNDS times (default 3), interleaved; medians are reported.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/db/seed';
import { openBenchDatabase } from './bench-database';
import { indexScans, printIndexUsage } from './bench-index-usage';
import { bookingReplay } from './bench-booking-pgbench';
import { loadGenerator, measure, pgbench, seconds, type Load } from './bench-load';
import { signIn, userIdOf } from './bench-member';
import { listStatements, REFERENCE_PORT } from './bench-reference-server';
import { rotBench, rotBlock } from './bench-rot';
import { median, startServer, type ServerProcess } from './bench-processes';

const run = promisify(execFile);
const rows = Number(process.env.BENCH_THROUGHPUT_ROWS ?? 1_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 18_787);
const BEFORE_PORT = Number(process.env.BENCH_BEFORE_PORT ?? 18_789);
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const compareLoad = process.env.BENCH_COMPARE_LOAD === '1' && loadGenerator === 'wrk';

export async function runThroughputBench(pgUrl: string): Promise<void> {
  const bench = await openBenchDatabase(pgUrl);
  const scratch = await openBenchDatabase(pgUrl);
  const servers: ServerProcess[] = [];
  try {
    const { handle, url } = bench;
    if (!url || !scratch.url) throw new Error('the throughput bench needs PostgreSQL');
    await handle.migrate();
    await seedReferenceData(handle.db);
    await handle.db.execute(sql`
      insert into customers (first_name, last_name, email, risk_level, created_at)
      select 'First' || g, 'Last' || g, 'customer' || g || '@bench.test', 'low',
             now() - make_interval(secs => g)
      from generate_series(1, ${rows}) g`);
    await handle.db.execute(sql`analyze`);
    await run('pgbench', ['-i', '-q', scratch.url]);

    const appEnv = (port: number) => ({
      DATABASE_URL: url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: '/tmp/bureau-bench-unused',
    });
    const app = await startServer(
      ['src/server/main.ts'],
      appEnv(APP_PORT),
      APP_PORT,
      '/api/health',
    );
    servers.push(app);
    // BENCH_BEFORE_DIR=<another checkout> (with node_modules) runs its server too, on the same
    // database with the same secret, measured in the same rounds: the code before a change.
    const before = BEFORE_DIR
      ? await startServer(
          [path.join(BEFORE_DIR, 'src/server/main.ts')],
          appEnv(BEFORE_PORT),
          BEFORE_PORT,
          '/api/health',
          BEFORE_DIR,
        )
      : null;
    if (before) servers.push(before);
    const reference = await startServer(
      [new URL('./bench-reference-server.ts', import.meta.url).pathname],
      {
        BENCH_REFERENCE_URL: url,
        BENCH_REFERENCE_PORT: String(REFERENCE_PORT),
        BENCH_REFERENCE_STATEMENTS: JSON.stringify(await listStatements(url)),
      },
      REFERENCE_PORT,
      '/health',
    );
    servers.push(reference);
    const headers = await signIn(app);

    const [ids] = await queryRows<{ customers: string[]; usd: string; cad: string }>(
      handle.db,
      sql`select (select array_agg(id) from (select id from customers limit 1000) c) as customers,
        (select id from currencies where code = 'USD') as usd,
        (select id from currencies where code = 'CAD') as cad`,
    );
    const customers = ids?.customers ?? [];
    // Each exchange for one of up to 1,000 customers, as at a counter: the compliance rules
    // aggregate per person, so one customer exchanging all day would be a different workload.
    // Each with a reference number of its own, as the form may send one: a day holds 10,000
    // numbers (SPEC §9) and the bench books more than a bureau does in a day, so numbers drawn
    // at random would collide more and more often, and each collision costs a retry. Each of 10
    // USD: a customer reaches the $10,000 cash window (which asks identification these customers
    // lack, a 422) after some 740 of them, beyond what a fast machine books in 5 rounds of two
    // servers (100 USD reached it in the third).
    const exchange: Load['body'] = {
      text: (reference, customer) =>
        JSON.stringify({
          reference_number: reference,
          customer_id: customer,
          payment_method: 'cash',
          transaction_category: 'personal',
          is_on_behalf: false,
          pairs: [{ from_currency_id: ids?.usd, to_currency_id: ids?.cad, amount: '10' }],
        }),
      customers,
      references: { next: 9_000_000_000 },
    };

    // Warm-up, not counted: the servers' first seconds run code the JIT has not compiled yet.
    const list = { path: '/api/customers?limit=10', connections: LIST_CONNECTIONS };
    const exchangeLoad = {
      path: '/api/transactions',
      method: 'POST' as const,
      connections: 4,
      body: exchange,
    };
    // BENCH_THROUGHPUT_ONLY=list or =exchange measures that pair alone (e.g. to profile it).
    const only = process.env.BENCH_THROUGHPUT_ONLY;
    const lists = only !== 'exchange';
    const exchanges = only !== 'list';
    if (lists) await measure(reference, {}, { ...list, path: '/customers?limit=10', duration: 3 });
    for (const server of before ? [before, app] : [app]) {
      if (lists) await measure(server, headers, { ...list, duration: 3 });
      if (exchanges) await measure(server, headers, { ...exchangeLoad, duration: 3 });
    }
    // Statistics as a bureau's database has them (autovacuum analyses a table as it grows): the
    // ledger's plans, cached by each pooled connection, were made when the movements were none,
    // and would otherwise read every movement for the newest one until the next analyse.
    if (exchanges) await handle.db.execute(sql`analyze`);

    if (only === 'rot') {
      await rotBench(url, () => measure(app, headers, { ...exchangeLoad, amount: rotBlock }));
      return;
    }

    // The booking's statements as pgbench replays them (bench-booking-pgbench.ts), for customers
    // of the replay's own.
    const booking = exchanges ? await bookingReplay(handle.db, await userIdOf(app, headers)) : null;

    const results: Record<string, number[]> = {};
    const keep = (name: string, value: number) => (results[name] ??= []).push(value);
    const scansBefore = await indexScans(handle.db);
    for (let round = 1; round <= rounds; round++) {
      const said: string[] = [];
      if (lists) {
        const bare = await measure(reference, {}, { ...list, path: '/customers?limit=10' });
        if (before) {
          const old = await measure(before, headers, list);
          keep('before list req/s', old.rps);
          keep('before list CPU ms/request', old.cpuPerRequest);
          keep('before list PostgreSQL CPU ms', old.pgCpuPerRequest);
          said.push(`before ${old.rps.toFixed(0)}`);
        }
        const listed = await measure(app, headers, list);
        keep('reference req/s', bare.rps);
        keep('reference CPU ms/request', bare.cpuPerRequest);
        keep('reference PostgreSQL CPU ms', bare.pgCpuPerRequest);
        keep('app list req/s', listed.rps);
        keep('app list CPU ms/request', listed.cpuPerRequest);
        keep('app list PostgreSQL CPU ms', listed.pgCpuPerRequest);
        said.push(`list ${listed.rps.toFixed(0)} vs bare ${bare.rps.toFixed(0)} req/s`);
      }
      if (exchanges) {
        const tpcb = await pgbench(scratch.url);
        if (before) {
          const old = await measure(before, headers, exchangeLoad);
          keep('before exchange req/s', old.rps);
          keep('before exchange CPU ms/request', old.cpuPerRequest);
          keep('before exchange PostgreSQL CPU ms', old.pgCpuPerRequest);
          said.push(`before ${old.rps.toFixed(0)} exch/s`);
        }
        // BENCH_COMPARE_LOAD=1: the same exchange driven by autocannon too, in the same round,
        // before wrk's run in odd rounds and after it in even ones.
        const byAutocannon = async () => {
          const driven = await measure(app, headers, exchangeLoad, 'autocannon');
          keep('autocannon: exchange req/s', driven.rps);
          keep('autocannon: load CPU ms', driven.loadCpuPerRequest);
          said.push(`by autocannon ${driven.rps.toFixed(0)} exch/s`);
        };
        if (compareLoad && round % 2 === 1) await byAutocannon();
        const booked = await measure(app, headers, exchangeLoad);
        if (compareLoad && round % 2 === 0) await byAutocannon();
        keep('pgbench tpcb-like TPS', tpcb.tps);
        keep('pgbench PostgreSQL CPU ms', tpcb.pgCpuPerTransaction);
        keep('pgbench client CPU ms', tpcb.clientCpu);
        keep('app exchange req/s', booked.rps);
        keep('app exchange CPU ms/request', booked.cpuPerRequest);
        keep('exchange PostgreSQL CPU ms', booked.pgCpuPerRequest);
        keep('exchange load generator CPU ms', booked.loadCpuPerRequest);
        said.push(`exchange ${booked.rps.toFixed(0)} req/s vs pgbench ${tpcb.tps.toFixed(0)} TPS`);
        if (booking) {
          const replayed = await pgbench(url, booking);
          keep('booking by pgbench TPS', replayed.tps);
          keep('booking PostgreSQL CPU ms', replayed.pgCpuPerTransaction);
          said.push(`booking by pgbench ${replayed.tps.toFixed(0)} TPS`);
        }
      }
      console.log(`round ${round}: ${said.join('; ')}`);
    }
    const m = (name: string) => median(results[name] ?? []);
    console.log(
      `customers: ${rows}, ${rounds} rounds of ${seconds} s, load by ${loadGenerator}` +
        (lists ? `, lists at ${LIST_CONNECTIONS} connections` : '') +
        ', medians:',
    );
    for (const name of Object.keys(results))
      console.log(`  ${name.padEnd(30)} ${m(name).toFixed(2)}`);
    const listRatio = m('app list req/s') / m('reference req/s');
    const exchangeRatio = m('app exchange req/s') / m('pgbench tpcb-like TPS');
    if (lists) console.log(`  list vs bare Fastify + pg       ${listRatio.toFixed(2)}x`);
    if (lists && before) {
      const beforeRatio = m('before list req/s') / m('reference req/s');
      console.log(`  before: list vs bare            ${beforeRatio.toFixed(2)}x`);
    }
    if (exchanges) console.log(`  exchange vs pgbench tpcb-like   ${exchangeRatio.toFixed(2)}x`);
    if (exchanges && compareLoad) {
      const driven = m('autocannon: exchange req/s') / m('pgbench tpcb-like TPS');
      console.log(`  autocannon: exchange vs tpcb    ${driven.toFixed(2)}x`);
    }
    if (exchanges && before) {
      const beforeRatio = m('before exchange req/s') / m('pgbench tpcb-like TPS');
      console.log(`  before: exchange vs tpcb-like   ${beforeRatio.toFixed(2)}x`);
    }
    if (booking) {
      const bookingRatio = m('booking by pgbench TPS') / m('pgbench tpcb-like TPS');
      console.log(`  booking by pgbench vs tpcb-like ${bookingRatio.toFixed(2)}x`);
    }
    // What the rounds' lists and bookings read through (the replayed bookings' included).
    await printIndexUsage(handle.db, scansBefore);
  } finally {
    for (const server of servers) await server.stop();
    await bench.handle.close();
    await scratch.handle.close();
    await bench.drop();
    await scratch.drop();
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (!pgUrl) throw new Error('Set BENCH_DATABASE_URL=postgres://... to measure throughput');
  await runThroughputBench(pgUrl);
}
