import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, idCards } from '../../db/schema';
import { customerSuite, UNKNOWN } from '../../test/customer-suite';
import { insertTransaction } from '../../test/transaction-fixture';

describe('customers API: update, company and delete', () => {
  const s = customerSuite();
  const { create, createCompany } = s;

  it('updates a customer and refuses bad input without writing', async () => {
    const c = await create({ phone: '123' });
    const res = await s.t.as(s.session, {
      method: 'PUT',
      url: `/api/customers/${c.id}`,
      payload: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone: '',
        risk_level: 'medium',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Grace', phone: null, risk_level: 'medium' });
    const bad = await s.t.as(s.session, {
      method: 'PUT',
      url: `/api/customers/${c.id}`,
      payload: { first_name: 'X', last_name: 'Y', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid email address');
    const unknownCompany = await s.t.as(s.session, {
      method: 'PUT',
      url: `/api/customers/${c.id}`,
      payload: { first_name: 'X', last_name: 'Y', email: 'x@example.com', company_id: UNKNOWN },
    });
    expect(unknownCompany.statusCode).toBe(404);
    expect(unknownCompany.json()).toEqual({ error: 'Company not found', code: 'not_found' });
    const [row] = await s.t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ first_name: 'Grace', email: 'grace@example.com' });
  });

  it('sets, changes and removes the company', async () => {
    const a = await createCompany(`A ${Date.now()}`);
    const b = await createCompany(`B ${Date.now()}`);
    const c = await create();
    const put = (company_id: unknown) =>
      s.t.as(s.session, {
        method: 'PUT',
        url: `/api/customers/${c.id}/company`,
        payload: { company_id },
      });
    expect((await put(a)).json().company_id).toBe(a);
    expect((await put(b)).json().company_id).toBe(b);
    expect((await put('none')).json().company_id).toBeNull();
    expect((await put(b)).json().company_id).toBe(b);
    // Wrong types, an unknown company, and a body without company_id change nothing.
    for (const payload of [{ company_id: 12 }, {}, { company_id: [a] }]) {
      const bad = await s.t.as(s.session, {
        method: 'PUT',
        url: `/api/customers/${c.id}/company`,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error).toBe('Company must be a company id or none');
    }
    const unknown = await put(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Company not found');
    const [kept] = await s.t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(kept?.company_id).toBe(b);
    expect((await put(null)).json().company_id).toBeNull();
    const missingCustomer = await s.t.as(s.session, {
      method: 'PUT',
      url: `/api/customers/${UNKNOWN}/company`,
      payload: { company_id: a },
    });
    expect(missingCustomer.statusCode).toBe(404);
    expect(missingCustomer.json().error).toBe('Customer not found');
  });

  it('lists customers without a company, with search', async () => {
    const tag = `wc${Date.now()}`;
    const companyId = await createCompany(`W ${tag}`);
    const free = await create({ last_name: `${tag}Free` });
    await create({ last_name: `${tag}Taken`, company_id: companyId });
    const res = await s.t.as(s.session, {
      method: 'GET',
      url: `/api/customers/without-company?search=${tag}&limit=5`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [{ id: free.id, first_name: 'Ada', last_name: `${tag}Free`, email: free.email }],
      total: 1,
      total_is_lower_bound: false,
    });
  });

  it('deletes a customer with its ID cards', async () => {
    const c = await create({ id_cards: [{ id_number: 'Z1', id_type: 'Passport' }] });
    const res = await s.t.as(s.session, { method: 'DELETE', url: `/api/customers/${c.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(
      (await s.t.as(s.session, { method: 'GET', url: `/api/customers/${c.id}` })).statusCode,
    ).toBe(404);
    const cards = await s.t.database.db.select().from(idCards).where(eq(idCards.customer_id, c.id));
    expect(cards).toHaveLength(0);
  });

  it('archives instead of deleting a customer who has transactions, as initiator or as recipient', async () => {
    const initiator = await create({ id_cards: [{ id_number: 'K1', id_type: 'Passport' }] });
    const recipient = await create();
    await insertTransaction(s.t.database.db, {
      customer_id: initiator.id,
      recipient_customer_id: recipient.id,
    });
    for (const c of [initiator, recipient]) {
      const res = await s.t.as(s.session, { method: 'DELETE', url: `/api/customers/${c.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ archived: true, archived_at: expect.any(String) as string });
      const kept = await s.t.as(s.session, { method: 'GET', url: `/api/customers/${c.id}` });
      expect(kept.statusCode).toBe(200);
      expect(kept.json<{ archived_at: string }>().archived_at).toBe(
        res.json<{ archived_at: string }>().archived_at,
      );
    }
    const cards = await s.t.database.db
      .select()
      .from(idCards)
      .where(eq(idCards.customer_id, initiator.id));
    expect(cards).toHaveLength(1);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = await s.t.as(s.session, { method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/customers',
        '/api/customers/{id}',
        '/api/customers/{id}/company',
        '/api/customers/without-company',
        '/api/customers/{id}/id-cards',
        '/api/id-cards',
        '/api/id-cards/{id}',
        '/api/companies',
        '/api/companies/options',
        '/api/companies/{id}',
      ]),
    );
  });
});
