import { expect } from 'vitest';
import type { Account, Movement } from '@domain/contracts/accounts';
import type { ZReport, ZReportCurrencyLine } from '@domain/contracts/business-day';
import type { Currency } from '@domain/contracts/currencies';
import { queryRows } from '../db/client';
import { MAIN_BRANCH_ID, MAIN_TILL_ID, MAIN_VAULT_ID } from '../db/schema';
import { bureauDate } from '../modules/settings';
import { createTestApp, type TestApp } from './test-app';
import {
  bookOverShort,
  carryCash,
  closeSessionRow,
  insertCount,
  insertSession,
  insertTill,
} from './till-rows';

// Test support: a day of the Main branch on the real clock (the ledger stamps movements with
// the database's time), told in steps that business-day.test.ts checks one at a time, and that
// the closed day's tests (business-day-closed.test.ts, z-report.test.ts) run in a row: two
// tills opened (Counter 1 with a 10.00 USD variance), exchanges in cash and by card,
// transfers, the tills closed (a 5.00 CAD shortage at Counter 1), then the day.

type Headers = { authorization: string };
type Member = { headers: Headers; userId: string };
type Pair = [from: string, to: string, amount: string, rate: string];

export type BusinessDayFixture = Awaited<ReturnType<typeof businessDayFixture>>;

export async function businessDayFixture() {
  const t: TestApp = await createTestApp();
  const owner: Member = await t.signUp();
  const manager: Member = await t.signUp(undefined, { role: 'manager' });
  const teller: Member = await t.signUp(undefined, { role: 'teller' });
  const db = () => t.database.db;
  const today = await bureauDate(db(), new Date());
  const ids: Record<string, string> = {};
  const account: Record<string, string> = {};
  const sessions: Record<string, string> = {};

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
  const exchange = (who: Headers, pair: Pair, paymentMethod: 'cash' | 'card' = 'cash') =>
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
  const carry = (code: string, from: string, to: string, amount: string) =>
    carryCash(
      db(),
      { accountId: account[code] ?? '', currencyId: ids[code] ?? '', from, to, amount },
      today,
    );

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
      email: `dee@day.test`,
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
      id_number: `P-${Date.now()}`,
      id_type: 'Passport',
      expiry_date: '2099-01-01',
      issuing_country: 'CA',
      verified: true,
    },
  });
  expect(card.statusCode, card.body).toBe(201);
  const till2 = await insertTill(db(), 'Counter 2');

  /** A float in the vault, then both tills opened and given cash (Counter 1 finds 10 USD). */
  async function openTheDay() {
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
    await carry('CAD', MAIN_VAULT_ID, MAIN_TILL_ID, '500');
    await carry('USD', MAIN_VAULT_ID, MAIN_TILL_ID, '300');
    await carry('CAD', MAIN_VAULT_ID, till2, '400');
  }

  /**
   * Counter 1: a customer sells 100 USD for 130 CAD in cash; another pays 150 CAD by card for
   * 105 USD. Counter 2: 100 EUR bought for 150 CAD. Then 50 CAD carried from Counter 1 to 2.
   */
  async function bookTheDay() {
    for (const [who, pair, method] of [
      [owner.headers, ['USD', 'CAD', '100', '1.30'], 'cash'],
      [owner.headers, ['CAD', 'USD', '150', '0.70'], 'card'],
      [manager.headers, ['EUR', 'CAD', '100', '1.50'], 'cash'],
    ] as const) {
      const res = await exchange(who, [...pair], method);
      expect(res.statusCode, res.body).toBe(201);
    }
    await carry('CAD', MAIN_TILL_ID, till2, '50');
  }

  /** Both tills counted and closed: Counter 1 is 5.00 CAD short (after a superseded count). */
  async function closeTheTills() {
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
  }

  return {
    t,
    db,
    owner,
    manager,
    teller,
    today,
    till2,
    ids,
    account,
    sessions,
    count,
    get,
    closeDay,
    exchange,
    zReport,
    lineOf,
    openTheDay,
    bookTheDay,
    closeTheTills,
  };
}

/** The same day run to its close: the tills opened, the exchanges booked, the tills and the day closed. */
export async function closedBusinessDayFixture(): Promise<BusinessDayFixture> {
  const f = await businessDayFixture();
  await f.openTheDay();
  await f.bookTheDay();
  await f.closeTheTills();
  const closed = await f.closeDay(f.manager.headers);
  expect(closed.statusCode, closed.body).toBe(200);
  return f;
}
