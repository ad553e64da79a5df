import { describe, expect, it } from 'vitest';
import type { ProfitResponse } from '@domain/contracts/reports';
import type { TransactionMargin } from '@domain/contracts/transactions';
import { toDecimalString } from '@domain/money';
import { queryRows } from '../../db/client';
import { exchangeSuite } from '../../test/exchange-suite';

// Cross rates through CAD, the weighted-average cost, realised margins and the profit report
// (docs/decisions/0037).
describe('profit', () => {
  const s = exchangeSuite();
  const pair = async (from: string, to: string, extra: Record<string, unknown>) => {
    const [from_currency_id, to_currency_id] = await s.ids(from, to);
    return { from_currency_id, to_currency_id, ...extra };
  };
  const margin = async (id: string) =>
    (await s.call('GET', `/api/transactions/${id}/margin`)).json<TransactionMargin>();
  const dec = (value: string | null) => (value === null ? null : toDecimalString(value));

  it('prices EUR -> USD through CAD at the product of its legs and says so', async () => {
    const customer_id = await s.customer();
    // Seeded: EUR -> CAD buys at 1.46, CAD -> USD at round(1 / 1.40, 8) = 0.71428571; no
    // EUR/USD rate either way.
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('EUR', 'USD', { amount: 100 })],
    });
    expect(res.statusCode).toBe(201);
    const [tx] = s.booked(res).transactions;
    // 1.46 x 0.71428571 = 1.0428571366; 100 EUR -> 104.28571366 USD, to the cent.
    expect(tx).toMatchObject({
      rate_used: '1.0428571366',
      rate_source: 'cross',
      to_amount: '104.29',
      base_value: '146',
    });
    const detail = await s.call('GET', `/api/transactions/${tx?.id}`);
    expect(detail.json()).toMatchObject({ rate_source: 'cross' });
    await s.expectLedgerBalanced();
  });

  it('costs units added by an adjustment at the CAD cost given, else at the average', async () => {
    await s.newCurrency('ZVA');
    const customer_id = await s.customer();
    const accounts = (await s.call('GET', '/api/accounts')).json<{
      rows: { id: string; currency: { code: string } }[];
    }>().rows;
    const account = accounts.find((a) => a.currency.code === 'ZVA');
    const adjust = (body: Record<string, unknown>) =>
      s.call('POST', `/api/accounts/${account?.id}/adjustments`, body);
    // 100 bought from the bank for 120 CAD (1.20 each), then 100 found at the average: 200
    // units costing 240. Selling 80 for 128 CAD realises 128 - 80 x 1.20 = 32.
    const bought = await adjust({ direction: 'increase', amount: '100', cost_cad: '120' });
    expect(bought.statusCode, bought.body).toBe(201);
    expect((await adjust({ direction: 'increase', amount: '100' })).statusCode).toBe(201);
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('CAD', 'ZVA', { receives: '80', custom_rate: '0.625' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [tx] = s.booked(res).transactions;
    const m = await margin(tx?.id ?? '');
    const leg = m.legs.find((l) => l.currency_code === 'ZVA');
    expect([dec(leg?.avg_cost_after ?? null), dec(m.realised_margin)]).toEqual(['1.2', '32']);
    await s.expectLedgerBalanced();
  });

  it('keeps the average cost and realised margin of a sequence of trades, through zero', async () => {
    await s.newCurrency('ZPF');
    await s.rate('ZPF', 'CAD', '1.3');
    const customer_id = await s.customer();
    const trade = async (from: string, to: string, extra: Record<string, unknown>) => {
      const res = await s.exchange({ customer_id, pairs: [await pair(from, to, extra)] });
      expect(res.statusCode, res.body).toBe(201);
      const [tx] = s.booked(res).transactions;
      if (!tx) throw new Error('no transaction');
      return tx.id;
    };
    // Hand-computed (units, CAD): balance, pool, average cost after; realised margin.
    //  1. buy 100 at 1.30 (130 CAD):          100,  130, 1.30; 0
    //  2. buy 100 at 1.20 (120 CAD):          200,  250, 1.25; 0
    //  3. sell 80 at 1.60 (128 CAD):          120,  150, 1.25; 128 - 80 x 1.25 = 28
    //  4. sell 200 at 1.60 (320 CAD): closes 120 at 1.25 (150) and opens -80 at the sale's
    //     rate:                                -80, -128, 1.60; 120 x 1.60 - 150 = 42
    //  5. buy 100 at 1.50 (150 CAD): closes -80 at 1.60 (128), opens 20 at 1.50 (30):
    //                                           20,   30, 1.50; 80 x (1.60 - 1.50) = 8
    const ids = [
      await trade('ZPF', 'CAD', { amount: '100', custom_rate: '1.3' }),
      await trade('ZPF', 'CAD', { amount: '100', custom_rate: '1.2' }),
      await trade('CAD', 'ZPF', { receives: '80', custom_rate: '0.625' }),
      await trade('CAD', 'ZPF', { receives: '200', custom_rate: '0.625' }),
      await trade('ZPF', 'CAD', { amount: '100', custom_rate: '1.5' }),
    ];
    const table = [];
    for (const id of ids) {
      const m = await margin(id);
      const leg = m.legs.find((l) => l.currency_code === 'ZPF');
      table.push([dec(leg?.avg_cost_after ?? null), dec(m.realised_margin)]);
    }
    expect(table).toEqual([
      ['1.3', '0'],
      ['1.25', '0'],
      ['1.25', '28'],
      ['1.6', '42'],
      ['1.5', '8'],
    ]);
    const [account] = await queryRows<{ balance: string; pool: string }>(
      s.t.database.db,
      `select a.balance::text as balance, a.cost_pool_cad::text as pool
       from account_balances a
       join currencies c on c.id = a.currency_id where c.code = 'ZPF'`,
    );
    expect([dec(account?.balance ?? null), dec(account?.pool ?? null)]).toEqual(['20', '30']);
    // CAD's own legs cost 1 a unit and realise nothing.
    const cadLeg = (await margin(ids[2] ?? '')).legs.find((l) => l.currency_code === 'CAD');
    expect([dec(cadLeg?.avg_cost_after ?? null), dec(cadLeg?.realised_cad ?? null)]).toEqual([
      '1',
      '0',
    ]);
    await s.expectLedgerBalanced();
  });

  it('spreads a pair against the reference mid at booking', async () => {
    const [usd] = await queryRows<{ value: string }>(
      s.t.database.db,
      `insert into reference_rates (source, series, currency_code, observed_on, value, fetched_at)
       values ('boc-valet', 'FXUSDCAD', 'USD', '2020-01-02', 1.38, now()) returning value::text`,
    );
    expect(usd?.value).toBe('1.38');
    const customer_id = await s.customer();
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('USD', 'CAD', { amount: 100 })],
    });
    const [tx] = s.booked(res).transactions;
    // 100 USD at the mid is 138 CAD; the bureau paid 135.
    expect(dec((await margin(tx?.id ?? '')).reference_spread)).toBe('3');
  });

  it('shows a margin to managers only', async () => {
    const customer_id = await s.customer();
    const res = await s.exchange({ customer_id, pairs: [await pair('USD', 'CAD', { amount: 5 })] });
    const [tx] = s.booked(res).transactions;
    const teller = await s.t.signUp(`margin-teller-${Date.now()}@bureau.test`);
    const url = `/api/transactions/${tx?.id}/margin`;
    const refused = await s.t.as(teller.headers, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
  });

  it("adds a day's profit up from its transactions' margins, by every grouping", async () => {
    const [row] = await queryRows<{ day: string; margins: string; n: number | string }>(
      s.t.database.db,
      `select to_char(max(transaction_date), 'YYYY-MM-DD') as day,
         coalesce(sum(transaction_realised_margin(id)), 0)::text as margins, count(*) as n
       from transactions where transaction_date = (select max(transaction_date) from transactions)
         and status <> 'cancelled'`,
    );
    const day = row?.day ?? '';
    expect(Number(row?.n)).toBeGreaterThan(0);
    for (const group of ['day', 'currency', 'teller', 'branch']) {
      const res = await s.call(
        'GET',
        `/api/reports/profit?group=${group}&period=custom&from=${day}&to=${day}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json<ProfitResponse>();
      expect(dec(report.totals.margin_cad)).toBe(dec(row?.margins ?? null));
      expect(report.totals.transactions).toBe(Number(row?.n));
    }
    const byDay = (
      await s.call('GET', `/api/reports/profit?group=day&period=custom&from=${day}&to=${day}`)
    ).json<ProfitResponse>();
    expect(byDay.rows.map((r) => [r.key, dec(r.margin_cad)])).toEqual([
      [day, dec(row?.margins ?? null)],
    ]);
    const csv = await s.call(
      'GET',
      `/api/reports/profit.csv?group=branch&period=custom&from=${day}&to=${day}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      'group,key,label,transactions,volume_cad,margin_cad,spread_cad',
    );
    expect(csv.body).toContain('Main');
  });

  it("names the teller who booked, with their transactions' margins", async () => {
    const [row] = await queryRows<{
      day: string;
      margins: string;
      n: number | string;
      name: string;
    }>(
      s.t.database.db,
      `select to_char(t.transaction_date, 'YYYY-MM-DD') as day, u.name,
         sum(transaction_realised_margin(t.id))::text as margins, count(*) as n
       from transactions t join auth_users u on u.id = t.created_by
       where t.status <> 'cancelled'
       group by 1, 2 order by 1 desc limit 1`,
    );
    expect(row).toBeDefined();
    const url = `/api/reports/profit?group=teller&period=custom&from=${row?.day}&to=${row?.day}`;
    const report = (await s.call('GET', url)).json<ProfitResponse>();
    const teller = report.rows.find((r) => r.label === row?.name);
    expect(teller?.transactions).toBe(Number(row?.n));
    expect(dec(teller?.margin_cad ?? null)).toBe(dec(row?.margins ?? null));
  });
});
