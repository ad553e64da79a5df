import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { withBookedFactsGuardLifted } from '../../test/booked-facts';
import { exchangeSuite } from '../../test/exchange-suite';

describe('receipt data of an exchange', () => {
  const s = exchangeSuite();
  const usdToCad = async () => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    return { from_currency_id, to_currency_id, amount: '20' };
  };
  const receipt = async (reference: string) =>
    (await s.call('GET', `/api/exchanges/${reference}`)).json<ExchangeResponse>();

  it("carries the bureau's profile and the teller's name, booked and read again", async () => {
    const profile = { name: 'Maple Exchange', address: '1 King St W', phone: '416-555-0100' };
    expect(
      (await s.call('PUT', '/api/settings/business_profile', { value: profile })).statusCode,
    ).toBe(200);
    const body = { customer_id: await s.customer(), pairs: [await usdToCad()] };
    const key = randomUUID();
    const res = await s.exchange(body, key);
    expect(res.statusCode).toBe(201);
    const booked = s.booked(res);
    expect(booked).toMatchObject({ business: profile, teller: 'Test Staff' });
    expect(await receipt(booked.reference_number)).toEqual(booked);
    // A repeated submit answers the same receipt.
    expect(s.booked(await s.exchange(body, key))).toEqual(booked);

    // A reprint shows the profile as it is now.
    const moved = { ...profile, address: '2 Queen St E' };
    await s.call('PUT', '/api/settings/business_profile', { value: moved });
    expect((await receipt(booked.reference_number)).business).toEqual(moved);
  });

  it('has no teller once the staff account is gone, and no bureau without a valid profile', async () => {
    const res = await s.exchange({ customer_id: await s.customer(), pairs: [await usdToCad()] });
    const { reference_number } = s.booked(res);
    // What removing the staff account does to its transactions (on delete set null).
    await withBookedFactsGuardLifted(s.t.database.db, () =>
      s.t.database.db.execute(
        `update transactions set created_by = null where reference_number = '${reference_number}'`,
      ),
    );
    await s.t.database.db.execute(`delete from settings where key = 'business_profile'`);
    const read = await receipt(reference_number);
    expect(read).toMatchObject({ reference_number, teller: null, business: null });
    await s.t.database.db.execute(
      `insert into settings (key, value) values ('business_profile', '{"name": ""}')`,
    );
    expect((await receipt(reference_number)).business).toBeNull();
  });
});
