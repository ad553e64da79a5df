import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@domain/clock';
import type { Database } from '../db/client';
import { runScheduledRefresh, type PriceSource } from '../modules/crypto';
import type { ScheduledJob } from './scheduler';

export { startScheduler, SCHEDULER_TICK_MS, type Scheduler, type ScheduledJob } from './scheduler';

export type JobDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  priceSource: PriceSource;
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
  ];
}
