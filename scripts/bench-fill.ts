// The whole seed of `npm run bench`: the lists (bench-seed.ts) and, unless BENCH_TRANSACTIONS
// is 0, the transactions with their movements (bench-transactions.ts), every
// record with its audit row, then the totals the triggers keep — in one bulk fill
// (bench-bulk.ts); then the day-end snapshots the daily position reads (docs/decisions/0040),
// taken as the day-end job takes them.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/client';
import { takeDayEndSnapshots } from '../src/server/modules/reports';
import { bulkFill, rebuildTotals } from './bench-bulk';
import { listSteps } from './bench-seed';
import { transactionCount, transactionSteps } from './bench-transactions';

export async function seedBench(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  const tables = [
    'companies',
    'customers',
    'currency_rates',
    'audit_log',
    'customer_totals',
    'list_totals',
  ];
  const ledger = ['transactions', 'account_movements'];
  const totals = ['transaction_counters', 'transaction_daily_totals'];
  await bulkFill(
    handle,
    [...tables, ...(transactionCount > 0 ? [...ledger, ...totals] : [])],
    [
      ...listSteps(),
      ...(transactionCount > 0 ? transactionSteps() : []),
      ['rebuilt the totals', rebuildTotals],
    ],
  );
  if (transactionCount > 0) {
    const taking = performance.now();
    const taken = await takeDayEndSnapshots(handle.db);
    await handle.db.execute(sql`analyze day_end_snapshots, day_end_balances`);
    const seconds = ((performance.now() - taking) / 1000).toFixed(1);
    console.log(`took ${taken.length} day-end snapshots in ${seconds} s`);
  }
  console.log(`seeded the bench in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
