import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer, CustomerDetail, CustomerList } from '@domain/contracts/customers';
import { customers } from '../../db/schema';
import { databaseKinds } from '../../test/test-database';
import { customerSuite, UNKNOWN } from './customer-suite';
import { insertTransaction } from './transaction-fixture';

describe.each(databaseKinds)('customers API: create, read and search (%s)', (kind) => {
  const s = customerSuite(kind);
  const { post, base, create, createCompany, countCustomers } = s;

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
    expect(res.json()).toEqual({ error: 'Company not found' });
    expect(await countCustomers()).toBe(before);
  });

  it('searches name, email and phone case-insensitively, in pages of {rows,total}', async () => {
    const tag = `zq${Date.now()}`;
    for (let i = 0; i < 12; i++) {
      await create({ first_name: `Pat${i}`, last_name: `${tag}Smith`, phone: `555-${tag}-${i}` });
    }
    await create({ first_name: 'Other', email: `${tag}mail@example.com` });
    await create({ first_name: 'Phoney', phone: `+1 ${tag.toUpperCase()}` });
    await create({ first_name: 'Nope' });
    const page = (q: string) => s.t.as(s.session, { method: 'GET', url: `/api/customers${q}` });

    const all = (await page(`?search=${tag.toUpperCase()}`)).json<CustomerList>();
    expect(all.total).toBe(14);
    expect(all.rows).toHaveLength(10);
    const second = (await page(`?search=${tag}smith&limit=10&offset=10`)).json<CustomerList>();
    expect(second.total).toBe(12);
    expect(second.rows).toHaveLength(2);
    expect((await page(`?search=pat3 ${tag}`)).json<CustomerList>().total).toBe(1);
    expect((await page(`?search=${tag}mail@`)).json<CustomerList>().rows[0]?.first_name).toBe(
      'Other',
    );
    // LIKE wildcards in the user's text match themselves.
    expect((await page(`?search=%25${tag}`)).json<CustomerList>().total).toBe(0);
    expect((await page(`?search=_`)).json<CustomerList>().total).toBe(0);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=abc', 'limit must be a number'],
    ['?offset=-1', 'offset must be 0 or more'],
    [`?search=${'x'.repeat(201)}`, 'Search is too long'],
    ['?search=a%00b', 'Search contains an invalid character'],
  ])('refuses list query %s', async (q, message) => {
    for (const path of ['/api/customers', '/api/customers/without-company']) {
      const res = await s.t.as(s.session, { method: 'GET', url: `${path}${q}` });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('reads one with its company, ID cards and latest 10 transactions (as initiator or recipient)', async () => {
    const companyId = await createCompany(`Detail Co ${Date.now()}`);
    const c = await create({
      company_id: companyId,
      id_cards: [{ id_number: 'A1', id_type: 'Passport' }],
    });
    const other = await create();
    for (let i = 0; i < 11; i++)
      await insertTransaction(s.t.database.db, { customer_id: c.id, from_amount: `${i + 1}.5` });
    await insertTransaction(s.t.database.db, {
      customer_id: other.id,
      recipient_customer_id: c.id,
    });
    const res = await s.t.as(s.session, { method: 'GET', url: `/api/customers/${c.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json<CustomerDetail>();
    expect(detail.company).toMatchObject({
      id: companyId,
      name: expect.stringContaining('Detail Co'),
    });
    expect(detail.id_cards).toHaveLength(1);
    expect(detail.transactions).toHaveLength(10);
    expect(detail.transactions[0]).toMatchObject({
      customer_id: other.id,
      recipient_customer_id: c.id,
      from_currency_code: 'USD',
      to_currency_code: 'CAD',
      from_decimal_places: 2,
      to_decimal_places: 2,
      from_amount: '100',
      to_amount: '135.5',
    });
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    for (const [method, url] of [
      ['GET', `/api/customers/${UNKNOWN}`],
      ['PUT', `/api/customers/${UNKNOWN}`],
      ['DELETE', `/api/customers/${UNKNOWN}`],
      ['GET', `/api/customers/${UNKNOWN}/id-cards`],
    ] as const) {
      const res = await s.t.as(s.session, {
        method,
        url,
        payload: method === 'PUT' ? base() : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Customer not found' });
    }
    const bad = await s.t.as(s.session, { method: 'GET', url: '/api/customers/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid id');
  });
});
