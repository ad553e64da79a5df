import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@domain/clock';
import type { Database } from '../db/client';
import { keepCompanySearchChunks } from '../modules/companies';
import { runScheduledRefresh, type PriceSource } from '../modules/crypto';
import { runScheduledFetch, type ReferenceSource } from '../modules/reference';
import { takeDayEndSnapshots } from '../modules/reports';
import { runRescreen, runScheduledListFetch, type SanctionsFeeds } from '../modules/sanctions';
import { compactTotals } from '../modules/transactions';
import type { ScheduledJob } from './scheduler';

export { startScheduler, SCHEDULER_TICK_MS, type Scheduler, type ScheduledJob } from './scheduler';

export type JobDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  priceSource: PriceSource;
  referenceSource: ReferenceSource;
  sanctionsFeeds: SanctionsFeeds;
};

// Every piece of scheduled work of the product, run by one scheduler (scheduler.ts).
export function scheduledJobs(deps: JobDeps): ScheduledJob[] {
  return [
    {
      // While crypto is enabled, prices refresh every crypto_refresh_interval seconds.
      name: 'crypto-prices',
      leaseMs: 120_000,
      run: () => runScheduledRefresh(deps),
    },
    {
      // The Bank of Canada's rates, once published (after 17:00 Eastern on business days);
      // after a failure, again at most every 30 minutes (docs/decisions/0037-rates-and-profit.md).
      name: 'reference-rates',
      leaseMs: 120_000,
      run: () => runScheduledFetch(deps),
    },
    {
      // The sanctions lists from their publishers, once a day; after a failure, again at most
      // every hour (docs/decisions/0038). A changed list starts a re-screen.
      name: 'sanctions-lists',
      leaseMs: 600_000,
      run: () => runScheduledListFetch(deps),
    },
    {
      // The running re-screen, in batches (each its own transaction) for at most 90 s a look;
      // the next look continues from the last batch saved.
      name: 'sanctions-rescreen',
      leaseMs: 180_000,
      run: () => runRescreen(deps.db, 90_000),
    },
    {
      // Each account's balance at each location at the start of every bureau-local day once it
      // is over, for the daily position (docs/decisions/0040). A look with nothing due reads
      // two rows; the first look on a long history writes every past day in one statement.
      name: 'day-end-balances',
      leaseMs: 600_000,
      run: () => takeDayEndSnapshots(deps.db),
    },
    {
      // The changes exchanges appended to the counters and daily totals, folded into one row
      // per bucket at every look (migration 0033): a few milliseconds, nothing when none.
      name: 'totals-compaction',
      leaseMs: 60_000,
      run: () => compactTotals(deps.db),
    },
    {
      // The companies cut into search chunks once they are more than one, and a chunk grown to
      // twice its size cut again (migration 0039): two small reads when there is nothing to do.
      name: 'company-search-chunks',
      leaseMs: 600_000,
      run: () => keepCompanySearchChunks(deps.db),
    },
  ];
}
