import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '@domain/business-day';
import type { ExchangeResponse, TransactionDetail } from '@domain/contracts/transactions';
import { exchangeSuite } from '../../test/exchange-suite';
import { openTillFor } from '../../test/open-till';

describe('exchange booking', () => {
  const s = exchangeSuite();
  const pair = async (from: string, to: string, extra: Record<string, unknown>) => {
    const [from_currency_id, to_currency_id] = await s.ids(from, to);
    return { from_currency_id, to_currency_id, ...extra };
  };

  it('prices a pair with the current direct rate, rounds to the cash factor and moves both tills', async () => {
    const customer_id = await s.customer();
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('USD', 'CAD', { amount: '100.03' })],
    });
    expect(res.statusCode).toBe(201);
    const ex = s.booked(res);
    expect(ex.reference_number).toMatch(/^\d{10}$/);
    // 100.03 x 1.35 = 135.0405, rounded to CAD's 0.05.
    expect(ex.transactions[0]).toMatchObject({
      from_amount: '100.03',
      to_amount: '135.05',
      rate_used: '1.35',
      rate_source: 'table',
      base_value: '135.05',
      transaction_type: 'buy',
      status: 'completed',
      created_by: s.userId,
      from_currency: { code: 'USD', decimal_places: 2 },
      to_currency: { code: 'CAD' },
      customer: { id: customer_id, company: null },
    });
    expect(ex.total_value).toBe('135.05');
    expect(await s.balance('USD')).toBe('100.03');
    expect(await s.balance('CAD')).toBe('-135.05');
    await s.expectLedgerBalanced();
  });

  it('uses the inverse of the reverse rate, rounds JPY to 1 and books CAD payments as sell', async () => {
    const customer_id = await s.customer();
    await s.newCurrency('ZZA');
    await s.rate('ZZA', 'CAD', '4');
    const res = await s.exchange({
      customer_id,
      pairs: [
        // Seeded CAD -> JPY buy rate: round(1 / 0.0094, 8) = 106.38297872.
        await pair('CAD', 'JPY', { amount: '1000' }),
        // Only ZZA -> CAD exists: CAD -> ZZA is 1 / 4.
        await pair('CAD', 'ZZA', { amount: '10' }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const [jpy, zza] = s.booked(res).transactions;
    expect(jpy).toMatchObject({ to_amount: '106383', transaction_type: 'sell', pair_index: 0 });
    expect(zza).toMatchObject({ to_amount: '2.5', rate_used: '0.25', pair_index: 1 });
    expect(s.booked(res).total_value).toBe('1010.00');
  });

  it('uses a positive custom rate and values a pair without CAD through the CAD rate', async () => {
    const customer_id = await s.customer();
    const res = await s.exchange({
      customer_id,
      pairs: [
        await pair('USD', 'EUR', { amount: 10, custom_rate: '0.9' }),
        // A custom rate of 0 is ignored: the table's rate applies.
        await pair('USD', 'CAD', { amount: 10, custom_rate: 0 }),
      ],
    });
    expect(res.statusCode).toBe(201);
    const [eur, cad] = s.booked(res).transactions;
    expect(eur).toMatchObject({ to_amount: '9', rate_source: 'custom', base_value: '13.5' });
    expect(cad).toMatchObject({ rate_used: '1.35', rate_source: 'table' });
  });

  it('drives the pair from what the customer receives', async () => {
    const customer_id = await s.customer();
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('CAD', 'USD', { receives: '100' })],
    });
    expect(res.statusCode).toBe(201);
    // 100 / 0.71428571 = 140.0000005..., rounded to CAD's 0.05.
    expect(s.booked(res).transactions[0]).toMatchObject({ from_amount: '140', to_amount: '100' });
  });

  it('rounds a crypto currency to 0.00000001 while crypto is enabled', async () => {
    const flag = (enabled: boolean) =>
      s.call('PUT', '/api/settings/crypto_enabled', { value: { enabled } });
    expect((await flag(true)).statusCode).toBe(200);
    await s.newCurrency('TBC', {
      crypto_id: 'test-coin',
      rounding_factor: '0.00000001',
      decimal_places: 8,
    });
    await s.rate('CAD', 'TBC', '0.0000123456789');
    const customer_id = await s.customer();
    const res = await s.exchange({
      customer_id,
      pairs: [await pair('CAD', 'TBC', { amount: 100 })],
    });
    expect(res.statusCode).toBe(201);
    expect(s.booked(res).transactions[0]?.to_amount).toBe('0.00123457');

    await flag(false);
    const before = await s.state();
    const refused = await s.exchange({
      customer_id,
      pairs: [await pair('CAD', 'TBC', { amount: 100 })],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'crypto_disabled' });
    expect(await s.state()).toEqual(before);
  });

  it('keeps a free reference number and refuses a used or malformed one', async () => {
    const customer_id = await s.customer();
    const body = { customer_id, pairs: [await pair('USD', 'CAD', { amount: 1 })] };
    const first = await s.exchange({ ...body, reference_number: '2612319999' });
    expect(s.booked(first).reference_number).toBe('2612319999');
    for (const reference_number of ['2612319999', '12-34']) {
      const before = await s.state();
      const res = await s.exchange({ ...body, reference_number });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'reference_taken' });
      expect(await s.state()).toEqual(before);
    }
  });

  it('answers a repeated Idempotency-Key with the first exchange and refuses another body', async () => {
    const customer_id = await s.customer();
    const key = randomUUID();
    const body = { customer_id, pairs: [await pair('USD', 'CAD', { amount: '20' })] };
    const first = await s.exchange(body, key);
    expect(first.statusCode).toBe(201);
    const before = await s.state();
    // The same request with the amount as a number: the same exchange.
    const again = await s.exchange({ ...body, pairs: [{ ...body.pairs[0], amount: 20 }] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await s.state()).toEqual(before);

    const other = await s.exchange({ ...body, notes: 'changed' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_mismatch' });
    expect(await s.state()).toEqual(before);
    expect((await s.exchange(body, 'not-a-uuid')).statusCode).toBe(400);
  });

  it("keeps an Idempotency-Key to the staff member who sent it: another's resend books anew", async () => {
    const customer_id = await s.customer();
    const key = randomUUID();
    const body = { customer_id, pairs: [await pair('USD', 'CAD', { amount: '30' })] };
    const teller = await s.exchange(body, key);
    expect(teller.statusCode).toBe(201);

    // Another staff member resending the teller's key and body gets nothing of the teller's.
    const other = await s.t.signUp(undefined, { role: 'teller' });
    await openTillFor(s.t, s.session, other.headers);
    const send = (headers: { authorization: string }) =>
      s.t.as(headers, {
        method: 'POST',
        url: '/api/transactions',
        headers: { 'idempotency-key': key },
        payload: body,
      });
    const theirs = await send(other.headers);
    expect(theirs.statusCode).toBe(201);
    const theirExchange = theirs.json<ExchangeResponse>();
    expect(theirExchange.reference_number).not.toBe(
      teller.json<ExchangeResponse>().reference_number,
    );
    // Their own resend replays their own exchange; the teller's replays the teller's.
    const theirsAgain = await send(other.headers);
    expect(theirsAgain.statusCode).toBe(200);
    expect(theirsAgain.json()).toEqual(theirExchange);
    const tellerAgain = await s.exchange(body, key);
    expect(tellerAgain.statusCode).toBe(200);
    expect(tellerAgain.json()).toEqual(teller.json());
  });

  it("draws a reference number of the bureau's day in its time zone, not the server's", async () => {
    // UTC+14 and UTC-12 are always on different calendar days, so no single clock's date can
    // give both answers.
    const setZone = async (time_zone: string) =>
      expect(
        (await s.call('PUT', '/api/settings/business_time_zone', { value: { time_zone } }))
          .statusCode,
      ).toBe(200);
    const customer_id = await s.customer();
    const prefixes: Record<string, { drawn: string; days: string[] }> = {};
    try {
      for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
        await setZone(zone);
        const before = localDateOf(new Date(), zone);
        const res = await s.exchange({
          customer_id,
          pairs: [await pair('USD', 'CAD', { amount: '10' })],
        });
        expect(res.statusCode, res.body).toBe(201);
        const days = [before, localDateOf(new Date(), zone)].map(
          (day) => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10),
        );
        prefixes[zone] = { drawn: s.booked(res).reference_number.slice(0, 6), days };
      }
    } finally {
      await setZone('America/Toronto');
    }
    for (const { drawn, days } of Object.values(prefixes)) expect(days).toContain(drawn);
    expect(prefixes['Pacific/Kiritimati']?.drawn).not.toBe(prefixes['Etc/GMT+12']?.drawn);
  });

  it('reads transactions, one transaction and the exchange as its receipt', async () => {
    const company_id = await s.company();
    const customer_id = await s.customer({ company_id });
    const recipient = await s.customer({ company_id });
    const res = await s.exchange({
      customer_id,
      transaction_category: 'business',
      source_of_money: 'Savings',
      notes: 'Counter 2',
      is_on_behalf: true,
      recipient_customer_id: recipient,
      recipient_category: 'business',
      recipient_notes: 'Picks up Friday',
      pairs: [await pair('USD', 'CAD', { amount: 10 }), await pair('EUR', 'CAD', { amount: 10 })],
    });
    expect(res.statusCode).toBe(201);
    const ex = s.booked(res);

    const receipt = await s.call('GET', `/api/exchanges/${ex.reference_number}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json<ExchangeResponse>()).toMatchObject({
      reference_number: ex.reference_number,
      transaction_category: 'business',
      payment_method: 'cash',
      source_of_money: 'Savings',
      notes: 'Counter 2',
      is_on_behalf: true,
      recipient_customer: { id: recipient, company: { id: company_id } },
      recipient_category: 'business',
      recipient_notes: 'Picks up Friday',
      // 13.5 + 14.6
      total_value: '28.10',
    });
    expect(receipt.json<ExchangeResponse>().transactions.map((t) => t.from_currency.code)).toEqual([
      'USD',
      'EUR',
    ]);

    const list = await s.call('GET', `/api/transactions?customer_id=${recipient}&limit=1`);
    expect(list.json<{ total: number; rows: TransactionDetail[] }>()).toMatchObject({ total: 2 });
    expect(list.json<{ rows: TransactionDetail[] }>().rows).toHaveLength(1);
    const completed = await s.call('GET', '/api/transactions?status=pending');
    expect(completed.json<{ total: number }>().total).toBe(0);

    const id = ex.transactions[0]?.id ?? '';
    const one = await s.call('GET', `/api/transactions/${id}`);
    expect(one.json<TransactionDetail>()).toEqual(ex.transactions[0]);
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await s.call('GET', `/api/transactions/${bad}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'Transaction not found', code: 'not_found' });
    }
    expect((await s.call('GET', '/api/exchanges/0000000000')).statusCode).toBe(404);
  });
});
