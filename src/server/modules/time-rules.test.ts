import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@domain/clock';
import type { Currency } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { createTestApp, type TestApp } from '../test/test-app';

// The server reads "now" from its injected clock: with the clock stopped years from today, the
// date rules (ID cards, birthdays) and a rate's default effective date follow that clock, not
// the machine's.
const NOW = '2031-06-15T12:00:00.000Z';

describe('time rules follow the injected clock', () => {
  let t: TestApp;
  let session: { authorization: string };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.as(session, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(NOW) });
    session = (await t.signUp()).headers;
  });
  afterAll(() => t.close());

  it('judges ID card dates and birthdays against the clock', async () => {
    const customer = await call('POST', '/api/customers', {
      first_name: 'Future',
      last_name: 'Born',
      email: `clock@example.com`,
      // After today on the machine, before the clock's today.
      birthday: '2030-02-01',
    });
    expect(customer.statusCode).toBe(201);
    const customer_id = customer.json<{ id: string }>().id;

    const expired = await call('POST', '/api/id-cards', {
      customer_id,
      id_number: 'P-OLD',
      id_type: 'Passport',
      expiry_date: '2030-12-31',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'validation',
      fields: { expiry_date: 'Expiry date cannot be in the past' },
    });

    const issued = await call('POST', '/api/id-cards', {
      customer_id,
      id_number: 'P-NEW',
      id_type: 'Passport',
      issued_date: '2031-06-01',
      expiry_date: '2041-06-01',
    });
    expect(issued.statusCode).toBe(201);
  });

  it('gives a rate without an effective date the clock time, and judges "current" by it', async () => {
    const currencies = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>().rows;
    const id = (code: string) => currencies.find((c) => c.code === code)?.id;
    const pair = { from_currency_id: id('CHF'), to_currency_id: id('JPY') };
    const now = await call('POST', '/api/currency-rates', {
      ...pair,
      buy_rate: 170,
      sell_rate: 175,
    });
    expect(now.statusCode).toBe(201);
    expect(now.json<CurrencyRate>()).toMatchObject({ effective_date: NOW, is_current: true });

    const later = await call('POST', '/api/currency-rates', {
      ...pair,
      buy_rate: 180,
      sell_rate: 185,
      effective_date: '2031-07-01',
    });
    expect(later.json<CurrencyRate>().is_current).toBe(false);
    const current = (await call('GET', '/api/currency-rates/current')).json<{
      rows: CurrencyRate[];
    }>();
    const chfJpy = current.rows.filter(
      (r) => r.from_currency.code === 'CHF' && r.to_currency.code === 'JPY',
    );
    expect(chfJpy.map((r) => r.buy_rate)).toEqual(['170']);
  });
});
