import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { endTurn, INSTANCE_ID, takeTurn } from './lease';

// How often an instance looks whether its jobs are due. Each job decides for itself whether it
// is due (its interval is a setting read on every look, so changing it needs no restart).
export const SCHEDULER_TICK_MS = 5_000;

export type ScheduledJob = {
  // Its key in job_leases.
  name: string;
  // The longest a run may take; a turn held longer (its instance died) is given to another.
  leaseMs: number;
  // One look: does the work if it is due, else returns at once. Errors are logged, never thrown.
  run(): Promise<unknown>;
};

export type Scheduler = { stop(): Promise<void> };

/**
 * Runs every job on each tick until stopped: one look at a time per instance, and across the
 * instances sharing the database one at a time per job (job_leases).
 */
export function startScheduler(
  db: Database,
  jobs: ScheduledJob[],
  log: FastifyBaseLogger,
  { tickMs = SCHEDULER_TICK_MS, holder = INSTANCE_ID } = {},
): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runJob = async (job: ScheduledJob) => {
    if (!(await takeTurn(db, job.name, job.leaseMs, holder))) return;
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      await endTurn(db, job.name, error, holder);
    }
  };

  const tick = () => {
    running = (async () => {
      for (const job of jobs) {
        if (stopped) return;
        await runJob(job).catch((err: unknown) =>
          log.error({ err, job: job.name }, 'scheduled job could not take its turn'),
        );
      }
    })().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, tickMs).unref();
    });
  };
  timer = setTimeout(tick, tickMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
