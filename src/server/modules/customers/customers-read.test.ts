import { describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerList } from '@domain/contracts/customers';
import { customerSuite, UNKNOWN } from '../../test/customer-suite';
import { insertTransaction } from '../../test/transaction-fixture';

describe('customers API: read and search', () => {
  const s = customerSuite();
  const { base, create, createCompany } = s;

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
      expect(res.json()).toEqual({ error: 'Customer not found', code: 'not_found' });
    }
    const bad = await s.t.as(s.session, { method: 'GET', url: '/api/customers/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid id');
  });
});
