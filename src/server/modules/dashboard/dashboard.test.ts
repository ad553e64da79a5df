import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@domain/clock';
import type { Currency } from '@domain/contracts/currencies';
import type { Dashboard } from '@domain/contracts/dashboard';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { withBookedFactsGuardLifted } from '../../test/booked-facts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openTillFor } from '../../test/open-till';

// Noon, local time: the bureau's day is 2031-06-15 whatever the machine's time zone.
const NOW = '2031-06-15T12:00:00';

describe('dashboard', () => {
  let t: TestApp;
  let session: { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.as(session, { method, url, ...(payload ? { payload } : {}) });
  const dashboard = async () => {
    const res = await call('GET', '/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>();
  };
  const sql = (text: string) => t.database.db.execute(text);

  let ids: Record<string, string> = {};
  const customer = async (name: string) => {
    const res = await call('POST', '/api/customers', {
      first_name: name,
      last_name: 'Dash',
      email: `${name.toLowerCase()}@dash.test`,
    });
    return res.json<{ id: string }>().id;
  };
  const exchange = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/transactions', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ExchangeResponse>();
  };
  const pair = (from: string, to: string, amount: string) => ({
    from_currency_id: ids[from],
    to_currency_id: ids[to],
    amount,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(NOW) });
    session = (await t.signUp()).headers;
    await openTillFor(t, session);
    const currencies = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>().rows;
    ids = Object.fromEntries(currencies.map((c) => [c.code, c.id]));
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('counts nothing on an empty book, and active currencies as the currency screen shows them', async () => {
    const empty = await dashboard();
    expect(empty).toMatchObject({
      total_customers: 0,
      total_transactions: 0,
      total_volume: '0.00',
      today: { date: '2031-06-15', transactions: 0, volume: '0.00' },
      pickups_waiting: 0,
      recent_transactions: [],
    });
    const active = empty.active_currencies;
    expect(active).toBeGreaterThan(0);

    // An inactive currency stops counting; a crypto one counts only while crypto is enabled.
    const chf = await call('PUT', `/api/currencies/${ids.CHF}`, { is_active: false });
    expect(chf.statusCode, chf.body).toBe(200);
    expect((await dashboard()).active_currencies).toBe(active - 1);
    await call('PUT', '/api/settings/crypto_enabled', { value: { enabled: true } });
    const coin = await call('POST', '/api/currencies', {
      code: 'DSH',
      name: 'Dash Coin',
      symbol: 'D',
      crypto_id: 'dash-coin',
      rounding_factor: '0.00000001',
      decimal_places: 8,
    });
    expect(coin.statusCode, coin.body).toBe(201);
    expect((await dashboard()).active_currencies).toBe(active);
    await call('PUT', '/api/settings/crypto_enabled', { value: { enabled: false } });
    expect((await dashboard()).active_currencies).toBe(active - 1);
  });

  it('sums CAD values, counts today and the pickups waiting, and lists the 5 latest', async () => {
    const ann = await customer('Ann');
    const bob = await customer('Bob');
    // USD 100 x 1.35 = CAD 135.00.
    await exchange({ customer_id: ann, pairs: [pair('USD', 'CAD', '100')] });
    // On behalf, two pairs: CAD 292 handed over, and USD 10 -> CAD 13.50.
    const onBehalf = await exchange({
      customer_id: bob,
      is_on_behalf: true,
      recipient_customer_id: ann,
      pairs: [pair('CAD', 'EUR', '292'), pair('USD', 'CAD', '10')],
    });
    // Yesterday's date: EUR 50 x 1.46 = CAD 73.00.
    const yesterday = await exchange({
      customer_id: ann,
      transaction_date: '2031-06-14',
      pairs: [pair('EUR', 'CAD', '50')],
    });

    let d = await dashboard();
    expect(d).toMatchObject({
      total_customers: 2,
      total_transactions: 4,
      total_volume: '513.50',
      // Booked at the database's time, not on the app clock's day: the test below counts today.
      today: { date: '2031-06-15', transactions: 0, volume: '0.00' },
      pickups_waiting: 2,
    });
    expect(d.recent_transactions).toHaveLength(4);
    expect(d.recent_transactions[0]).toMatchObject({
      reference_number: yesterday.reference_number,
      customer_name: 'Ann Dash',
      from_currency_code: 'EUR',
      to_currency_code: 'CAD',
      from_amount: '50',
      to_amount: '73',
    });

    // A collected pickup no longer waits; a cancelled transaction still counts but adds no volume.
    const [firstPair] = onBehalf.transactions;
    await sql(`update transactions set claimed_at = now() where id = '${firstPair?.id}'`);
    // No booking is ever cancelled by the app; a database owner could.
    await withBookedFactsGuardLifted({ execute: sql }, () =>
      sql(
        `update transactions set status = 'cancelled'
         where reference_number = '${yesterday.reference_number}'`,
      ),
    );
    d = await dashboard();
    expect(d).toMatchObject({
      total_transactions: 4,
      total_volume: '440.50',
      pickups_waiting: 1,
    });

    // Two more exchanges: the list keeps the 5 latest, newest first.
    const later = [];
    for (const amount of ['1', '2']) {
      later.push(await exchange({ customer_id: bob, pairs: [pair('USD', 'CAD', amount)] }));
    }
    d = await dashboard();
    expect(d.total_transactions).toBe(6);
    expect(d.total_volume).toBe('444.55');
    expect(d.recent_transactions).toHaveLength(5);
    expect(d.recent_transactions.slice(0, 2).map((tx) => tx.reference_number)).toEqual(
      later.reverse().map((ex) => ex.reference_number),
    );
  });
  it("counts today what was booked on the bureau's day, as the chart does, whatever its date (issue 47)", async () => {
    const cam = await customer('Cam');
    // Dated yesterday, booked today: USD 100 x 1.35 = CAD 135.00.
    const backdated = await exchange({
      customer_id: cam,
      transaction_date: '2031-06-14',
      pairs: [pair('USD', 'CAD', '100')],
    });
    // Booked at the app's clock (the database stamps created_at with its own time).
    await withBookedFactsGuardLifted({ execute: sql }, () =>
      sql(
        `update transactions set created_at = '2031-06-15T16:00:00Z'
         where reference_number = '${backdated.reference_number}'`,
      ),
    );
    const d = await dashboard();
    expect(d.today).toEqual({ date: '2031-06-15', transactions: 1, volume: '135.00' });
    const chart = await call(
      'GET',
      '/api/reports/profit?group=day&period=custom&from=2031-06-14&to=2031-06-15',
    );
    expect(chart.statusCode, chart.body).toBe(200);
    const days = chart.json<{
      rows: { key: string; transactions: number; volume_cad: string }[];
    }>();
    expect(days.rows).toEqual([
      expect.objectContaining({ key: '2031-06-14', transactions: 0 }),
      expect.objectContaining({ key: '2031-06-15', transactions: 1, volume_cad: '135' }),
    ]);
  });
});
