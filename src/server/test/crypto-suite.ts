import { afterAll, beforeAll } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import { startFakePriceServer, type FakePriceServer } from './fake-price-server';
import { openTillFor } from './open-till';
import { createTestApp, type TestApp } from './test-app';
import { coinGeckoSource } from '../modules/crypto';
import type { CryptoDeps } from '../modules/crypto';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const START = new Date('2026-03-25T08:00:00.000Z');
export const DEMO_KEY = 'demo-key-123';

/**
 * An app whose price service is the local fake (real HTTP, a 300 ms timeout, a demo key), on a
 * clock the test moves by hand, with crypto enabled and a signed-in staff member.
 */
export function cryptoSuite() {
  const state = {
    t: undefined as unknown as TestApp,
    fake: undefined as unknown as FakePriceServer,
    headers: { authorization: '' },
    now: START,
  };
  const clock = () => new Date(state.now);
  beforeAll(async () => {
    state.fake = await startFakePriceServer();
    state.fake.requireKey('x-cg-demo-api-key', DEMO_KEY);
    state.t = await createTestApp(
      {
        CRYPTO_PRICE_URL: state.fake.url,
        COINGECKO_API_KEY: DEMO_KEY,
        CRYPTO_PRICE_TIMEOUT_MS: '300',
      },
      { clock },
    );
    state.headers = (await state.t.signUp()).headers;
    await openTillFor(state.t, state.headers);
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

  return {
    get t() {
      return state.t;
    },
    get fake() {
      return state.fake;
    },
    call,
    // Moves the app's clock.
    at(instant: Date) {
      state.now = instant;
    },
    later(seconds: number) {
      state.now = new Date(state.now.getTime() + seconds * 1000);
      return state.now;
    },
    // The deps of one more app instance on the same database (its own price source client).
    instance(): CryptoDeps {
      return {
        db: state.t.database.db,
        clock,
        log: state.t.app.log,
        priceSource: coinGeckoSource(state.t.config.cryptoPrices, clock),
      };
    },
    async setCrypto(enabled: boolean) {
      await call('PUT', '/api/settings/crypto_enabled', { value: { enabled } });
    },
    async coin(code: string, crypto_id: string): Promise<Currency> {
      const res = await call('POST', '/api/currencies', {
        code,
        name: code,
        symbol: code,
        crypto_id,
        rounding_factor: '0.00000001',
        decimal_places: 8,
      });
      if (res.statusCode !== 201) throw new Error(`coin: ${res.body}`);
      return res.json<Currency>();
    },
    // Turns a currency on or off, its other fields as they are.
    async setActive(currency: Currency, is_active: boolean) {
      const { code, name, symbol, crypto_id, tier, rounding_factor, decimal_places } = currency;
      const res = await call('PUT', `/api/currencies/${currency.id}`, {
        ...{ code, name, symbol, crypto_id, tier, rounding_factor, decimal_places },
        is_active,
      });
      if (res.statusCode !== 200) throw new Error(`setActive: ${res.body}`);
    },
    async currency(code: string): Promise<Currency> {
      const rows = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>().rows;
      const found = rows.find((c) => c.code === code);
      if (!found) throw new Error(`no currency ${code}`);
      return found;
    },
  };
}
