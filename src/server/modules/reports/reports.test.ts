import { describe, expect, it } from 'vitest';
import { localDateOf } from '@domain/business-day';
import type { Account } from '@domain/contracts/accounts';
import type { CurrencyPerformanceRow } from '@domain/contracts/reports';
import { MAIN_VAULT_ID } from '../../db/schema';
import { withBookedFactsGuardLifted } from '../../test/booked-facts';
import { byCode, reportsHarness, TORONTO } from '../../test/reports-harness';

describe('reports', () => {
  const { app, ids, refs, call, sql, performance, position, exchange } = reportsHarness();

  it('answers 401 without a session', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/reports/currency-performance' });
    expect(res.statusCode).toBe(401);
  });

  it('has nothing to show on a fresh database', async () => {
    expect(await performance()).toEqual({
      rows: [],
      total: 0,
      period: { period: 'all', time_zone: TORONTO, from: null, to: null, start: null, end: null },
    });
  });

  it.each([
    ['?period=yesterday', 'period must be one of all, today, week, month, custom'],
    ['?period=custom&to=2031-06-15', 'from is required for a custom period'],
    ['?period=custom&from=2031-06-15', 'to is required for a custom period'],
    ['?period=custom&from=2031-06-15&to=2031-06-14', 'to must not be before from'],
    ['?period=custom&from=2031-02-30&to=2031-03-01', 'from must be a date written YYYY-MM-DD'],
    ['?period=today&from=2031-06-15', 'from and to are given only with period=custom'],
    ['?limit=0', 'limit must be at least 1'],
    ['?offset=-1', 'offset must be 0 or more'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await call('GET', `/api/reports/currency-performance${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a daily position without a real date', async () => {
    for (const query of ['', '?date=2031-13-01', '?date=today']) {
      const res = await call('GET', `/api/reports/daily-position${query}`);
      expect(res.statusCode, query).toBe(400);
      const csv = await call('GET', `/api/reports/daily-position.csv${query}`);
      expect(csv.statusCode, query).toBe(400);
    }
  });

  it('sums each currency over all time, with currencies that did not trade, by tier then count', async () => {
    refs.a = await exchange('USD', 'CAD', '100', '1.30'); // CAD 130
    refs.b = await exchange('USD', 'CAD', '50', '1.40'); // CAD 70
    refs.c = await exchange('CAD', 'EUR', '150', '0.5'); // EUR 75, worth CAD 150

    const first = await performance('?limit=6');
    expect(first.total).toBe(10);
    expect(first.rows.map((r) => r.code)).toEqual(['CAD', 'USD', 'EUR', 'GBP', 'AUD', 'CHF']);
    const usd = byCode(first.rows, 'USD');
    expect(usd).toMatchObject({
      name: 'US Dollar',
      tier: 1,
      transaction_count: 2,
      volume_in: '0',
      volume_out: '150',
      net_volume: '-150',
      volume_cad: '200',
      // CAD 200 for 150; mid of 1.35 and 1.40; the 150 handed over are worth 150 × 1.35 =
      // CAD 202.50 at today's buying rate: (202.50 − 200) / 200 × 100.
      average_rate: '1.333333333333333333',
      current_rate: '1.375',
      change_percent: '1.25',
    } satisfies Partial<CurrencyPerformanceRow>);
    expect(byCode(first.rows, 'CAD')).toMatchObject({
      transaction_count: 3,
      volume_in: '200',
      volume_out: '150',
      net_volume: '50',
      volume_cad: '350',
      // One CAD per CAD; CAD has no rate against itself.
      average_rate: '1',
      current_rate: null,
      change_percent: null,
    });
    expect(byCode(first.rows, 'EUR')).toMatchObject({
      transaction_count: 1,
      volume_in: '75',
      volume_out: '0',
      net_volume: '75',
      // CAD 150 for 75; today 75 cost 75 / 0.65789474 (CAD -> EUR, 1 / 1.52 to 8 places).
      average_rate: '2',
      current_rate: '1.49',
      change_percent: '-24.000000364799998249',
    });
    expect(byCode(first.rows, 'GBP')).toMatchObject({
      transaction_count: 0,
      volume_in: '0',
      volume_out: '0',
      net_volume: '0',
      volume_cad: '0',
      average_rate: null,
      current_rate: '1.735',
      change_percent: null,
    });

    const second = await performance('?limit=6&offset=6');
    expect(second.rows.map((r) => r.code)).toEqual(['CNY', 'JPY', 'INR', 'MXN']);
    expect((await performance('?offset=20')).rows).toEqual([]);
    expect((await performance('?offset=20')).total).toBe(10);
  });

  it('lists an inactive currency only while it has transactions in the period', async () => {
    for (const code of ['EUR', 'MXN']) {
      const res = await call('PUT', `/api/currencies/${ids[code]}`, { is_active: false });
      expect(res.statusCode, res.body).toBe(200);
    }
    const report = await performance('?limit=100');
    expect(report.total).toBe(9);
    expect(report.rows.map((r) => r.code)).toContain('EUR');
    expect(report.rows.map((r) => r.code)).not.toContain('MXN');
    for (const code of ['EUR', 'MXN'])
      await call('PUT', `/api/currencies/${ids[code]}`, { is_active: true });
  });

  it("closes today's position from the ledger at each account's balance", async () => {
    const accounts = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>().rows;
    const usdAccount = accounts.find((a) => a.currency.code === 'USD');
    const adjust = await call('POST', `/api/accounts/${usdAccount?.id}/adjustments`, {
      direction: 'increase',
      amount: '1000',
    });
    expect(adjust.statusCode, adjust.body).toBe(201);
    // The exchanges and the adjustment were booked just now, on the bureau's real today.
    const today = localDateOf(new Date(), TORONTO);
    const day = await position(today);
    expect(byCode(day.rows, 'USD')).toMatchObject({
      opening: '0',
      bought: '150',
      sold: '0',
      adjustments: '1000',
      reversals: '0',
      closing: '1150',
      transaction_count: 2,
      bought_cad: '200',
      sold_cad: '0',
    });
    expect(byCode(day.rows, 'CAD')).toMatchObject({
      opening: '0',
      bought: '150',
      sold: '200',
      closing: '-50',
      bought_cad: '150',
      sold_cad: '200',
    });
    expect(byCode(day.rows, 'EUR')).toMatchObject({ sold: '75', closing: '-75', sold_cad: '150' });
    expect(day.totals).toEqual({
      transactions: 3,
      bought_cad: '350',
      sold_cad: '350',
      volume_cad: '350',
    });
    const balances = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>().rows;
    for (const account of balances) {
      const row = byCode(day.rows, account.currency.code);
      expect(Number(row.closing) - Number(account.balance), account.currency.code).toBe(0);
      expect(row.closing).toBe(String(Number(account.balance)));
    }
  });

  it('counts a transaction booked exactly at local midnight in the day it starts', async () => {
    // A at 00:00:00 on June 15 in Toronto (EDT), B one microsecond before, on June 14.
    await withBookedFactsGuardLifted({ execute: sql }, async () => {
      await sql(
        `update transactions set created_at = '2031-06-15T04:00:00Z' where id = '${refs.a}'`,
      );
      await sql(
        `update transactions set created_at = '2031-06-15T03:59:59.999999Z' where id = '${refs.b}'`,
      );
    });
    const today = await performance('?period=today');
    expect(today.period).toEqual({
      period: 'today',
      time_zone: TORONTO,
      from: '2031-06-15',
      to: '2031-06-15',
      start: '2031-06-15T04:00:00.000Z',
      end: '2031-06-16T04:00:00.000Z',
    });
    expect(byCode(today.rows, 'USD')).toMatchObject({ transaction_count: 1, volume_out: '100' });
    const yesterday = await performance('?period=custom&from=2031-06-14&to=2031-06-14');
    expect(byCode(yesterday.rows, 'USD')).toMatchObject({ transaction_count: 1, volume_out: '50' });
    const week = await performance('?period=week');
    expect(week.period).toMatchObject({ from: '2031-06-09', to: '2031-06-15' });
    expect(byCode(week.rows, 'USD')).toMatchObject({ transaction_count: 2, volume_out: '150' });
  });

  it('shows nothing for a period without transactions', async () => {
    expect(await performance('?period=custom&from=2031-07-01&to=2031-07-31')).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it('splits ledger movements at local midnight, across the fall-back day too', async () => {
    const coin = await call('POST', '/api/currencies', {
      code: 'MDN',
      name: 'Midnight Mark',
      symbol: 'M',
      tier: 3,
    });
    expect(coin.statusCode, coin.body).toBe(201);
    const accounts = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>().rows;
    const account = accounts.find((a) => a.currency.code === 'MDN');
    const moves: [string, string, string, string][] = [
      // [created_at, amount, balance_after, reason]
      ['2031-06-15T03:59:59.999999Z', '10', '10', 'adjustment'],
      ['2031-06-15T04:00:00Z', '5', '15', 'adjustment'],
      ['2031-06-16T03:59:59.999999Z', '-3', '12', 'exchange'],
      ['2031-06-16T04:00:00Z', '3', '15', 'reversal'],
      // November 2 lasts 25 hours: 23:30 EST that evening is 04:30 UTC on the 3rd.
      ['2031-11-03T04:30:00Z', '7', '22', 'exchange'],
      ['2031-11-03T05:00:00Z', '1', '23', 'adjustment'],
    ];
    // As every booking does, each movement carries the balances after it (docs/decisions/0007,
    // 0041): the account's and, all at the vault, the vault's.
    for (const [at, amount, after, reason] of moves)
      await sql(`insert into account_movements
                   (account_id, amount, balance_after, reason, created_at, location_id,
                    location_balance_after)
                 values ('${account?.id}', ${amount}, ${after}, '${reason}', '${at}',
                   '${MAIN_VAULT_ID}', ${after})`);

    const mdn = async (date: string) => byCode((await position(date)).rows, 'MDN');
    expect(await mdn('2031-06-14')).toMatchObject({
      opening: '0',
      adjustments: '10',
      closing: '10',
    });
    expect(await mdn('2031-06-15')).toMatchObject({
      opening: '10',
      adjustments: '5',
      sold: '3',
      closing: '12',
    });
    expect(await mdn('2031-06-16')).toMatchObject({ opening: '12', reversals: '3', closing: '15' });
    const fallBack = await position('2031-11-02');
    expect(fallBack).toMatchObject({
      start: '2031-11-02T04:00:00.000Z',
      end: '2031-11-03T05:00:00.000Z',
    });
    expect(byCode(fallBack.rows, 'MDN')).toMatchObject({
      opening: '15',
      bought: '7',
      closing: '22',
    });
    expect(await mdn('2031-11-03')).toMatchObject({
      opening: '22',
      adjustments: '1',
      closing: '23',
    });
  });

  it('exports the daily position as CSV with the CAD totals, names guarded against formulas', async () => {
    const evil = await call('POST', '/api/currencies', {
      code: 'EVL',
      name: '=HYPERLINK("x")',
      symbol: 'E',
    });
    expect(evil.statusCode, evil.body).toBe(201);
    const res = await call('GET', '/api/reports/daily-position.csv?date=2031-06-15');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="daily-position-2031-06-15.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'date,currency,name,opening,bought,sold,adjustments,reversals,transfers,over_short,closing,' +
        'transactions,bought_cad,sold_cad',
    );
    expect(lines).toContain('2031-06-15,MDN,Midnight Mark,10,0,3,5,0,0,0,12,0,0,0');
    expect(lines).toContain(`2031-06-15,EVL,"'=HYPERLINK(""x"")",0,0,0,0,0,0,0,0,0,0,0`);
    expect(lines.at(-2)).toMatch(/^2031-06-15,TOTAL \(CAD\),+\d+,[\d.]+,[\d.]+$/);
    expect(lines.at(-1)).toBe('');
  });
});
