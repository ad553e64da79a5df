import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Movement } from '@domain/contracts/accounts';
import type { BusinessDay, ZReport, ZReportCurrencyLine } from '@domain/contracts/cash';
import type { Currency } from '@domain/contracts/currencies';
import type { Dashboard } from '@domain/contracts/dashboard';
import type { DailyPosition } from '@domain/contracts/reports';
import { Dec } from '@domain/money';
import { queryRows } from '../../db/client';
import { MAIN_BRANCH_ID, MAIN_CARD_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { databaseKinds } from '../../test/test-database';
import {
  bookOverShort,
  carryCash,
  closeSessionRow,
  insertCount,
  insertSession,
  insertTill,
} from '../../test/till-rows';
import { bureauDate } from '../settings';

type Headers = { authorization: string };

// A day of the Main branch end to end on the real clock (the ledger stamps movements with the
// database's time): two tills, exchanges in cash and by card, transfers, an opening variance
// and a 5.00 CAD shortage at the close, the day closed, its Z report against the ledger, and
// what a closed day refuses.
describe.each(databaseKinds)('business day (%s)', (kind) => {
  let t: TestApp;
  let owner: { headers: Headers; userId: string };
  let manager: { headers: Headers; userId: string };
  let teller: { headers: Headers; userId: string };
  let today: string;
  let till2: string;
  const ids: Record<string, string> = {};
  const account: Record<string, string> = {};
  const sessions: Record<string, string> = {};
  const db = () => t.database.db;
  const count = async (query: string) =>
    (await queryRows<{ n: number }>(db(), `select (${query})::int as n`))[0]?.n;
  const get = async <T>(who: Headers, url: string) => {
    const res = await t.as(who, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const closeDay = (who: Headers, date = today) =>
    t.as(who, {
      method: 'POST',
      url: '/api/business-days/close',
      payload: { branch_id: MAIN_BRANCH_ID, date },
    });
  const exchange = async (
    who: Headers,
    pair: [from: string, to: string, amount: string, rate: string],
    paymentMethod: 'cash' | 'card' = 'cash',
  ) =>
    t.as(who, {
      method: 'POST',
      url: '/api/transactions',
      payload: {
        customer_id: ids.customer,
        payment_method: paymentMethod,
        pairs: [
          {
            from_currency_id: ids[pair[0]],
            to_currency_id: ids[pair[1]],
            amount: pair[2],
            custom_rate: pair[3],
          },
        ],
      },
    });
  const zReport = () =>
    get<ZReport>(manager.headers, `/api/business-days/${MAIN_BRANCH_ID}/${today}/z-report`);
  const lineOf = (report: ZReport, tillId: string, code: string): ZReportCurrencyLine => {
    const till = report.tills.find((r) => r.till.id === tillId);
    const found = till?.currencies.find((c) => c.code === code);
    if (!found) throw new Error(`no ${code} line for ${tillId}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signUp();
    manager = await t.signUp(undefined, { role: 'manager' });
    teller = await t.signUp(undefined, { role: 'teller' });
    today = await bureauDate(db(), new Date());
    const currencies = await get<{ rows: Currency[] }>(owner.headers, '/api/currencies');
    for (const c of currencies.rows) ids[c.code] = c.id;
    const accounts = await get<{ rows: Account[] }>(owner.headers, '/api/accounts');
    for (const a of accounts.rows) account[a.currency.code] = a.id;
    const customer = await t.as(owner.headers, {
      method: 'POST',
      url: '/api/customers',
      payload: {
        first_name: 'Dee',
        last_name: 'Close',
        email: `dee-${kind}@day.test`,
        birthday: '1980-04-02',
        address: '1 Front Street, Toronto',
        occupation: 'Engineer',
      },
    });
    ids.customer = customer.json<{ id: string }>().id;
    // A card payment asks for an ID card on file.
    const card = await t.as(owner.headers, {
      method: 'POST',
      url: '/api/id-cards',
      payload: {
        customer_id: ids.customer,
        id_number: `P-${kind}-${Date.now()}`,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
      },
    });
    expect(card.statusCode, card.body).toBe(201);
    till2 = await insertTill(db(), 'Counter 2');
  });
  afterAll(() => t.close());

  it('opens the day: a float in the vault, two tills opened, one with a variance', async () => {
    for (const [code, amount] of [
      ['CAD', '2000'],
      ['USD', '1000'],
    ] as const) {
      const res = await t.as(owner.headers, {
        method: 'POST',
        url: `/api/accounts/${account[code]}/adjustments`,
        payload: { direction: 'increase', amount },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ movement: Movement }>().movement.location).toEqual({
        id: MAIN_VAULT_ID,
        name: 'Vault',
        kind: 'vault',
      });
    }
    const before = await get<Dashboard>(owner.headers, '/api/dashboard');
    expect(before.tills).toEqual({ open: 0, awaiting_signoff: 0, total: 2 });
    expect(before.day).toEqual({ date: today, closed: false });

    sessions.one = await insertSession(db(), {
      tillId: MAIN_TILL_ID,
      tellerId: owner.userId,
      date: today,
    });
    // Counter 1 held nothing, and 10.00 USD are found in it: a variance at opening.
    await insertCount(db(), {
      sessionId: sessions.one,
      kind: 'opening',
      currencyId: ids.USD ?? '',
      total: '10',
      expected: '0',
    });
    await bookOverShort(db(), { accountId: account.USD ?? '', tillId: MAIN_TILL_ID, amount: '10' });
    sessions.two = await insertSession(db(), {
      tillId: till2,
      tellerId: manager.userId,
      date: today,
    });
    const carry = (code: string, from: string, to: string, amount: string) =>
      carryCash(
        db(),
        { accountId: account[code] ?? '', currencyId: ids[code] ?? '', from, to, amount },
        today,
      );
    await carry('CAD', MAIN_VAULT_ID, MAIN_TILL_ID, '500');
    await carry('USD', MAIN_VAULT_ID, MAIN_TILL_ID, '300');
    await carry('CAD', MAIN_VAULT_ID, till2, '400');
    const open = await get<Dashboard>(owner.headers, '/api/dashboard');
    expect(open.tills).toEqual({ open: 2, awaiting_signoff: 0, total: 2 });
  });

  it('books exchanges at the tills and the card settlement', async () => {
    // Counter 1: a customer sells 100 USD for 130 CAD in cash; another pays 150 CAD by card
    // for 105 USD. Counter 2: 100 EUR bought for 150 CAD.
    for (const [who, pair, method] of [
      [owner.headers, ['USD', 'CAD', '100', '1.30'], 'cash'],
      [owner.headers, ['CAD', 'USD', '150', '0.70'], 'card'],
      [manager.headers, ['EUR', 'CAD', '100', '1.50'], 'cash'],
    ] as const) {
      const res = await exchange(who, [...pair], method);
      expect(res.statusCode, res.body).toBe(201);
    }
    await carryCash(
      db(),
      {
        accountId: account.CAD ?? '',
        currencyId: ids.CAD ?? '',
        from: MAIN_TILL_ID,
        to: till2,
        amount: '50',
      },
      today,
    );
    const cad = await get<DailyPosition>(
      owner.headers,
      `/api/reports/daily-position?date=${today}&location_id=${MAIN_CARD_ID}`,
    );
    expect(cad.rows.find((r) => r.code === 'CAD')).toMatchObject({
      opening: '0',
      bought: '150',
      closing: '150',
      bought_cad: '150',
    });
  });

  it('refuses to close the day while a till is open, naming it, and writes nothing', async () => {
    const res = await closeDay(manager.headers);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'session_state' });
    expect(res.json<{ error: string }>().error).toContain('Counter 1 (open)');
    expect(res.json<{ error: string }>().error).toContain('Counter 2 (open)');
    const teller403 = await closeDay(teller.headers);
    expect(teller403.statusCode).toBe(403);
    expect(await count('select count(*) from business_days')).toBe(0);
    expect(await count("select count(*) from audit_log where action = 'close_day'")).toBe(0);
    const day = await get<BusinessDay>(
      teller.headers,
      `/api/business-days/${MAIN_BRANCH_ID}/${today}`,
    );
    expect(day).toEqual({
      branch_id: MAIN_BRANCH_ID,
      business_date: today,
      closed_at: null,
      closed_by: null,
      open_tills: 2,
    });
  });

  it('closes the tills (a 5.00 CAD shortage at Counter 1) and then the day, audited', async () => {
    // Counter 1 should hold 500 − 130 − 50 = 320 CAD and 10 + 300 + 100 − 105 = 305 USD.
    const close = async (session: string, counts: [string, string, string][]) => {
      for (const [code, total, expected] of counts)
        await insertCount(db(), {
          sessionId: session,
          kind: 'closing',
          currencyId: ids[code] ?? '',
          total,
          expected,
        });
      await closeSessionRow(db(), session);
    };
    // A first count, superseded by the recount.
    await insertCount(db(), {
      sessionId: sessions.one ?? '',
      kind: 'closing',
      currencyId: ids.CAD ?? '',
      total: '300',
      expected: '320',
      superseded: true,
    });
    await close(sessions.one ?? '', [
      ['CAD', '315', '320'],
      ['USD', '305', '305'],
    ]);
    await bookOverShort(db(), { accountId: account.CAD ?? '', tillId: MAIN_TILL_ID, amount: '-5' });
    await close(sessions.two ?? '', [
      ['CAD', '300', '300'],
      ['EUR', '100', '100'],
    ]);
    expect(await closeDay(manager.headers, '2999-01-01')).toMatchObject({ statusCode: 400 });

    const res = await closeDay(manager.headers);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json<BusinessDay>();
    expect(day).toMatchObject({
      branch_id: MAIN_BRANCH_ID,
      business_date: today,
      closed_by: { id: manager.userId, name: 'Test Staff' },
      open_tills: 0,
    });
    expect(
      await get<BusinessDay>(teller.headers, `/api/business-days/${MAIN_BRANCH_ID}/${today}`),
    ).toEqual(day);
    const again = await closeDay(manager.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'day_closed' });
    const audit = await queryRows<{ actor_id: string; record_id: string; date: string }>(
      db(),
      sql`select actor_id, record_id, after ->> 'business_date' as date from audit_log
          where action = 'close_day' and record_type = 'business_day'`,
    );
    expect(audit).toEqual([{ actor_id: manager.userId, record_id: MAIN_BRANCH_ID, date: today }]);
    const dashboard = await get<Dashboard>(owner.headers, '/api/dashboard');
    expect(dashboard.tills).toEqual({ open: 0, awaiting_signoff: 0, total: 2 });
    expect(dashboard.day).toEqual({ date: today, closed: true });
  });

  it("answers the Z report per till and currency, equal to the ledger's sums", async () => {
    const report = await zReport();
    expect(report).toMatchObject({
      branch: { id: MAIN_BRANCH_ID, name: 'Main' },
      business_date: today,
      closed_at: expect.any(String),
      closed_by: { id: manager.userId },
    });
    expect(report.tills.map((r) => r.till.name)).toEqual(['Counter 1', 'Counter 2']);
    expect(report.tills[0]?.sessions).toMatchObject([
      { id: sessions.one, teller: { id: owner.userId }, status: 'closed' },
    ]);
    expect(lineOf(report, MAIN_TILL_ID, 'CAD')).toMatchObject({
      opening: '0',
      opening_balance: '0',
      bought: '0',
      sold: '130',
      transfers: '450',
      over_short: '-5',
      expected: '320',
      counted: '315',
      card: '150',
      card_cad: '150',
      cad_value: '-5',
    });
    expect(lineOf(report, MAIN_TILL_ID, 'USD')).toMatchObject({
      opening: '10',
      bought: '100',
      sold: '105',
      transfers: '300',
      over_short: '10',
      expected: '305',
      counted: '305',
      card: '0',
    });
    expect(lineOf(report, till2, 'EUR')).toMatchObject({ bought: '100', counted: '100' });

    // Every line: what the day began with plus what moved is what was counted, and each
    // figure is the ledger's sum of the day's movements at that till.
    const ledger = await queryRows<{
      till: string;
      code: string;
      reason: string;
      sign: number;
      amount: string;
    }>(
      db(),
      sql`select m.location_id as till, c.code, m.reason, sign(m.amount)::int as sign,
                 sum(m.amount)::text as amount
          from account_movements m join accounts a on a.id = m.account_id
          join currencies c on c.id = a.currency_id
          where m.location_id in (${MAIN_TILL_ID}::uuid, ${till2}::uuid)
            and m.created_at >= ${report.start}::timestamptz
            and m.created_at < ${report.end}::timestamptz
          group by 1, 2, 3, 4`,
    );
    const sumOf = (till: string, code: string, reason: string, sign?: number) =>
      ledger
        .filter(
          (l) =>
            l.till === till &&
            l.code === code &&
            l.reason === reason &&
            (sign === undefined || l.sign === sign),
        )
        .reduce((acc, l) => acc.add(l.amount), new Dec(0));
    for (const till of report.tills) {
      for (const l of till.currencies) {
        const id = till.till.id;
        expect(new Dec(l.bought).eq(sumOf(id, l.code, 'exchange', 1)), l.code).toBe(true);
        expect(new Dec(l.sold).eq(sumOf(id, l.code, 'exchange', -1).neg()), l.code).toBe(true);
        expect(new Dec(l.transfers).eq(sumOf(id, l.code, 'transfer')), l.code).toBe(true);
        expect(new Dec(l.over_short).eq(sumOf(id, l.code, 'over_short')), l.code).toBe(true);
        const closing = new Dec(l.opening_balance)
          .add(l.bought)
          .sub(l.sold)
          .add(l.transfers)
          .add(l.over_short);
        expect(closing.eq(l.counted), `${till.till.name} ${l.code}`).toBe(true);
        // The daily position of the till says the same.
        const position = await get<DailyPosition>(
          manager.headers,
          `/api/reports/daily-position?date=${today}&location_id=${id}`,
        );
        expect(position.rows.find((r) => r.code === l.code)).toMatchObject({
          opening: l.opening_balance,
          bought: l.bought,
          sold: l.sold,
          transfers: l.transfers,
          over_short: l.over_short,
          closing: l.counted,
        });
      }
    }
    const cad = report.totals.currencies.find((c) => c.code === 'CAD');
    expect(cad).toMatchObject({ sold: '280', bought: '0', counted: '615', over_short: '-5' });
    expect(cad?.transfers).toBe('900');
    expect(report.totals.card_cad).toBe('150');
    const usdCad = lineOf(report, MAIN_TILL_ID, 'USD').cad_value;
    expect(usdCad).not.toBeNull();
    expect(report.totals.over_short_cad).toBe(new Dec(usdCad ?? '0').sub(5).toString());
  });

  it('exports the Z report as CSV with the same figures', async () => {
    const report = await zReport();
    const res = await t.as(manager.headers, {
      method: 'GET',
      url: `/api/business-days/${MAIN_BRANCH_ID}/${today}/z-report.csv`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'date,branch,till,currency,opening,opening_balance,bought,sold,transfers,over_short,' +
        'expected,counted,card,card_cad,over_short_cad',
    );
    const row = (till: string, l: ZReportCurrencyLine) =>
      [
        today,
        'Main',
        till,
        l.code,
        l.opening,
        l.opening_balance,
        l.bought,
        l.sold,
        l.transfers,
        l.over_short,
        l.expected,
        l.counted,
        l.card,
        l.card_cad,
        l.cad_value ?? '',
      ].join(',');
    const expected = [
      ...report.tills.flatMap((r) => r.currencies.map((l) => row(r.till.name, l))),
      ...report.totals.currencies.map((l) => row('TOTAL', l)),
      `${today},Main,TOTAL (CAD),,,,,,,,,,,${report.totals.card_cad},${report.totals.over_short_cad}`,
    ];
    expect(lines.slice(1, -1)).toEqual(expected);
    expect(lines.at(-1)).toBe('');
    const teller403 = await t.as(teller.headers, {
      method: 'GET',
      url: `/api/business-days/${MAIN_BRANCH_ID}/${today}/z-report.csv`,
    });
    expect(teller403.statusCode).toBe(403);
  });

  it('refuses exchanges, adjustments, transfers and openings on the closed day, writing nothing', async () => {
    await insertSession(db(), { tillId: MAIN_TILL_ID, tellerId: owner.userId, date: today });
    const movements = await count('select count(*) from account_movements');
    const transactions = await count('select count(*) from transactions');
    const res = await exchange(owner.headers, ['USD', 'CAD', '10', '1.30']);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'day_closed' });
    for (const [method, url, payload] of [
      ['POST', `/api/accounts/${account.CAD}/adjustments`, { direction: 'increase', amount: '1' }],
      ['PUT', `/api/accounts/${account.CAD}`, { balance: '99999' }],
    ] as const) {
      const refused = await t.as(owner.headers, { method, url, payload });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'day_closed' });
    }
    const transfer = await t.as(owner.headers, {
      method: 'POST',
      url: '/api/cash-transfers',
      payload: {
        from_location_id: MAIN_VAULT_ID,
        to_location_id: MAIN_TILL_ID,
        currency_id: ids.CAD,
        amount: '10',
      },
    });
    expect(transfer.statusCode, transfer.body).toBe(409);
    expect(transfer.json()).toMatchObject({ code: 'day_closed' });
    const sessionsBefore = await count('select count(*) from till_sessions');
    const open = await t.as(teller.headers, {
      method: 'POST',
      url: `/api/tills/${till2}/open`,
      payload: { counts: [] },
    });
    expect(open.statusCode, open.body).toBe(409);
    expect(open.json()).toMatchObject({ code: 'day_closed' });
    expect(await count('select count(*) from till_sessions')).toBe(sessionsBefore);
    expect(await count('select count(*) from cash_transfers')).toBe(4);
    expect(await count('select count(*) from account_movements')).toBe(movements);
    expect(await count('select count(*) from transactions')).toBe(transactions);
  });

  it("splits every account's balance by location, the parts summing to the balance", async () => {
    const { rows } = await get<{ rows: Account[] }>(teller.headers, '/api/accounts');
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
        location_id: till2,
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
    const movements = await get<{ rows: Movement[] }>(
      teller.headers,
      `/api/accounts/${cad?.id}/movements?limit=50`,
    );
    expect(movements.rows[0]?.location).toEqual({
      id: MAIN_TILL_ID,
      name: 'Counter 1',
      kind: 'till',
    });
  });

  it("gives the daily position of a branch's locations and refuses an unknown place", async () => {
    const all = await get<DailyPosition>(
      owner.headers,
      `/api/reports/daily-position?date=${today}`,
    );
    const branch = await get<DailyPosition>(
      owner.headers,
      `/api/reports/daily-position?date=${today}&branch_id=${MAIN_BRANCH_ID}`,
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
    const vault = await get<DailyPosition>(
      owner.headers,
      `/api/reports/daily-position?date=${today}&location_id=${MAIN_VAULT_ID}`,
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
      const res = await t.as(owner.headers, {
        method: 'GET',
        url: `/api/reports/daily-position?date=${today}&${query}`,
      });
      expect(res.statusCode, query).toBe(404);
    }
  });

  it('answers 404 for an unknown branch', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    for (const url of [
      `/api/business-days/${unknown}/${today}`,
      `/api/business-days/${unknown}/${today}/z-report`,
    ]) {
      const res = await t.as(manager.headers, { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const res = await t.as(manager.headers, {
      method: 'POST',
      url: '/api/business-days/close',
      payload: { branch_id: unknown, date: today },
    });
    expect(res.statusCode).toBe(404);
  });
});
