import { afterAll, beforeAll, expect } from 'vitest';
import { fixedClock } from '@domain/clock';
import type { Currency } from '@domain/contracts/currencies';
import type { CurrencyPerformanceResponse, DailyPosition } from '@domain/contracts/reports';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { createTestApp, type TestApp } from './test-app';
import { openTillFor } from './open-till';

// Noon in Toronto (EDT): the bureau's today is 2031-06-15, a Sunday.
export const NOW = '2031-06-15T16:00:00.000Z';
export const TORONTO = 'America/Toronto';

export function byCode<T extends { code: string }>(rows: T[], code: string): T {
  const row = rows.find((r) => r.code === code);
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

/**
 * The reports' API tests' app on one database at a fixed clock, signed in, with one customer:
 * requests, the two reports (a daily position of every place, or of those `places` names), and a one-pair exchange at a given rate. `ids` holds every
 * currency's id by code (and the customer's); `refs` keeps transaction ids between tests.
 */
export function reportsHarness() {
  let t: TestApp;
  let session: { authorization: string };
  const ids: Record<string, string> = {};
  const refs: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.as(session, { method, url, ...(payload ? { payload } : {}) });
  const sql = (text: string) => t.database.db.execute(text);
  const performance = async (query = '') => {
    const res = await call('GET', `/api/reports/currency-performance${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CurrencyPerformanceResponse>();
  };
  const position = async (date: string, places = '') => {
    const res = await call('GET', `/api/reports/daily-position?date=${date}${places}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DailyPosition>();
  };
  const exchange = async (from: string, to: string, amount: string, rate: string) => {
    const res = await call('POST', '/api/transactions', {
      customer_id: ids.customer,
      pairs: [{ from_currency_id: ids[from], to_currency_id: ids[to], amount, custom_rate: rate }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ExchangeResponse>().transactions[0]?.id ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(NOW) });
    session = (await t.signUp()).headers;
    await openTillFor(t, session);
    const currencies = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>().rows;
    Object.assign(ids, Object.fromEntries(currencies.map((c) => [c.code, c.id])));
    const customer = await call('POST', '/api/customers', {
      first_name: 'Rhea',
      last_name: 'Ports',
      email: `rhea@reports.test`,
    });
    ids.customer = customer.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  return {
    app: () => t.app,
    db: () => t.database.db,
    ids,
    refs,
    call,
    sql,
    performance,
    position,
    exchange,
  };
}
