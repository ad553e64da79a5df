import { describe, expect, it } from 'vitest';
import type { CashTransfer } from '@domain/contracts/transfers';
import { cashSuite } from '../../test/cash-suite';

// Notes on hand (issue 46): whether the teller's till can hand out an amount in the notes its
// last count found, with what was handed in and dropped since.
describe('notes on hand', () => {
  const s = cashSuite();
  type Headers = { authorization: string };
  const check = async (headers: Headers, currencyId: string, amount: string) => {
    const res = await s.as(
      headers,
      'GET',
      `/api/till-sessions/mine/payout-check?currency_id=${currencyId}&amount=${amount}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ can_pay: boolean | null; counted_at: string | null }>();
  };

  it('answers from the last count, the cash counted in and the notes dropped since', async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const till = await s.newTill();
    const [usd = '', cad = ''] = await s.ids('USD', 'CAD');
    // Nothing open: no answer.
    expect(await check(teller.headers, usd, '905')).toEqual({ can_pay: null, counted_at: null });
    await s.fundVault('USD', '2000');
    await s.openOk(
      teller.headers,
      till.id,
      await s.count({
        USD: [
          ['100', 9],
          ['20', 4],
        ],
      }),
    );

    // 9 × 100 and 4 × 20: 900 and 980 can be handed out, 905 cannot (no 5s).
    expect((await check(teller.headers, usd, '900')).can_pay).toBe(true);
    const short = await check(teller.headers, usd, '905');
    expect(short.can_pay).toBe(false);
    expect(short.counted_at).not.toBeNull();
    // A currency never counted in the session: no answer.
    expect((await check(teller.headers, cad, '10')).can_pay).toBeNull();

    // A 5 handed over counts once the teller has counted it.
    const handed = await s.transfer(manager.headers, {
      from_location_id: s.vaultId,
      to_location_id: till.id,
      currency_id: usd,
      amount: '5',
    });
    const id = handed.json<CashTransfer>().id;
    expect((await check(teller.headers, usd, '905')).can_pay).toBe(false);
    await s.as(teller.headers, 'POST', `/api/cash-transfers/${id}/count`, {
      lines: [{ value: '5', quantity: 1 }],
    });
    expect((await check(teller.headers, usd, '905')).can_pay).toBe(true);

    // Two 100s dropped to the vault: 905 still, 985 no more.
    const drop = await s.transfer(teller.headers, {
      from_location_id: till.id,
      to_location_id: s.vaultId,
      currency_id: usd,
      amount: '200',
      lines: [{ value: '100', quantity: 2 }],
    });
    expect(drop.statusCode).toBe(201);
    expect((await check(teller.headers, usd, '785')).can_pay).toBe(true);
    expect((await check(teller.headers, usd, '985')).can_pay).toBe(false);

    const bad = await s.as(
      teller.headers,
      'GET',
      `/api/till-sessions/mine/payout-check?currency_id=${usd}&amount=-5`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
