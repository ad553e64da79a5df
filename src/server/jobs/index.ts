import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@domain/clock';
import type { Database } from '../db/client';
import { runScheduledRefresh, type PriceSource } from '../modules/crypto';
import { runScheduledFetch, type ReferenceSource } from '../modules/reference';
import type { ScheduledJob } from './scheduler';

export { startScheduler, SCHEDULER_TICK_MS, type Scheduler, type ScheduledJob } from './scheduler';

export type JobDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  priceSource: PriceSource;
  referenceSource: ReferenceSource;
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
  ];
}
