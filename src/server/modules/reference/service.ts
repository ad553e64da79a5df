import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { REFERENCE_MESSAGES, type ReferenceStatus } from '@domain/contracts/reference';
import type { Clock } from '@domain/clock';
import { referenceFetchDue } from '@domain/reference-rates';
import { queryRows, type Database } from '../../db/client';
import {
  readDefaults,
  readSourceState,
  referenceCurrencies,
  storeObservations,
  writeSourceState,
} from './queries';
import { recomputeRates, type Recomputed } from './recompute';
import type { ReferenceSource } from './valet-source';

export type ReferenceDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  referenceSource: ReferenceSource;
};

// One lock for "may I call the reference source now", shared by every instance on the database.
const FETCH_LOCK = 7_305_026;

export type FetchOutcome =
  ({ status: 'updated'; observations: number } & Recomputed) | { status: 'failed'; reason: string };

type Claim = { kind: 'claimed' } | { kind: 'skipped'; reason: string };

/**
 * Under the advisory lock: for the schedule, only when a publication is due and the last
 * attempt is old enough (referenceFetchDue); then marks this attempt so no one else calls.
 */
async function claimCall(deps: ReferenceDeps, now: Date, scheduled: boolean): Promise<Claim> {
  const source = deps.referenceSource.name;
  return deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${FETCH_LOCK}) as locked`,
    );
    if (!lock?.locked) return { kind: 'skipped', reason: 'another fetch is in progress' };
    if (scheduled) {
      const state = await readSourceState(tx, source);
      if (!referenceFetchDue(now, state.latest_observation, state.last_attempt_at)) {
        return { kind: 'skipped', reason: 'not due yet' };
      }
    }
    await writeSourceState(tx, source, { last_attempt_at: now });
    return { kind: 'claimed' };
  });
}

async function callSource(deps: ReferenceDeps, now: Date): Promise<FetchOutcome> {
  const source = deps.referenceSource;
  const result = await source.fetchObservations();
  if (!result.ok) {
    // The stored references and rates stay as they are; the reason is kept and shown.
    await writeSourceState(deps.db, source.name, { last_error: result.reason });
    deps.log.warn(
      { source: source.name, status: result.status },
      `reference rates fetch failed: ${result.reason}`,
    );
    return { status: 'failed', reason: result.reason };
  }
  const recomputed = await deps.db.transaction(async (tx) => {
    const latest = await storeObservations(tx, source.name, result.observations, now);
    await writeSourceState(tx, source.name, {
      last_success_at: now,
      last_error: null,
      latest_observation: latest,
    });
    return recomputeRates(tx, source.name, now);
  });
  deps.log.info(
    { observations: result.observations.length, ...recomputed },
    'reference rates fetched',
  );
  return { status: 'updated', observations: result.observations.length, ...recomputed };
}

/** Fetches now (a manager's "Fetch reference rates"); a failure keeps everything and says why. */
export async function fetchReferenceNow(deps: ReferenceDeps): Promise<FetchOutcome> {
  const now = deps.clock();
  const claim = await claimCall(deps, now, false);
  if (claim.kind === 'skipped') return { status: 'failed', reason: claim.reason };
  return callSource(deps, now);
}

export type ScheduledFetch = 'skipped' | 'updated' | 'failed';

/** One scheduled look: calls the source only when a publication is due (referenceFetchDue). */
export async function runScheduledFetch(deps: ReferenceDeps): Promise<ScheduledFetch> {
  const now = deps.clock();
  const state = await readSourceState(deps.db, deps.referenceSource.name);
  // Read outside the lock first: most looks (every few seconds) end here without a write.
  if (!referenceFetchDue(now, state.latest_observation, state.last_attempt_at)) return 'skipped';
  const claim = await claimCall(deps, now, true);
  if (claim.kind === 'skipped') return 'skipped';
  return (await callSource(deps, now)).status;
}

/** What the Rates page shows: the source's last fetch and error, margins, referenced currencies. */
export async function referenceStatus(db: Database, source: string): Promise<ReferenceStatus> {
  const state = await readSourceState(db, source);
  const defaults = await readDefaults(db);
  return {
    source,
    last_attempt_at: state.last_attempt_at?.toISOString() ?? null,
    last_success_at: state.last_success_at?.toISOString() ?? null,
    last_error: state.last_error,
    latest_observation: state.latest_observation,
    default_margins: { buy_percent: defaults.buy_percent, sell_percent: defaults.sell_percent },
    significant_digits: defaults.digits,
    currencies: await referenceCurrencies(db, source, defaults),
  };
}

export const failureMessage = (reason: string) => `${REFERENCE_MESSAGES.fetchFailed}: ${reason}`;
