import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdCard } from '@domain/contracts/id-cards';
import { idCards } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function setup() {
  const t = await createTestApp();
  const session = (await t.signUp()).headers;
  const newCustomer = async () => {
    const res = await t.as(session, {
      method: 'POST',
      url: '/api/customers',
      payload: {
        first_name: 'Card',
        last_name: 'Holder',
        email: `c${Date.now()}${Math.random()}@example.com`,
      },
    });
    return res.json<{ id: string }>().id;
  };
  const add = (payload: object) => t.as(session, { method: 'POST', url: '/api/id-cards', payload });
  const cardsOf = async (customerId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(idCards)
        .where(eq(idCards.customer_id, customerId))
    )[0]?.n;
  return { t, session, newCustomer, add, cardsOf };
}

describe('ID cards API', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(() => s.t.close());

  it('adds, lists and deletes ID cards; dates are YYYY-MM-DD or null', async () => {
    const customer_id = await s.newCustomer();
    const res = await s.add({
      customer_id,
      id_number: ' P-1 ',
      id_type: 'Passport',
      issued_date: isoDay(-2000),
      expiry_date: isoDay(2000),
    });
    expect(res.statusCode).toBe(201);
    const card = res.json<IdCard>();
    expect(card).toMatchObject({
      customer_id,
      id_number: 'P-1',
      issued_date: isoDay(-2000),
      expiry_date: isoDay(2000),
    });
    const second = await s.add({
      customer_id,
      id_number: 'D-2',
      id_type: "Driver's License",
      issued_date: null,
      expiry_date: '',
    });
    expect(second.json()).toMatchObject({ issued_date: null, expiry_date: null });
    const list = await s.t.as(s.session, {
      method: 'GET',
      url: `/api/customers/${customer_id}/id-cards`,
    });
    expect(list.json<{ rows: IdCard[] }>().rows.map((c) => c.id_number)).toEqual(['P-1', 'D-2']);
    const del = await s.t.as(s.session, { method: 'DELETE', url: `/api/id-cards/${card.id}` });
    expect(del.statusCode).toBe(204);
    expect(await s.cardsOf(customer_id)).toBe(1);
    const again = await s.t.as(s.session, { method: 'DELETE', url: `/api/id-cards/${card.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'ID card not found', code: 'not_found' });
  });

  it('refuses a third card with 409', async () => {
    const customer_id = await s.newCustomer();
    for (const n of [1, 2])
      expect(
        (await s.add({ customer_id, id_number: `N${n}`, id_type: 'Passport' })).statusCode,
      ).toBe(201);
    const third = await s.add({ customer_id, id_number: 'N3', id_type: 'Passport' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      error: 'A customer can hold at most 2 ID cards',
      code: 'id_card_limit',
    });
    expect(await s.cardsOf(customer_id)).toBe(2);
  });

  it.each([
    [{ id_type: 'Passport' }, 'ID number is required'],
    [{ id_number: '   ', id_type: 'Passport' }, 'ID number is required'],
    [{ id_number: 'A' }, 'ID type is required'],
    [{ id_number: 5, id_type: 'Passport' }, 'ID number is required'],
    [
      { id_number: 'A'.repeat(101), id_type: 'Passport' },
      'ID number must be at most 100 characters',
    ],
    [
      { id_number: 'A', id_type: 'Passport', issued_date: isoDay(3) },
      'Issued date cannot be in the future',
    ],
    [
      { id_number: 'A', id_type: 'Passport', expiry_date: isoDay(-3) },
      'Expiry date cannot be in the past',
    ],
    [
      { id_number: 'A', id_type: 'Passport', issued_date: '2020-13-01' },
      'Issued date must be a date (YYYY-MM-DD)',
    ],
    [
      { id_number: 'A', id_type: 'Passport', expiry_date: 20300101 },
      'Expiry date must be a date (YYYY-MM-DD)',
    ],
    [{ id_number: 'A', id_type: 'Pass\u0000port' }, 'ID type contains an invalid character'],
  ])('refuses %j with "%s" and writes nothing', async (payload, message) => {
    const customer_id = await s.newCustomer();
    const res = await s.add({ customer_id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await s.cardsOf(customer_id)).toBe(0);
  });

  it('answers unknown or malformed customer and card ids', async () => {
    const unknown = await s.add({ customer_id: UNKNOWN, id_number: 'A', id_type: 'Passport' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Customer not found', code: 'not_found' });
    const malformed = await s.add({ customer_id: 'abc', id_number: 'A', id_type: 'Passport' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Invalid customer id');
    const del = await s.t.as(s.session, { method: 'DELETE', url: `/api/id-cards/${UNKNOWN}` });
    expect(del.statusCode).toBe(404);
    const delBad = await s.t.as(s.session, { method: 'DELETE', url: '/api/id-cards/xyz' });
    expect(delBad.statusCode).toBe(400);
  });
});

describe('ID card limit under concurrency', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(() => s.t.close());

  it('keeps at most 2 cards when many adds race for the same customer', async () => {
    for (let round = 0; round < 5; round++) {
      const customer_id = await s.newCustomer();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          s.add({ customer_id, id_number: `R${i}`, id_type: 'Passport' }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
      expect(await s.cardsOf(customer_id)).toBe(2);
    }
  });
});
