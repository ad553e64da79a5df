import { describe, expect, it } from 'vitest';
import { fixedClock } from '@domain/clock';
import type { ClaimTransactionResponse, TransactionDetail } from '@domain/contracts/transactions';
import { queryRows } from '../../db/client';
import { withBookedFactsGuardLifted } from '../../test/booked-facts';
import { createTestApp } from '../../test/test-app';
import { openTillFor } from '../../test/open-till';
import { exchangeSuite } from '../../test/exchange-suite';

describe('claims', () => {
  const s = exchangeSuite();

  // An on-behalf exchange of `pairs` USD -> CAD pairs, its transactions in pair order.
  const onBehalf = async (pairs = 1, extra: Record<string, unknown> = {}) => {
    const [customer_id, recipient_customer_id] = [await s.customer(), await s.customer()];
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id,
      is_on_behalf: true,
      recipient_customer_id,
      pairs: Array.from({ length: pairs }, (_, i) => ({
        from_currency_id,
        to_currency_id,
        amount: String(10 + i),
      })),
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return s.booked(res).transactions;
  };
  const claim = (id: string, body?: object) =>
    s.call('POST', `/api/transactions/${id}/claim`, body ?? {});
  const read = async (id: string) =>
    (await s.call('GET', `/api/transactions/${id}`)).json<TransactionDetail>();

  it('claims an awaiting pickup: claimed_at, claimed_by and the note, in one answer', async () => {
    const [tx] = await onBehalf(1, { notes: 'Pick up Friday' });
    const before = Date.now();
    const res = await claim(tx!.id);
    expect(res.statusCode).toBe(200);
    const [claimed] = res.json<ClaimTransactionResponse>().claimed;
    expect(claimed).toMatchObject({ id: tx!.id, claimed_by: s.userId, status: 'completed' });
    expect(new Date(claimed!.claimed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(claimed!.notes).toMatch(
      /^Pick up Friday \| Claimed on \d+\/\d+\/\d{4}, \d+:\d\d:\d\d [AP]M E[SD]T$/,
    );
    expect(await read(tx!.id)).toEqual(claimed);
  });

  it('sets the note when there was none', async () => {
    const [tx] = await onBehalf();
    const [claimed] = (await claim(tx!.id)).json<ClaimTransactionResponse>().claimed;
    expect(claimed!.notes).toMatch(/^Claimed on /);
  });

  it('refuses a second claim with 409 and changes nothing', async () => {
    const [tx] = await onBehalf();
    expect((await claim(tx!.id)).statusCode).toBe(200);
    const first = await read(tx!.id);
    const again = await claim(tx!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This transaction has already been claimed',
      code: 'already_claimed',
    });
    expect(await read(tx!.id)).toEqual(first);
  });

  it('refuses a transaction not made on behalf, and one not completed, with 422', async () => {
    const customer_id = await s.customer();
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const plain = s.booked(
      await s.exchange({ customer_id, pairs: [{ from_currency_id, to_currency_id, amount: 5 }] }),
    ).transactions[0]!;
    const res = await claim(plain.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Only a transaction made on behalf of a recipient can be claimed',
      code: 'not_claimable',
    });

    const [pending] = await onBehalf();
    // No booking is ever pending; a database owner could make one so.
    await withBookedFactsGuardLifted(s.t.database.db, () =>
      s.t.database.db.execute(
        `update transactions set status = 'pending' where id = '${pending!.id}'`,
      ),
    );
    const refused = await claim(pending!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'Only a completed transaction can be claimed',
      code: 'not_claimable',
    });
    expect((await read(pending!.id)).claimed_at).toBeNull();
    expect((await read(plain.id)).notes).toBeNull();
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad body', async () => {
    const unknown = await claim('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Transaction not found', code: 'not_found' });
    expect((await claim('not-an-id')).statusCode).toBe(404);
    const [tx] = await onBehalf();
    const bad = await claim(tx!.id, { with_exchange: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
    expect((await read(tx!.id)).claimed_at).toBeNull();
  });

  it("claims the exchange's other unclaimed pairs together, or this pair alone", async () => {
    const [a, b, c] = await onBehalf(3);
    expect((await claim(c!.id)).statusCode).toBe(200);
    const cClaimed = await read(c!.id);

    const alone = await onBehalf(2);
    const single = (await claim(alone[0]!.id)).json<ClaimTransactionResponse>().claimed;
    expect(single.map((t) => t.id)).toEqual([alone[0]!.id]);
    expect((await read(alone[1]!.id)).claimed_at).toBeNull();

    const res = await claim(b!.id, { with_exchange: true });
    expect(res.statusCode).toBe(200);
    const claimed = res.json<ClaimTransactionResponse>().claimed;
    expect(claimed.map((t) => t.id)).toEqual([b!.id, a!.id]);
    expect(claimed.every((t) => t.claimed_at === claimed[0]!.claimed_at)).toBe(true);
    // The pair claimed before keeps its own claim and note.
    expect(await read(c!.id)).toEqual(cClaimed);
  });

  it('claims nothing of the exchange when the requested pair was already claimed', async () => {
    const [a, b] = await onBehalf(2);
    await claim(a!.id);
    const res = await claim(a!.id, { with_exchange: true });
    expect(res.statusCode).toBe(409);
    expect((await read(b!.id)).claimed_at).toBeNull();
  });

  it('10 concurrent claims of one transaction: exactly one succeeds, the others get 409', async () => {
    const [tx] = await onBehalf(2);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(tx!.id, { with_exchange: i % 2 === 0 })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    const [row] = await queryRows<{ notes: string }>(
      s.t.database.db,
      `select notes from transactions where id = '${tx!.id}'`,
    );
    expect(row?.notes.match(/Claimed on/g)).toHaveLength(1);
  });
});

