// `npm run bench:seed`: seeds the bench's data as `npm run bench` does (bench-seed.ts,
// bench-transactions.ts) into a fresh database and prints the time it took: wall clock, this
// process's CPU and PostgreSQL's: the embedded cluster's (its postmaster and every process of
// it), or on a local BENCH_DATABASE_URL the server's (every postgres process, so other work on
// the same server counts too); then the rows of each seeded table. The same variables
// as `npm run bench`: BENCH_DATABASE_URL, BENCH_ROWS, BENCH_COMPANIES, BENCH_RATES,
// BENCH_TRANSACTIONS, BENCH_KEEP (then `BENCH_REUSE=<name> npm run bench` measures it).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/db/seed';
import { openBenchDatabase } from './bench-database';
import { clusterCpuMillis, postgresCpuMillis } from './bench-processes';
import { seedBench } from './bench-fill';

const pgUrl = process.env.BENCH_DATABASE_URL;
const { handle, drop, dataDir, label } = await openBenchDatabase(pgUrl);
const serverCpu = () =>
  (dataDir ? clusterCpuMillis(dataDir) : postgresCpuMillis()).catch(() => NaN);
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const server = await serverCpu();
  await seedBench(handle);
  const wall = (performance.now() - started) / 1000;
  const own = process.cpuUsage(cpu);
  const serverSeconds = ((await serverCpu()) - server) / 1000;
  console.log(
    `${label}: seeded in ${wall.toFixed(1)} s wall, ` +
      `${((own.user + own.system) / 1e6).toFixed(1)} s CPU in this process` +
      (Number.isNaN(serverSeconds) ? '' : `, ${serverSeconds.toFixed(1)} s CPU in PostgreSQL`),
  );
  const tables = ['companies', 'customers', 'currency_rates', 'transactions'];
  const ledger = ['account_movements', 'audit_log', 'transaction_daily_totals'];
  for (const table of [...tables, ...ledger]) {
    const [row] = await queryRows<{ n: string }>(
      handle.db,
      sql.raw(`select count(*)::text as n from ${table}`),
    );
    console.log(`${table.padEnd(26)} ${row?.n ?? '?'} rows`);
  }
} finally {
  await handle.close();
  await drop();
}
