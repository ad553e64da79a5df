import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Currency } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import type { ReferenceStatus } from '@domain/contracts/reference';
import { queryRows } from '../db/client';
import { valetSource, type ReferenceDeps } from '../modules/reference';
import { startFakeValetServer, type FakeValetServer } from './fake-valet-server';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Tuesday 24 March 2026, 18:00 in Toronto (EDT): that day's rates are published.
export const REFERENCE_START = new Date('2026-03-24T22:00:00.000Z');

/**
 * An app whose reference source is the local fake Valet (real HTTP, a 1.5 s timeout), on a
 * clock the test moves by hand, with its owner signed in.
 */
export function referenceSuite() {
  const state = {
    t: undefined as unknown as TestApp,
    fake: undefined as unknown as FakeValetServer,
    headers: { authorization: '' },
    now: REFERENCE_START,
  };
  const clock = () => new Date(state.now);
  beforeAll(async () => {
    state.fake = await startFakeValetServer();
    state.t = await createTestApp(
      { FX_REFERENCE_URL: state.fake.url, FX_REFERENCE_TIMEOUT_MS: '1500' },
      { clock },
    );
    state.headers = (await state.t.signUp()).headers;
  });
  afterAll(async () => {
    await state.t.close();
    await state.fake.close();
  });

  const call = (method: Method, url: string, payload?: unknown) =>
    state.t.as(state.headers, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const currency = async (code: string): Promise<Currency> => {
    const rows = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>().rows;
    const found = rows.find((c) => c.code === code);
    if (!found) throw new Error(`no currency ${code}`);
    return found;
  };

  return {
    get t() {
      return state.t;
    },
    get fake() {
      return state.fake;
    },
    get headers() {
      return state.headers;
    },
    call,
    currency,
    at(instant: Date) {
      state.now = instant;
    },
    later(seconds: number) {
      state.now = new Date(state.now.getTime() + seconds * 1000);
      return state.now;
    },
    async status(): Promise<ReferenceStatus> {
      return (await call('GET', '/api/reference-rates/status')).json<ReferenceStatus>();
    },
    // The current rate of a pair by codes, as GET /api/currency-rates/current answers it.
    async rate(from: string, to: string): Promise<CurrencyRate | undefined> {
      const rows = (await call('GET', '/api/currency-rates/current')).json<{
        rows: CurrencyRate[];
      }>().rows;
      return rows.find((r) => r.from_currency.code === from && r.to_currency.code === to);
    },
    // Every stored observation of a series, oldest first, as text.
    async stored(series: string) {
      return queryRows<{ observed_on: string; value: string }>(
        state.t.database.db,
        sql`select observed_on::text as observed_on, value::text as value from reference_rates
          where series = ${series} order by observed_on`,
      );
    },
    // The deps of one more app instance on the same database (its own source client).
    instance(): ReferenceDeps {
      return {
        db: state.t.database.db,
        clock,
        log: state.t.app.log,
        referenceSource: valetSource(state.t.config.referenceRates),
      };
    },
  };
}