describe('claim note time', () => {
  it("writes the time of the claim on the bureau's clock, labelled with its zone", async () => {
    // 12:15:37 UTC is 7:15:37 AM in Toronto (EST) and 9:15:37 PM in Tokyo, whatever the server's
    // own zone. A fixed moment after every seeded rate's effective date.
    const at = new Date('2030-01-15T12:15:37.000Z');
    const t = await createTestApp({}, { clock: fixedClock(at) });
    try {
      const s = await t.signUp();
      await openTillFor(t, s.headers);
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        t.as(s.headers, { method, url, ...(payload ? { payload } : {}) });
      const made = async (body: object) =>
        (await call('POST', '/api/customers', body)).json<{ id: string }>().id;
      const customer_id = await made({ first_name: 'A', last_name: 'B', email: 'ab@bureau.test' });
      const recipient = await made({ first_name: 'C', last_name: 'D', email: 'cd@bureau.test' });
      const currencies = (await call('GET', '/api/currencies')).json<{
        rows: { id: string; code: string }[];
      }>().rows;
      const id = (code: string) => currencies.find((c) => c.code === code)!.id;
      const claimedNote = async () => {
        const booked = await call('POST', '/api/transactions', {
          customer_id,
          is_on_behalf: true,
          recipient_customer_id: recipient,
          pairs: [{ from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: 1 }],
        });
        expect(booked.statusCode).toBe(201);
        const tx = booked.json<{ transactions: TransactionDetail[] }>().transactions[0]!;
        const res = await call('POST', `/api/transactions/${tx.id}/claim`, {});
        expect(res.statusCode).toBe(200);
        const [claimed] = res.json<ClaimTransactionResponse>().claimed;
        expect(claimed!.claimed_at).toBe(at.toISOString());
        return claimed!.notes;
      };

      expect(await claimedNote()).toBe('Claimed on 1/15/2030, 7:15:37 AM EST');

      const zone = await call('PUT', '/api/settings/business_time_zone', {
        value: { time_zone: 'Asia/Tokyo' },
      });
      expect(zone.statusCode).toBe(200);
      expect(await claimedNote()).toBe('Claimed on 1/15/2030, 9:15:37 PM GMT+9');
    } finally {
      await t.close();
    }
  });
});
