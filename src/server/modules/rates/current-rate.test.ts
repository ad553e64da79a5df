import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Currency } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { currentRate } from '@domain/rates';
import { createTestApp, type TestApp } from '../../test/test-app';

// The API sends timestamps to the millisecond, so rows whose times differ by microseconds only
// reach currentRate() tied; the SQL must then pick the same row (docs/decisions/0006).
type Ids = { low: string; high: string };
const CREATED_TIE: Ids = {
  low: '00000000-0000-4000-8000-000000000001',
  high: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
};
const EFFECTIVE_TIE: Ids = {
  low: '00000000-0000-4000-8000-000000000002',
  high: 'fffffffe-ffff-4fff-bfff-ffffffffffff',
};

describe('current rate: SQL and domain agree', () => {
  let t: TestApp;
  let session: { authorization: string };
  let ids: Record<string, string>;
  const get = async <T>(url: string) => (await t.as(session, { method: 'GET', url })).json<T>();

  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.signUp()).headers;
    const currencies = await get<{ rows: Currency[] }>('/api/currencies');
    ids = Object.fromEntries(currencies.rows.map((c) => [c.code, c.id]));
  });
  afterAll(() => t.close());

  // Two rates of one pair (neither seeded): the lower id is later by microseconds only.
  async function insertPair(
    from: string,
    to: string,
    rowIds: Ids,
    times: { high: Times; low: Times },
  ) {
    for (const [id, at] of [
      [rowIds.high, times.high],
      [rowIds.low, times.low],
    ] as const) {
      await t.database.db.execute(sql`
        insert into currency_rates
          (id, from_currency_id, to_currency_id, buy_rate, sell_rate, effective_date, created_at)
        values (${id}, ${ids[from]}, ${ids[to]}, '1', '1', ${at.effective}::timestamptz,
          ${at.created}::timestamptz)`);
    }
  }
  type Times = { effective: string; created: string };

  async function expectSameChoice(from: string, to: string, rowIds: Ids) {
    const current = await get<{ rows: CurrencyRate[] }>('/api/currency-rates/current');
    const bySql = current.rows.filter(
      (r) => r.from_currency_id === ids[from] && r.to_currency_id === ids[to],
    );
    const list = await get<{ rows: CurrencyRate[] }>(`/api/currency-rates?search=${from}`);
    const pairRows = list.rows.filter(
      (r) => r.from_currency_id === ids[from] && r.to_currency_id === ids[to],
    );
    expect(pairRows).toHaveLength(2);
    const byDomain = currentRate(pairRows, ids[from] ?? '', ids[to] ?? '');
    // Times tie to the millisecond, so the greatest id wins, everywhere.
    expect(byDomain?.id).toBe(rowIds.high);
    expect(bySql.map((r) => r.id)).toEqual([rowIds.high]);
    expect(pairRows.filter((r) => r.is_current).map((r) => r.id)).toEqual([rowIds.high]);
  }

  it('ranks rates created in the same millisecond alike', async () => {
    const effective = '2024-06-01T00:00:00Z';
    await insertPair('CHF', 'JPY', CREATED_TIE, {
      high: { effective, created: '2024-06-01T10:00:00.123100Z' },
      low: { effective, created: '2024-06-01T10:00:00.123900Z' },
    });
    await expectSameChoice('CHF', 'JPY', CREATED_TIE);
  });

  it('ranks rates effective in the same millisecond alike', async () => {
    const created = '2024-06-01T10:00:00.000Z';
    await insertPair('MXN', 'INR', EFFECTIVE_TIE, {
      high: { effective: '2024-06-01T00:00:00.000100Z', created },
      low: { effective: '2024-06-01T00:00:00.000900Z', created },
    });
    await expectSameChoice('MXN', 'INR', EFFECTIVE_TIE);
  });
});
