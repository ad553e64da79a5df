// Opening a till by count, one session per till and teller, and the member's own session;
// closing, signing off and reopening are in till-sessions.test.ts.
import { describe, expect, it } from 'vitest';
import type { MySession, TillList, TillSession } from '@domain/contracts/cash';
import { cashSuite } from '../../test/cash-suite';

describe('till sessions: opening', () => {
  const s = cashSuite();
  const session = (res: { json<T>(): T }) => res.json<TillSession>();

  it('opens a till by count and books the opening variance, so the till holds the count', async () => {
    const teller = await s.member();
    const till = await s.newTill();
    const res = await s.open(teller.headers, till.id, await s.count({ USD: [['20', 3]] }));
    expect(res.statusCode).toBe(201);
    const opened = session(res);
    expect(opened).toMatchObject({ status: 'open', closing: [], needs_signoff: false });
    expect(opened.teller.id).toBe(teller.userId);
    expect(opened.opening).toMatchObject([
      {
        code: 'USD',
        total: '60',
        expected: '0',
        variance: '60',
        lines: [{ value: '20', quantity: 3 }],
      },
    ]);
    expect(await s.locationBalance(till.id, 'USD')).toBe('60');
    expect(await s.auditActions(opened.id)).toEqual(['open']);
    await s.expectConsistent();
  });

  it('takes its float from the vault as it opens, counted by the teller who receives it', async () => {
    const teller = await s.member();
    const till = await s.newTill();
    await s.fundVault('USD', '1000');
    const vaultBefore = Number(await s.locationBalance(s.vaultId, 'USD'));
    const usd = (await s.count({ USD: [] })).counts[0]?.currency_id ?? '';
    // 500 handed over; the teller counts 480: the 20 short is the receiver's opening variance.
    const res = await s.open(teller.headers, till.id, {
      ...(await s.count({ USD: [['20', 24]] })),
      float: [{ currency_id: usd, amount: '500' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const opened = session(res);
    expect(opened.opening).toMatchObject([
      { code: 'USD', total: '480', expected: '500', variance: '-20' },
    ]);
    expect(await s.locationBalance(till.id, 'USD')).toBe('480');
    expect(Number(await s.locationBalance(s.vaultId, 'USD'))).toBe(vaultBefore - 500);
    const [transfer] = await s.cashRows<{ note: string; amount: string }>(
      `select note, trim_scale(amount)::text as amount from cash_transfers
       where to_location_id = '${till.id}'`,
    );
    expect(transfer).toEqual({ note: 'Opening float', amount: '500' });
    await s.expectConsistent();
  });

  it('refuses a float off its rounding or taken twice, and opens nothing', async () => {
    const teller = await s.member();
    const till = await s.newTill();
    const cad = (await s.count({ CAD: [] })).counts[0]?.currency_id ?? '';
    const before = await s.cashState();
    const odd = await s.open(teller.headers, till.id, {
      counts: [],
      float: [{ currency_id: cad, amount: '10.03' }],
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json<{ error: string }>().error).toBe('The amount must be a multiple of 0.05 CAD');
    const twice = await s.open(teller.headers, till.id, {
      counts: [],
      float: [
        { currency_id: cad, amount: '10' },
        { currency_id: cad, amount: '5' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ error: string }>().error).toBe('CAD is taken from the vault twice');
    expect(await s.cashState()).toBe(before);
    const tills = (await s.as(s.owner(), 'GET', '/api/tills')).json<TillList>().rows;
    expect(tills.find((t) => t.id === till.id)?.session).toBeNull();
  });

  it('refuses a second open of the same till or by the same teller (409 till_busy), writing nothing', async () => {
    const [first, second] = [await s.member(), await s.member()];
    const [tillA, tillB] = [await s.newTill(), await s.newTill()];
    await s.openOk(first.headers, tillA.id);
    const before = await s.cashState();
    const sameTill = await s.open(second.headers, tillA.id, await s.count({ USD: [['5', 1]] }));
    expect(sameTill.statusCode).toBe(409);
    expect(sameTill.json()).toMatchObject({ code: 'till_busy' });
    const sameTeller = await s.open(first.headers, tillB.id, await s.count({ USD: [['5', 1]] }));
    expect(sameTeller.statusCode).toBe(409);
    expect(sameTeller.json()).toMatchObject({ code: 'till_busy' });
    expect(await s.cashState()).toBe(before);
    await s.expectConsistent();
  });

  it('gives one session when the same till is opened twice at once', async () => {
    const [first, second] = [await s.member(), await s.member()];
    const till = await s.newTill();
    const count = await s.count({ CAD: [['20', 1]] });
    const answers = await Promise.all([
      s.open(first.headers, till.id, count),
      s.open(second.headers, till.id, count),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ code: 'till_busy' });
    const open = (await s.as(s.owner(), 'GET', '/api/tills')).json<TillList>().rows;
    expect(open.find((t) => t.id === till.id)?.session?.status).toBe('open');
    // Counted once: 20 CAD, booked once.
    expect(await s.locationBalance(till.id, 'CAD')).toBe('20');
    await s.expectConsistent();
  });

  it('refuses bad counts with 422 count_invalid and a clear message, writing nothing', async () => {
    const teller = await s.member();
    const till = await s.newTill();
    const code = `Z${String(Date.now()).slice(-2)}`;
    const created = await s.call('POST', '/api/currencies', {
      code,
      name: code,
      symbol: code,
      rounding_factor: '1',
    });
    expect(created.statusCode).toBe(201);
    const currencyId = created.json<{ id: string }>().id;
    const half = await s.call('POST', '/api/denominations', {
      currency_id: currencyId,
      value: '0.5',
      kind: 'coin',
    });
    expect(half.statusCode).toBe(201);
    const before = await s.cashState();
    const unknown = await s.open(teller.headers, till.id, await s.count({ USD: [['3', 1]] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'count_invalid',
      error: 'USD has no denomination of 3',
    });
    const offRounding = await s.open(teller.headers, till.id, {
      counts: [{ currency_id: currencyId, lines: [{ value: '0.5', quantity: 3 }] }],
    });
    expect(offRounding.statusCode).toBe(422);
    expect(offRounding.json()).toMatchObject({
      code: 'count_invalid',
      error: `The ${code} total 1.5 does not match the currency's rounding`,
    });
    const twice = await s.open(
      teller.headers,
      till.id,
      await s.count({
        USD: [
          ['5', 1],
          ['5', 2],
        ],
      }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ code: 'count_invalid' });
    const noCurrency = await s.open(teller.headers, till.id, {
      counts: [{ currency_id: '00000000-0000-4000-8000-0000000000ff', lines: [] }],
    });
    expect(noCurrency.statusCode).toBe(422);
    expect(noCurrency.json()).toMatchObject({ code: 'count_invalid', error: 'Unknown currency' });
    expect(await s.cashState()).toBe(before);
  });

  it("answers the signed-in member's own session, and its till's balances to a manager only", async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const none = await s.as(teller.headers, 'GET', '/api/till-sessions/mine');
    expect(none.json()).toEqual({ session: null, balances: null });
    const till = await s.newTill();
    const opened = await s.openOk(teller.headers, till.id, await s.count({ EUR: [['50', 1]] }));
    const mine = (await s.as(teller.headers, 'GET', '/api/till-sessions/mine')).json<MySession>();
    expect(mine.session?.id).toBe(opened.id);
    expect(mine.balances).toBeNull();
    const managerTill = await s.newTill();
    await s.openOk(manager.headers, managerTill.id, await s.count({ EUR: [['50', 2]] }));
    const managers = (
      await s.as(manager.headers, 'GET', '/api/till-sessions/mine')
    ).json<MySession>();
    expect(managers.balances).toMatchObject([{ code: 'EUR', balance: '100' }]);
    const list = (await s.as(teller.headers, 'GET', '/api/till-sessions')).json<{
      rows: TillSession[];
    }>().rows;
    expect(list.map((row) => row.id)).toEqual([opened.id]);
  });
});
