import { describe, expect, it } from 'vitest';
import type { Account, AdjustmentResult, Movement } from '@domain/contracts/accounts';
import type { Currency } from '@domain/contracts/currencies';
import { queryRows } from '../../db/client';
import { apiSuite } from '../../test/api-suite';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('accounts and ledger API', () => {
  const s = apiSuite();
  const { call } = s;
  const movementCount = () => s.rowCount('account_movements');
  const accountOf = async (code: string) => {
    const rows = (await call('GET', '/api/accounts')).json<{ rows: Account[] }>().rows;
    const account = rows.find((a) => a.currency.code === code);
    if (!account) throw new Error(`no ${code} account`);
    return account;
  };
  const newCurrency = async (code: string, rounding_factor: string) => {
    const res = await call('POST', '/api/currencies', {
      code,
      name: code,
      symbol: '¤',
      rounding_factor,
    });
    return accountOf(res.json<Currency>().code);
  };

  it('lists one account per currency with its currency, by tier', async () => {
    const res = await call('GET', '/api/accounts');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json<{ rows: Account[]; total: number }>();
    expect(total).toBe(10);
    expect(rows[0]?.currency.tier).toBe(1);
    expect(rows.every((a) => a.balance === '0')).toBe(true);
    const fiat = (await call('GET', '/api/accounts?kind=fiat')).json<{ total: number }>();
    expect(fiat.total).toBe(10);
    expect((await call('GET', '/api/accounts?kind=crypto')).json<{ total: number }>().total).toBe(
      0,
    );
  });

  it('adjusts up and down, recording who, why and how much', async () => {
    const account = await newCurrency('AAA', '0.01');
    const up = await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount: '1500.50',
      note: 'Opening float',
    });
    expect(up.statusCode).toBe(201);
    const result = up.json<AdjustmentResult>();
    expect(result.account.balance).toBe('1500.5');
    expect(result.movement).toMatchObject({
      amount: '1500.5',
      balance_after: '1500.5',
      reason: 'adjustment',
      note: 'Opening float',
      user: { id: s.userId, name: 'Test Staff' },
    });

    const down = await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'decrease',
      amount: 2000,
    });
    expect(down.json<AdjustmentResult>().account.balance).toBe('-499.5');
    // The account was last updated when its balance last changed: the newest movement's time.
    const newest = down.json<AdjustmentResult>().movement.created_at;
    expect(down.json<AdjustmentResult>().account.updated_at).toBe(newest);
    expect((await accountOf('AAA')).updated_at).toBe(newest);
    expect(Date.parse(newest)).toBeGreaterThan(Date.parse(account.updated_at));

    const history = await call('GET', `/api/accounts/${account.id}/movements`);
    expect(history.statusCode).toBe(200);
    const { rows, total } = history.json<{ rows: Movement[]; total: number }>();
    expect(total).toBe(2);
    expect(rows.map((m) => m.amount)).toEqual(['-2000', '1500.5']);
    expect(rows[0]?.user?.email).toMatch(/@bureau\.test$/);
    const paged = (
      await call('GET', `/api/accounts/${account.id}/movements?limit=1&offset=1`)
    ).json<{
      rows: Movement[];
    }>();
    expect(paged.rows.map((m) => m.amount)).toEqual(['1500.5']);
  });

  it('rounds to the currency factor and records the change actually applied', async () => {
    const account = await newCurrency('BBB', '0.05');
    const res = await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount: '10.03',
    });
    const { account: after, movement } = res.json<AdjustmentResult>();
    expect(after.balance).toBe('10.05');
    expect(movement.amount).toBe('10.05');
    // Half away from zero, like the domain's roundToFactor.
    const half = await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'decrease',
      amount: '20.125',
    });
    expect(half.json<AdjustmentResult>().account.balance).toBe('-10.1');

    const before = await movementCount();
    const tiny = await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount: '0.01',
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toEqual({
      error:
        "The amount is too small for this currency's rounding factor: the balance would not change",
      code: 'validation',
    });
    expect(await movementCount()).toBe(before);
  });

  it.each([
    [{ direction: 'increase', amount: 0 }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: '-5' }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: 'abc' }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: '' }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: null }, 'Please enter a valid positive amount'],
    [{ direction: 'increase' }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: '1e3' }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: 'NaN' }, 'Please enter a valid positive amount'],
    [{ direction: 'decrease', amount: 'Infinity' }, 'Please enter a valid positive amount'],
    [{ direction: 'sideways', amount: 5 }, 'Direction must be increase or decrease'],
    [
      { direction: 'increase', amount: 5, note: 'x'.repeat(501) },
      'Note must be at most 500 characters',
    ],
    [{ direction: 'increase', amount: 5, note: 'a\u0000b' }, 'Note contains an invalid character'],
    [{ direction: 'increase', amount: 5, cost_cad: 0 }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: 5, cost_cad: '-7' }, 'Please enter a valid positive amount'],
    [{ direction: 'increase', amount: 5, cost_cad: 'abc' }, 'Please enter a valid positive amount'],
    [
      { direction: 'decrease', amount: 5, cost_cad: '7' },
      'A cost is recorded only when adding to a balance',
    ],
  ])('refuses adjustment %j with 400 "%s" and writes nothing', async (payload, message) => {
    const account = await accountOf('USD');
    const before = await movementCount();
    const res = await call('POST', `/api/accounts/${account.id}/adjustments`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(await movementCount()).toBe(before);
    expect((await accountOf('USD')).balance).toBe(account.balance);
  });

  it('refuses a cost on the CAD balance with 400 and writes nothing', async () => {
    const account = await accountOf('CAD');
    const before = await movementCount();
    const res = await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount: 5,
      cost_cad: '5',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('A CAD balance has no cost to record');
    expect(await movementCount()).toBe(before);
    expect((await accountOf('CAD')).balance).toBe(account.balance);
  });

  it('answers 404 for an unknown account', async () => {
    const adjust = await call('POST', `/api/accounts/${UNKNOWN_ID}/adjustments`, {
      direction: 'increase',
      amount: 1,
    });
    expect(adjust.statusCode).toBe(404);
    expect(adjust.json()).toEqual({ error: 'Account not found', code: 'not_found' });
    expect((await call('PUT', `/api/accounts/${UNKNOWN_ID}`, { balance: 1 })).statusCode).toBe(404);
    expect((await call('GET', `/api/accounts/${UNKNOWN_ID}/movements`)).statusCode).toBe(404);
  });

  it('routes PUT {balance} through the ledger as the difference', async () => {
    const account = await newCurrency('CCC', '0.05');
    await call('POST', `/api/accounts/${account.id}/adjustments`, {
      direction: 'increase',
      amount: 100,
    });
    const res = await call('PUT', `/api/accounts/${account.id}`, { balance: '250.02' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Account>().balance).toBe('250');
    const { rows } = (await call('GET', `/api/accounts/${account.id}/movements`)).json<{
      rows: Movement[];
    }>();
    expect(rows[0]).toMatchObject({ amount: '150', balance_after: '250', reason: 'adjustment' });

    const before = await movementCount();
    const same = await call('PUT', `/api/accounts/${account.id}`, { balance: 250 });
    expect(same.statusCode).toBe(200);
    expect(await movementCount()).toBe(before);
    for (const [balance, message] of [
      ['lots', 'Balance must be a decimal number'],
      ['1e2', 'Balance must be a decimal number'],
      ['NaN', 'Balance must be a finite number'],
      ['Infinity', 'Balance must be a finite number'],
      ['', 'Balance is required'],
      [undefined, 'Balance is required'],
    ] as const) {
      const bad = await call('PUT', `/api/accounts/${account.id}`, { balance });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ error: string }>().error).toBe(message);
    }
    expect(await movementCount()).toBe(before);
    expect((await accountOf('CCC')).balance).toBe('250');
  });

  it('keeps every balance equal to the sum of its movements', async () => {
    const mismatches = await queryRows<{ id: string }>(
      s.t.database.db,
      `select a.account_id as id from account_balances a
       left join account_movements m on m.account_id = a.account_id
       group by a.account_id, a.balance having a.balance <> coalesce(sum(m.amount), 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('refuses to edit or delete a movement (append-only ledger)', async () => {
    await expect(
      s.t.database.db.execute('update account_movements set amount = 1'),
    ).rejects.toThrow();
  });
});
