import { afterAll, describe, expect, it } from 'vitest';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { exchangeSuite } from '../../test/exchange-suite';

// What the till can hand out (issue 46): a currency paid out in multiples of its payout unit
// refuses an amount its notes cannot make, naming the nearest one it can, unless the teller
// overrides; an amount asked as what the customer receives books as usual.
describe('payout units', () => {
  const s = exchangeSuite();
  let usdId = '';
  const setPayout = (payout_unit: unknown) =>
    s.call('PUT', `/api/currencies/${usdId}`, { payout_unit });
  afterAll(async () => {
    if (usdId) await setPayout(null);
  });

  it('refuses a payout the notes cannot make, proposes one, and books with an override', async () => {
    const [cad, usd] = await s.ids('CAD', 'USD');
    usdId = usd ?? '';
    const set = await setPayout('5');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ code: 'USD', payout_unit: '5' });

    const customer_id = await s.customer();
    const before = await s.state();
    const refused = await s.exchange({
      customer_id,
      pairs: [{ from_currency_id: cad, to_currency_id: usd, amount: '1234.56' }],
    });
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ code: string; error: string }>();
    expect(body.code).toBe('not_payable');
    expect(body.error).toMatch(
      /^Pair 1: \d+\.\d+ USD cannot be paid out in multiples of 5 USD; \d+ USD can be, or override$/,
    );
    expect(await s.state()).toEqual(before);
    const payable = /; (\d+) USD can be/.exec(body.error)?.[1] ?? '';
    expect(Number(payable) % 5).toBe(0);

    // Offered less than what the payable amount costs: refused, nothing written.
    const short = await s.exchange({
      customer_id,
      pairs: [{ from_currency_id: cad, to_currency_id: usd, receives: payable, offered: '100.00' }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe(
      'Pair 1: the amount offered is less than the exchange costs',
    );
    expect(await s.state()).toEqual(before);

    // What the till can pay, asked as what the customer receives, books, keeping what was
    // offered for the receipt.
    const receives = await s.exchange({
      customer_id,
      pairs: [
        { from_currency_id: cad, to_currency_id: usd, receives: payable, offered: '1234.56' },
      ],
    });
    expect(receives.statusCode, receives.body).toBe(201);
    const booked = receives.json<ExchangeResponse>().transactions[0];
    expect(booked?.to_amount).toBe(payable);
    expect(Number(booked?.from_amount)).toBeLessThan(1234.56);
    expect(booked?.offered_amount).toBe('1234.56');
    const read = await s.call('GET', `/api/transactions/${booked?.id}`);
    expect(read.json()).toMatchObject({ offered_amount: '1234.56' });

    // The teller may pay the amount as typed anyway.
    const overridden = await s.exchange({
      customer_id,
      payout_override: true,
      pairs: [{ from_currency_id: cad, to_currency_id: usd, amount: '1234.56' }],
    });
    expect(overridden.statusCode, overridden.body).toBe(201);

    // What the bureau buys is never rounded: USD handed over in any amount.
    const bought = await s.exchange({
      customer_id,
      pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '123.45' }],
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });

  it('refuses a payout unit the currency cannot show, and changes nothing', async () => {
    for (const bad of ['0', '-5', '0.003', 'five']) {
      const res = await setPayout(bad);
      expect(res.statusCode, bad).toBe(400);
    }
    const res = await setPayout('0.003');
    expect(res.json<{ error: string }>().error).toBe(
      'Smallest amount paid out must be a positive multiple of the rounding factor',
    );
    const cleared = await setPayout(null);
    expect(cleared.json()).toMatchObject({ payout_unit: null });
  });
});
