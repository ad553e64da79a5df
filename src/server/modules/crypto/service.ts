import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { CRYPTO_MESSAGES, type CryptoPrice } from '@domain/contracts/crypto';
import { SETTING_KEYS } from '@domain/contracts/settings';
import type { Clock } from '@domain/clock';
import { queryRows, type Database } from '../../db/client';
import { readFlag } from '../settings';
import { refreshSeconds } from './market-rates';
import type { PriceSource } from './price-source';
import {
  insertPrices,
  latestPrices,
  pricingTargets,
  readSourceState,
  writeSourceState,
} from './queries';

export type CryptoDeps = {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  priceSource: PriceSource;
};

// One lock for "may I call the price source now", shared by every instance on the database.
const REFRESH_LOCK = 7_305_010;
// After a 429 without Retry-After, wait this long before the next call.
export const DEFAULT_BACKOFF_MS = 60_000;

export type RefreshOutcome =
  | { status: 'updated'; updated_at: Date; prices: CryptoPrice[] }
  | { status: 'failed'; reason: string }
  // No active crypto currency: nothing to ask the price service for, nothing written.
  | { status: 'no_coins' };

type Targets = { coinIds: string[]; vsCurrencies: string[] };

type Claim = { kind: 'claimed' } | { kind: 'skipped'; reason: string };

/**
 * Under the advisory lock: refuse while a 429's wait lasts, and (for the schedule) when another
 * instance called less than an interval ago; otherwise mark this attempt so no one else calls.
 */
async function claimCall(deps: CryptoDeps, now: Date, scheduled: boolean): Promise<Claim> {
  return deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`,
    );
    if (!lock?.locked) return { kind: 'skipped', reason: 'another update is in progress' };
    const state = await readSourceState(tx, deps.priceSource.name);
    if (state.retry_after && state.retry_after > now) {
      return {
        kind: 'skipped',
        reason: `the price service asked to wait until ${state.retry_after.toISOString()}`,
      };
    }
    if (scheduled && state.last_attempt_at) {
      const seconds = await refreshSeconds(tx);
      if (now.getTime() - state.last_attempt_at.getTime() < seconds * 1000) {
        return { kind: 'skipped', reason: 'not due yet' };
      }
    }
    await writeSourceState(tx, deps.priceSource.name, { last_attempt_at: now });
    return { kind: 'claimed' };
  });
}

async function callSource(deps: CryptoDeps, now: Date, targets: Targets): Promise<RefreshOutcome> {
  const source = deps.priceSource;
  const result = await source.fetchPrices(targets.coinIds, targets.vsCurrencies);
  if (!result.ok) {
    const retryAfter =
      result.status === 429
        ? new Date(now.getTime() + (result.retryAfterMs ?? DEFAULT_BACKOFF_MS))
        : null;
    await writeSourceState(deps.db, source.name, {
      last_error: result.reason,
      retry_after: retryAfter,
    });
    deps.log.warn(
      { source: source.name, status: result.status, retry_after: retryAfter },
      `crypto price update failed: ${result.reason}`,
    );
    return { status: 'failed', reason: result.reason };
  }
  await deps.db.transaction(async (tx) => {
    await insertPrices(tx, source.name, result.quotes, now);
    await writeSourceState(tx, source.name, {
      last_success_at: now,
      last_error: null,
      retry_after: null,
    });
  });
  deps.log.info({ quotes: result.quotes.length }, 'crypto prices updated');
  return { status: 'updated', updated_at: now, prices: await latestPrices(deps.db) };
}

/**
 * Fetches prices now (Update Prices); a failure keeps the last good prices and says why, and
 * with no active crypto currency nothing is asked for or written.
 */
export async function updatePricesNow(deps: CryptoDeps): Promise<RefreshOutcome> {
  const targets = await pricingTargets(deps.db);
  if (targets.coinIds.length === 0) return { status: 'no_coins' };
  const now = deps.clock();
  const claim = await claimCall(deps, now, false);
  if (claim.kind === 'skipped') return { status: 'failed', reason: claim.reason };
  return callSource(deps, now, targets);
}

export type ScheduledRun = 'disabled' | 'no_coins' | 'skipped' | 'updated' | 'failed';

/**
 * One scheduled tick: calls the source only when crypto is on, a crypto currency is active and
 * an interval has passed.
 */
export async function runScheduledRefresh(deps: CryptoDeps): Promise<ScheduledRun> {
  if (!(await readFlag(deps.db, SETTING_KEYS.cryptoEnabled, false))) return 'disabled';
  const targets = await pricingTargets(deps.db);
  if (targets.coinIds.length === 0) return 'no_coins';
  const now = deps.clock();
  const claim = await claimCall(deps, now, true);
  if (claim.kind === 'skipped') return 'skipped';
  return (await callSource(deps, now, targets)).status === 'updated' ? 'updated' : 'failed';
}

export const failureMessage = (reason: string) => `${CRYPTO_MESSAGES.updateFailed}: ${reason}`;
