import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Movement } from '@domain/contracts/accounts';
import type { DailyPosition } from '@domain/contracts/reports';
import { Dec } from '@domain/money';
import { MAIN_BRANCH_ID, MAIN_CARD_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from '../../db/schema';
import { closedBusinessDayFixture, type BusinessDayFixture } from '../../test/business-day-fixture';
import { insertSession } from '../../test/till-rows';

// The same day as business-day.test.ts (business-day-fixture.ts), run to its close: what a
// closed day refuses, the balances by location and the daily position. Its Z report is
// z-report.test.ts.
describe('a closed business day', () => {
  let f: BusinessDayFixture;
  beforeAll(async () => {
    f = await closedBusinessDayFixture();
  });
  afterAll(() => f.t.close());

  it('refuses exchanges, adjustments, transfers and openings on the closed day, writing nothing', async () => {
    await insertSession(f.db(), { tillId: MAIN_TILL_ID, tellerId: f.owner.userId, date: f.today });
    const movements = await f.count('select count(*) from account_movements');
    const transactions = await f.count('select count(*) from transactions');
    const res = await f.exchange(f.owner.headers, ['USD', 'CAD', '10', '1.30']);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'day_closed' });
    for (const [method, url, payload] of [
      [
        'POST',
        `/api/accounts/${f.account.CAD}/adjustments`,
        { direction: 'increase', amount: '1' },
      ],
      ['PUT', `/api/accounts/${f.account.CAD}`, { balance: '99999' }],
    ] as const) {
      const refused = await f.t.as(f.owner.headers, { method, url, payload });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'day_closed' });
    }
    const transfer = await f.t.as(f.owner.headers, {
      method: 'POST',
      url: '/api/cash-transfers',
      payload: {
        from_location_id: MAIN_VAULT_ID,
        to_location_id: MAIN_TILL_ID,
        currency_id: f.ids.CAD,
        amount: '10',
      },
    });
    expect(transfer.statusCode, transfer.body).toBe(409);
    expect(transfer.json()).toMatchObject({ code: 'day_closed' });
    const sessionsBefore = await f.count('select count(*) from till_sessions');
    const open = await f.t.as(f.teller.headers, {
      method: 'POST',
      url: `/api/tills/${f.till2}/open`,
      payload: { counts: [] },
    });
    expect(open.statusCode, open.body).toBe(409);
    expect(open.json()).toMatchObject({ code: 'day_closed' });
    expect(await f.count('select count(*) from till_sessions')).toBe(sessionsBefore);
    expect(await f.count('select count(*) from cash_transfers')).toBe(4);
    expect(await f.count('select count(*) from account_movements')).toBe(movements);
    expect(await f.count('select count(*) from transactions')).toBe(transactions);
  });

  it("splits every account's balance by location for a manager, the parts summing to the balance", async () => {
    // A teller sees the totals only (blind close).
    const seen = await f.get<{ rows: Account[] }>(f.teller.headers, '/api/accounts');
    expect(seen.rows.every((a) => a.locations.length === 0)).toBe(true);
    const { rows } = await f.get<{ rows: Account[] }>(f.manager.headers, '/api/accounts');
    for (const a of rows) {
      const parts = a.locations.reduce((acc, l) => acc.add(l.balance), new Dec(0));
      expect(parts.eq(a.balance), a.currency.code).toBe(true);
    }
    const cad = rows.find((a) => a.currency.code === 'CAD');
    expect(cad?.locations).toEqual([
      {
        location_id: MAIN_VAULT_ID,
        name: 'Vault',
        kind: 'vault',
        branch_id: MAIN_BRANCH_ID,
        balance: '1100',
      },
      {
        location_id: MAIN_TILL_ID,
        name: 'Counter 1',
        kind: 'till',
        branch_id: MAIN_BRANCH_ID,
        balance: '315',
      },
      {
        location_id: f.till2,
        name: 'Counter 2',
        kind: 'till',
        branch_id: MAIN_BRANCH_ID,
        balance: '300',
      },
      {
        location_id: MAIN_CARD_ID,
        name: 'Card settlement',
        kind: 'card',
        branch_id: MAIN_BRANCH_ID,
        balance: '150',
      },
    ]);
    const movements = await f.get<{ rows: Movement[] }>(
      f.teller.headers,
      `/api/accounts/${cad?.id}/movements?limit=50`,
    );
    expect(movements.rows[0]?.location).toEqual({
      id: MAIN_TILL_ID,
      name: 'Counter 1',
      kind: 'till',
    });
  });

  it("gives the daily position of a branch's locations and refuses an unknown place", async () => {
    const all = await f.get<DailyPosition>(
      f.owner.headers,
      `/api/reports/daily-position?date=${f.today}`,
    );
    const branch = await f.get<DailyPosition>(
      f.owner.headers,
      `/api/reports/daily-position?date=${f.today}&branch_id=${MAIN_BRANCH_ID}`,
    );
    expect(branch).toMatchObject({ branch_id: MAIN_BRANCH_ID, location_id: null });
    // Every location is the Main branch's: the same closing and CAD values as the whole
    // bureau's (the branch's read from its daily totals, as the profit report by branch).
    const figures = (r: DailyPosition['rows'][number]) =>
      [r.code, r.closing, r.transaction_count, r.bought_cad, r.sold_cad] as const;
    expect(branch.rows.map(figures)).toEqual(all.rows.map(figures));
    expect(branch.totals).toEqual(all.totals);
    expect(all.totals.transactions).toBeGreaterThan(0);
    const cadAll = all.rows.find((r) => r.code === 'CAD');
    expect(cadAll).toMatchObject({ transfers: '0', over_short: '-5', closing: '1865' });
    const vault = await f.get<DailyPosition>(
      f.owner.headers,
      `/api/reports/daily-position?date=${f.today}&location_id=${MAIN_VAULT_ID}`,
    );
    expect(vault.rows.find((r) => r.code === 'CAD')).toMatchObject({
      opening: '0',
      adjustments: '2000',
      transfers: '-900',
      closing: '1100',
    });
    for (const query of [
      `branch_id=${MAIN_VAULT_ID}`,
      `location_id=${MAIN_BRANCH_ID.replace(/1$/, '9')}`,
    ]) {
      const res = await f.t.as(f.owner.headers, {
        method: 'GET',
        url: `/api/reports/daily-position?date=${f.today}&${query}`,
      });
      expect(res.statusCode, query).toBe(404);
    }
  });

  it('answers 404 for an unknown branch', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    for (const url of [
      `/api/business-days/${unknown}/${f.today}`,
      `/api/business-days/${unknown}/${f.today}/z-report`,
    ]) {
      const res = await f.t.as(f.manager.headers, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const res = await f.t.as(f.manager.headers, {
      method: 'POST',
      url: '/api/business-days/close',
      payload: { branch_id: unknown, date: f.today },
    });
    expect(res.statusCode).toBe(404);
  });
});
