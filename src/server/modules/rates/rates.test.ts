import { describe, expect, it } from 'vitest';
import type { CurrencyRate } from '@domain/contracts/rates';
import { rateSuite, UNKNOWN_ID, type RateList as List } from '../../test/rate-suite';

describe('currency rates API', () => {
  const { call, ids, count, newRate } = rateSuite();

  it('lists rates newest first, 10 per page, with both currencies', async () => {
    const res = await call('GET', '/api/currency-rates');
    expect(res.statusCode).toBe(200);
    const page = res.json<List>();
    expect(page.total).toBe(18);
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0]?.from_currency).toHaveProperty('crypto_id');
    const created = page.rows.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const next = (await call('GET', '/api/currency-rates?offset=10')).json<List>();
    expect(next.rows).toHaveLength(8);
  });

  it('searches by code or name on either side, literally', async () => {
    const euro = (await call('GET', '/api/currency-rates?search=euro')).json<List>();
    expect(euro.total).toBe(2);
    expect(euro.rows.every((r) => [r.from_currency.code, r.to_currency.code].includes('EUR'))).toBe(
      true,
    );
    const jpy = (await call('GET', '/api/currency-rates?search=JPY')).json<List>();
    expect(jpy.total).toBe(2);
    // By the French name a French screen shows (issue 47), accents or not.
    const yen = (await call('GET', '/api/currency-rates?search=yen%20japonais')).json<List>();
    expect(yen.rows.map((r) => r.id).sort()).toEqual(jpy.rows.map((r) => r.id).sort());
    const usd = (await call('GET', '/api/currency-rates?search=USD')).json<List>();
    expect(usd.total).toBeGreaterThan(0);
    for (const said of ['dollar%20am%C3%A9ricain', 'Dollar%20des%20Etats-Unis']) {
      const found = (await call('GET', `/api/currency-rates?search=${said}`)).json<List>();
      expect(found.total, said).toBe(usd.total);
    }
    const wildcard = (await call('GET', '/api/currency-rates?search=%25')).json<List>();
    expect(wildcard.total).toBe(0);
    const nul = await call('GET', '/api/currency-rates?search=eu%00ro');
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ error: string }>().error).toBe('Search contains an invalid character');
  });

  it('creates a rate, which becomes the current one for its pair', async () => {
    const before = (await call('GET', '/api/currency-rates/current')).json<{
      rows: CurrencyRate[];
    }>();
    const oldCurrent = before.rows.find(
      (r) => r.from_currency.code === 'USD' && r.to_currency.code === 'CAD',
    );
    expect(oldCurrent?.is_current).toBe(true);

    const res = await call('POST', '/api/currency-rates', {
      from_currency_id: ids.USD,
      to_currency_id: ids.CAD,
      buy_rate: '1.3600',
      sell_rate: 1.41,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<CurrencyRate>();
    expect(created).toMatchObject({ buy_rate: '1.36', sell_rate: '1.41', is_current: true });
    expect(created.from_currency.code).toBe('USD');

    const after = (await call('GET', '/api/currency-rates/current')).json<{
      rows: CurrencyRate[];
    }>();
    const current = after.rows.filter(
      (r) => r.from_currency.code === 'USD' && r.to_currency.code === 'CAD',
    );
    expect(current.map((r) => r.id)).toEqual([created.id]);
    const list = (await call('GET', '/api/currency-rates?search=usd')).json<List>();
    expect(list.rows.find((r) => r.id === oldCurrent?.id)?.is_current).toBe(false);

    // A rate effective in the future is not current yet.
    const future = await call('POST', '/api/currency-rates', {
      from_currency_id: ids.USD,
      to_currency_id: ids.CAD,
      buy_rate: '2',
      sell_rate: '2',
      effective_date: '2999-01-01',
    });
    expect(future.json<CurrencyRate>()).toMatchObject({
      is_current: false,
      effective_date: '2999-01-01T00:00:00.000Z',
    });
  });

  it.each([
    [
      { from: 'USD', to: 'USD', buy_rate: 1, sell_rate: 1 },
      'A currency cannot be paired with itself',
    ],
    [{ from: 'USD', to: 'CAD', buy_rate: 0, sell_rate: 1 }, 'Buy rate must be greater than 0'],
    [{ from: 'USD', to: 'CAD', buy_rate: 1, sell_rate: '-2' }, 'Sell rate must be greater than 0'],
    [
      { from: 'USD', to: 'CAD', buy_rate: 'abc', sell_rate: 1 },
      'Buy rate must be a decimal number',
    ],
    [{ from: 'USD', to: 'CAD', sell_rate: 1 }, 'Buy rate is required'],
    [{ from: 'USD', to: 'CAD', buy_rate: '', sell_rate: 1 }, 'Buy rate is required'],
    [
      { from: 'USD', to: 'CAD', buy_rate: '1e3', sell_rate: 1 },
      'Buy rate must be a decimal number',
    ],
    [{ from: 'USD', to: 'CAD', buy_rate: 'NaN', sell_rate: 1 }, 'Buy rate must be a finite number'],
    [
      { from: 'USD', to: 'CAD', buy_rate: 1, sell_rate: '-Infinity' },
      'Sell rate must be a finite number',
    ],
    [
      { from: 'USD', to: 'CAD', buy_rate: 1, sell_rate: 1, effective_date: '0001-01-01' },
      'Effective date must be between 1970-01-01 and 9999-12-31',
    ],
    [
      {
        from: 'USD',
        to: 'CAD',
        buy_rate: 1,
        sell_rate: 1,
        effective_date: '1969-12-31T23:59:59Z',
      },
      'Effective date must be between 1970-01-01 and 9999-12-31',
    ],
    [
      {
        from: 'USD',
        to: 'CAD',
        buy_rate: 1,
        sell_rate: 1,
        effective_date: '9999-12-31T23:59:59-12:00',
      },
      'Effective date must be between 1970-01-01 and 9999-12-31',
    ],
    [
      { from: 'USD', to: 'CAD', buy_rate: 1, sell_rate: 1, effective_date: '2024-13-01' },
      'Effective date must be a date (YYYY-MM-DD) or an ISO timestamp',
    ],
    [{ from: 'USD', buy_rate: 1, sell_rate: 1 }, 'Please choose the currency to convert to'],
    [{ from: 'USD', to: 'UNKNOWN', buy_rate: 1, sell_rate: 1 }, 'Unknown currency'],
  ])('refuses %j with 400 "%s" and writes nothing', async (input, message) => {
    const before = await count();
    const { from, to, ...rest } = input as { from?: string; to?: string };
    const payload = {
      ...rest,
      ...(from ? { from_currency_id: ids[from] } : {}),
      ...(to ? { to_currency_id: to === 'UNKNOWN' ? UNKNOWN_ID : ids[to] } : {}),
    };
    const res = await call('POST', '/api/currency-rates', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(await count()).toBe(before);
  });

  it('updates a rate and validates the merged pair', async () => {
    const created = await newRate('GBP', 'EUR', '1.15', '1.19');
    const res = await call('PUT', `/api/currency-rates/${created.id}`, { buy_rate: '1.16' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ buy_rate: '1.16', sell_rate: '1.19' });

    const same = await call('PUT', `/api/currency-rates/${created.id}`, {
      to_currency_id: ids.GBP,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      error: 'A currency cannot be paired with itself',
      code: 'validation',
    });
    const unknown = await call('PUT', `/api/currency-rates/${created.id}`, {
      from_currency_id: UNKNOWN_ID,
    });
    expect(unknown.json()).toEqual({ error: 'Unknown currency', code: 'validation' });
    const zero = await call('PUT', `/api/currency-rates/${created.id}`, { sell_rate: '0' });
    expect(zero.statusCode).toBe(400);
    const ancient = await call('PUT', `/api/currency-rates/${created.id}`, {
      effective_date: '0050-06-01',
    });
    expect(ancient.statusCode).toBe(400);
    expect(ancient.json<{ error: string }>().error).toBe(
      'Effective date must be between 1970-01-01 and 9999-12-31',
    );
    const stored = (await call('GET', '/api/currency-rates?search=pound')).json<List>();
    expect(stored.rows.find((r) => r.id === created.id)).toMatchObject({
      buy_rate: '1.16',
      sell_rate: '1.19',
      from_currency_id: ids.GBP,
      to_currency_id: ids.EUR,
      effective_date: created.effective_date,
    });
    expect(
      (await call('PUT', `/api/currency-rates/${UNKNOWN_ID}`, { buy_rate: 1 })).statusCode,
    ).toBe(404);
  });

  it('deletes a rate', async () => {
    const created = await newRate('AUD', 'EUR', '0.6', '0.62');
    expect((await call('DELETE', `/api/currency-rates/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/currency-rates/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/currency-rates/nope')).statusCode).toBe(400);
  });
});
