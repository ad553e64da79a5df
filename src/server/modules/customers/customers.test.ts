import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer, CustomerDetail } from '@domain/contracts/customers';
import { customers } from '../../db/schema';
import { customerSuite, UNKNOWN } from '../../test/customer-suite';

describe('customers API: create', () => {
  const s = customerSuite();
  const { post, base, create, countCustomers } = s;

  it('needs a s.session', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/customers' });
    expect(res.statusCode).toBe(401);
  });

  it('creates a customer, storing empty optional strings and a company of none as null', async () => {
    const res = await post(
      base({
        phone: '',
        address: '  ',
        occupation: '',
        birthday: '',
        company_id: 'none',
        id_cards: [],
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<Customer>();
    expect(created).toMatchObject({
      first_name: 'Ada',
      phone: null,
      address: null,
      occupation: null,
      birthday: null,
      company_id: null,
      risk_level: 'low',
    });
    const [row] = await s.t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, created.id));
    expect(row?.phone).toBeNull();
    expect(row?.company_id).toBeNull();
  });

  it("keeps a customer's preferred language, English when none is given, and refuses another", async () => {
    expect((await post(base({}))).json<Customer>().preferred_language).toBe('en');
    const french = await post(base({ email: 'fr@example.com', preferred_language: 'fr' }));
    expect(french.statusCode).toBe(201);
    expect(french.json<Customer>().preferred_language).toBe('fr');
    const before = await countCustomers();
    const refused = await post(base({ email: 'de@example.com', preferred_language: 'de' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Preferred language must be en or fr' });
    expect(await countCustomers()).toBe(before);
  });

  it('creates a customer with its complete ID cards in one go, dropping incomplete entries', async () => {
    const res = await post(
      base({
        birthday: '1990-05-17',
        risk_level: 'high',
        id_cards: [
          {
            id_number: 'P123',
            id_type: 'Passport',
            issued_date: '2020-01-02',
            expiry_date: '2099-01-02',
          },
          { id_number: 'D9', id_type: '', issued_date: null, expiry_date: null },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<Customer>();
    expect(created.birthday).toBe('1990-05-17');
    const cards = await s.t.as(s.session, {
      method: 'GET',
      url: `/api/customers/${created.id}/id-cards`,
    });
    expect(cards.json()).toMatchObject({
      total: 1,
      rows: [
        {
          id_number: 'P123',
          id_type: 'Passport',
          issued_date: '2020-01-02',
          expiry_date: '2099-01-02',
        },
      ],
    });
  });

  it('lists the ID cards of a new customer in the order they were entered', async () => {
    // Several customers: an order left to chance (random ids) would fail at least one.
    for (let i = 0; i < 6; i++) {
      const c = await create({
        id_cards: [
          { id_number: `FIRST-${i}`, id_type: 'Passport' },
          { id_number: `SECOND-${i}`, id_type: "Driver's License" },
        ],
      });
      const detail = await s.t.as(s.session, { method: 'GET', url: `/api/customers/${c.id}` });
      expect(detail.json<CustomerDetail>().id_cards.map((card) => card.id_number)).toEqual([
        `FIRST-${i}`,
        `SECOND-${i}`,
      ]);
    }
  });

  it('writes nothing when an ID card of a new customer is invalid', async () => {
    const before = await countCustomers();
    const res = await post(
      base({
        id_cards: [
          { id_number: 'X1', id_type: 'Passport', issued_date: '2999-01-01', expiry_date: null },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Issued date cannot be in the future');
    const three = await post(
      base({ id_cards: [1, 2, 3].map((n) => ({ id_number: `N${n}`, id_type: 'Passport' })) }),
    );
    expect(three.statusCode).toBe(400);
    expect(three.json().error).toBe('A customer can hold at most 2 ID cards');
    expect(await countCustomers()).toBe(before);
  });

  it('counts only the complete ID cards against the limit of 2', async () => {
    const blank = { id_number: '', id_type: '' };
    const res = await post(
      base({
        id_cards: [
          { id_number: 'B1', id_type: 'Passport' },
          blank,
          { id_number: 'B2', id_type: 'Visa' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const detail = await s.t.as(s.session, {
      method: 'GET',
      url: `/api/customers/${res.json<{ id: string }>().id}`,
    });
    expect(detail.json<CustomerDetail>().id_cards.map((c) => c.id_number)).toEqual(['B1', 'B2']);
  });

  it.each([
    [{ last_name: 'L', email: 'a@b.co' }, 'First name is required'],
    [{ first_name: '  ', last_name: 'L', email: 'a@b.co' }, 'First name is required'],
    [{ first_name: 'F', email: 'a@b.co' }, 'Last name is required'],
    [{ first_name: 'F', last_name: 'L', email: 'not-an-email' }, 'Invalid email address'],
    [{ first_name: 'F', last_name: 'L' }, 'Invalid email address'],
    [{ first_name: 42, last_name: 'L', email: 'a@b.co' }, 'First name is required'],
    [
      { first_name: 'F'.repeat(101), last_name: 'L', email: 'a@b.co' },
      'First name must be at most 100 characters',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', phone: '1'.repeat(51) },
      'Phone must be at most 50 characters',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', risk_level: 'extreme' },
      'Risk level must be low, medium or high',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', birthday: '1990-02-30' },
      'Birthday must be a date (YYYY-MM-DD)',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', birthday: '17/05/1990' },
      'Birthday must be a date (YYYY-MM-DD)',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', birthday: '2999-01-01' },
      'Birthday cannot be in the future',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', company_id: 'acme' },
      'Company must be a company id or none',
    ],
    // PostgreSQL text cannot hold NUL: a 400, not a failed write.
    [
      { first_name: 'F\u0000', last_name: 'L', email: 'a@b.co' },
      'First name contains an invalid character',
    ],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', address: 'x\u0000y' },
      'Address contains an invalid character',
    ],
    [{ first_name: 'F', last_name: 'L', email: 'a\u0000@b.co' }, 'Invalid email address'],
    [
      { first_name: 'F', last_name: 'L', email: 'a@b.co', id_cards: 'P-1' },
      'ID cards must be a list',
    ],
    [
      {
        first_name: 'F',
        last_name: 'L',
        email: 'a@b.co',
        id_cards: [{ id_number: 'P\u0000', id_type: 'Passport' }],
      },
      'ID number contains an invalid character',
    ],
  ])('refuses %j with "%s" and writes nothing', async (payload, message) => {
    const before = await countCustomers();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await countCustomers()).toBe(before);
  });

  it('refuses an unknown company with 404 and writes nothing', async () => {
    const before = await countCustomers();
    const res = await post(base({ company_id: UNKNOWN }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Company not found', code: 'not_found' });
    expect(await countCustomers()).toBe(before);
  });
});
