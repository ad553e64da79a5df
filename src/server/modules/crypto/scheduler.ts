import { runScheduledRefresh, type CryptoDeps } from './service';

// How often an instance looks whether a refresh is due; the interval itself is a setting read
// on every look, so changing it (or turning crypto off) needs no restart.
export const SCHEDULER_TICK_MS = 5_000;

export type PriceScheduler = { stop(): Promise<void> };

/** Runs the scheduled refresh until stopped; one look at a time, errors logged, never thrown. */
export function startPriceScheduler(deps: CryptoDeps, tickMs = SCHEDULER_TICK_MS): PriceScheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = () => {
    running = runScheduledRefresh(deps)
      .then(() => undefined)
      .catch((err: unknown) => deps.log.error({ err }, 'scheduled crypto price refresh failed'))
      .finally(() => {
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
