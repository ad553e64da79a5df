import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyDetail } from '@domain/contracts/companies';
import { companies, customers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTransaction } from '../../test/transaction-fixture';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('companies API', () => {
  let t: TestApp;
  let session: { authorization: string };
  const total = async () => (await t.database.db.select({ n: count() }).from(companies))[0]?.n ?? 0;
  const post = (payload: object) =>
    t.as(session, { method: 'POST', url: '/api/companies', payload });
  const create = async (payload: object) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    return res.json<Company>();
  };
  const newCustomer = async (company_id: string | null) => {
    const res = await t.as(session, {
      method: 'POST',
      url: '/api/customers',
      payload: {
        first_name: 'Emp',
        last_name: 'Loyee',
        email: `e${Math.random()}@example.com`,
        company_id,
      },
    });
    return res.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    session = (await t.signUp()).headers;
  });
  afterAll(() => t.close());

  it('creates a company with every field, empty strings stored as null', async () => {
    const full = await create({
      name: ' Acme Ltd ',
      industry: 'Retail',
      registration_number: 'REG-1',
      tax_id: 'TAX-1',
      email: 'hello@acme.test',
      phone: '555',
      website: 'https://acme.test',
      address: '1 Main St',
      notes: 'Good client',
    });
    expect(full).toMatchObject({
      name: 'Acme Ltd',
      industry: 'Retail',
      tax_id: 'TAX-1',
      notes: 'Good client',
    });
    const bare = await create({ name: 'Bare', industry: '', email: '', website: '' });
    expect(bare).toMatchObject({ industry: null, email: null, website: null, notes: null });
  });

  it.each([
    [{}, 'Company name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{ name: 7 }, 'Company name is required'],
    [{ name: 'N'.repeat(201) }, 'Company name must be at most 200 characters'],
    [{ name: 'Ok', email: 'nope' }, 'Invalid email address'],
    [{ name: 'Ok', notes: 'n'.repeat(2001) }, 'Notes must be at most 2000 characters'],
    [{ name: 'Ok', industry: ['x'] }, 'Industry must be text'],
    // PostgreSQL text cannot hold NUL: a 400, not a failed write.
    [{ name: 'Ok\u0000' }, 'Company name contains an invalid character'],
    [{ name: 'Ok', notes: 'a\u0000b' }, 'Notes contains an invalid character'],
  ])('refuses %j with "%s" and writes nothing', async (payload, message) => {
    const before = await total();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await total()).toBe(before);
  });

  it('lists with search and paging, and names for the dropdown ordered by name', async () => {
    const tag = `co${Date.now()}`;
    for (const name of ['Zeta', 'Alpha', 'Mid']) await create({ name: `${name} ${tag}` });
    await create({ name: 'Indirect', industry: `${tag.toUpperCase()} mining` });
    const page = await t.as(session, {
      method: 'GET',
      url: `/api/companies?search=${tag}&limit=2&offset=0`,
    });
    expect(page.json<{ total: number; rows: Company[] }>().total).toBe(4);
    expect(page.json<{ rows: Company[] }>().rows.map((r) => r.name)).toEqual([
      `Alpha ${tag}`,
      'Indirect',
    ]);
    const options = await t.as(session, {
      method: 'GET',
      url: `/api/companies/options?search=${tag}`,
    });
    expect(options.json()).toMatchObject({
      total: 4,
      rows: [
        { name: `Alpha ${tag}` },
        { name: 'Indirect' },
        { name: `Mid ${tag}` },
        { name: `Zeta ${tag}` },
      ],
    });
    const all = await t.as(session, { method: 'GET', url: '/api/companies/options' });
    const names = all.json<{ rows: { name: string }[] }>().rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await t.as(session, { method: 'GET', url: '/api/companies?limit=1000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('limit must be at most 100');
    for (const path of ['/api/companies', '/api/companies/options']) {
      const nul = await t.as(session, { method: 'GET', url: `${path}?search=a%00` });
      expect(nul.statusCode, path).toBe(400);
      expect(nul.json().error).toBe('Search contains an invalid character');
    }
  });

  it('reads one with its customers and its business-category transactions', async () => {
    const co = await create({ name: `Detail ${Date.now()}` });
    const member = await newCustomer(co.id);
    const outsider = await newCustomer(null);
    await insertTransaction(t.database.db, {
      customer_id: member,
      transaction_category: 'business',
    });
    await insertTransaction(t.database.db, {
      customer_id: member,
      transaction_category: 'personal',
    });
    await insertTransaction(t.database.db, {
      customer_id: outsider,
      transaction_category: 'business',
    });
    const res = await t.as(session, { method: 'GET', url: `/api/companies/${co.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json<CompanyDetail>();
    expect(detail.customers.map((c) => c.id)).toEqual([member]);
    expect(detail.transactions).toHaveLength(1);
    expect(detail.transaction_total).toBe(1);
    expect(detail.transactions[0]).toMatchObject({
      customer_id: member,
      transaction_category: 'business',
      customer_name: 'Emp Loyee',
    });
  });

  it('updates a company, refusing bad input without writing', async () => {
    const co = await create({ name: 'Before' });
    const res = await t.as(session, {
      method: 'PUT',
      url: `/api/companies/${co.id}`,
      payload: { name: 'After', phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'After', phone: null });
    const bad = await t.as(session, {
      method: 'PUT',
      url: `/api/companies/${co.id}`,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Company name is required');
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, co.id));
    expect(row?.name).toBe('After');
  });

  it('deletes a company and keeps its customers without the association', async () => {
    const co = await create({ name: `Gone ${Date.now()}` });
    const a = await newCustomer(co.id);
    const b = await newCustomer(co.id);
    const res = await t.as(session, { method: 'DELETE', url: `/api/companies/${co.id}` });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.company_id, co.id));
    expect(rows).toHaveLength(0);
    for (const id of [a, b]) {
      const c = await t.as(session, { method: 'GET', url: `/api/customers/${id}` });
      expect(c.statusCode).toBe(200);
      expect(c.json()).toMatchObject({ company_id: null, company: null });
    }
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    for (const [method, payload] of [['GET'], ['PUT', { name: 'X' }], ['DELETE']] as const) {
      const res = await t.as(session, { method, url: `/api/companies/${UNKNOWN}`, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ error: 'Company not found', code: 'not_found' });
    }
    const bad = await t.as(session, { method: 'DELETE', url: '/api/companies/123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid id');
  });
});
