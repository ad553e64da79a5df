import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Movement } from '@domain/contracts/accounts';
import { Dec, toDecimalString } from '@domain/money';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

// Lost updates only show with real concurrent connections, so the proof is the PostgreSQL run
// (TEST_DATABASE_URL); PGlite has one connection and queues the same 50 requests.
describe('ledger under concurrency', () => {
  let t: TestApp;
  let session: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.signUp()).headers;
  });
  afterAll(() => t.close());

  it('50 concurrent +1/-1 adjustments leave the exact balance, equal to the sum of movements', async () => {
    const accounts = (await t.as(session, { method: 'GET', url: '/api/accounts' })).json<{
      rows: Account[];
    }>().rows;
    const usd = accounts.find((a) => a.currency.code === 'USD');
    if (!usd) throw new Error('no USD account');

    // 30 increases and 20 decreases of 1, all at once.
    const directions = Array.from({ length: 50 }, (_, i) => (i < 30 ? 'increase' : 'decrease'));
    const responses = await Promise.all(
      directions.map((direction) =>
        t.as(session, {
          method: 'POST',
          url: `/api/accounts/${usd.id}/adjustments`,
          payload: { direction, amount: '1' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(directions.map(() => 201));

    const [row] = await queryRows<{ balance: string; total: string; n: number }>(
      t.database.db,
      `select a.balance::text as balance, sum(m.amount)::text as total, count(m.id)::int as n
       from account_balances a join account_movements m on m.account_id = a.account_id
       where a.account_id = '${usd.id}' group by a.balance`,
    );
    expect(toDecimalString(row?.balance ?? 'missing')).toBe('10');
    expect(row?.total).toBe(row?.balance);
    expect(row?.n).toBe(50);
    // Every movement saw a distinct balance: the locks serialised them.
    const afters = await queryRows<{ distinct_afters: number }>(
      t.database.db,
      `select count(distinct balance_after)::int as distinct_afters from account_movements
       where account_id = '${usd.id}'`,
    );
    expect(afters[0]?.distinct_afters).toBeGreaterThan(1);

    // The history lists them in the order they were applied: each balance_after is the one
    // before it plus its amount, from 0 to the final balance.
    const history = await t.as(session, {
      method: 'GET',
      url: `/api/accounts/${usd.id}/movements?limit=50`,
    });
    const newestFirst = history.json<{ rows: Movement[] }>().rows;
    expect(newestFirst).toHaveLength(50);
    let balance = new Dec(0);
    for (const movement of [...newestFirst].reverse()) {
      balance = balance.plus(movement.amount);
      expect(toDecimalString(movement.balance_after)).toBe(toDecimalString(balance));
    }
    expect(toDecimalString(balance)).toBe('10');
  });
});
