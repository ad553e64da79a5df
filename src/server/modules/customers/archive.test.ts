import { describe, expect, it } from 'vitest';
import type { Company } from '@domain/contracts/companies';
import type { Customer, CustomerList } from '@domain/contracts/customers';
import { databaseKinds } from '../../test/test-database';
import { exchangeSuite } from '../transactions/exchange-suite';

// Record keeping (docs/decisions/0027): a customer, ID card or company that transactions refer
// to is archived, not deleted: hidden from lists, kept for records, in the audit trail.
describe.each(databaseKinds)('archiving instead of deleting (%s)', (kind) => {
  const s = exchangeSuite(kind);
  const usdCad = async () => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    return { from_currency_id, to_currency_id, amount: '20' };
  };
  const traded = async (extra: Record<string, unknown> = {}) => {
    const id = await s.customer(extra);
    const res = await s.exchange({ customer_id: id, pairs: [await usdCad()] });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  };
  const listed = async (search: string) =>
    (await s.call('GET', `/api/customers?search=${encodeURIComponent(search)}`))
      .json<CustomerList>()
      .rows.map((c) => c.id);

  it('archives a customer with transactions: hidden, kept, unchangeable, unable to exchange, restorable', async () => {
    const id = await traded();
    const before = await s.call('GET', `/api/customers/${id}`);
    const { last_name } = before.json<Customer>();
    expect(await listed(last_name)).toEqual([id]);

    const archived = await s.call('DELETE', `/api/customers/${id}`);
    expect(archived.statusCode).toBe(200);
    expect(await listed(last_name)).toEqual([]);
    const kept = (await s.call('GET', `/api/customers/${id}`)).json<Customer>();
    expect(kept.archived_at).not.toBeNull();

    const put = await s.call('PUT', `/api/customers/${id}`, { ...kept, occupation: 'Pilot' });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      error: 'This customer is archived: restore them to make changes',
      code: 'archived',
    });
    const before2 = await s.state();
    const exchange = await s.exchange({ customer_id: id, pairs: [await usdCad()] });
    expect(exchange.statusCode).toBe(422);
    expect(exchange.json()).toEqual({
      error: 'This customer is archived and cannot make exchanges',
      code: 'archived',
    });
    expect(await s.state()).toEqual(before2);

    const audit = await s.call('GET', `/api/customers/${id}/history`);
    expect(
      audit.json<{ rows: { action: string; actor_name: string | null }[] }>().rows[0],
    ).toMatchObject({ action: 'archive' });

    const restored = await s.call('POST', `/api/customers/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Customer>().archived_at).toBeNull();
    expect(await listed(last_name)).toEqual([id]);
  });

  it('still deletes a customer without transactions', async () => {
    const id = await s.customer();
    const res = await s.call('DELETE', `/api/customers/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await s.call('GET', `/api/customers/${id}`)).statusCode).toBe(404);
  });

  it('refuses an archived recipient', async () => {
    const customer = await s.customer();
    const recipient = await traded();
    await s.call('DELETE', `/api/customers/${recipient}`);
    const res = await s.exchange({
      customer_id: customer,
      is_on_behalf: true,
      recipient_customer_id: recipient,
      pairs: [await usdCad()],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'The recipient is archived and cannot receive exchanges',
    });
  });

  it('archives the ID card of a customer with transactions; it no longer counts', async () => {
    const id = await traded();
    const add = (number: string) =>
      s.call('POST', '/api/id-cards', { customer_id: id, id_number: number, id_type: 'Passport' });
    const card = (await add('A1')).json<{ id: string }>();
    expect((await add('A2')).statusCode).toBe(201);
    expect((await add('A3')).statusCode).toBe(409);

    const res = await s.call('DELETE', `/api/id-cards/${card.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archived: true });
    const cards = await s.call('GET', `/api/customers/${id}/id-cards`);
    expect(cards.json<{ rows: { id_number: string }[] }>().rows.map((c) => c.id_number)).toEqual([
      'A2',
    ]);
    expect((await add('A3')).statusCode).toBe(201);

    const plain = await s.customer();
    const other = (
      await s.call('POST', '/api/id-cards', { customer_id: plain, id_number: 'B1', id_type: 'ID' })
    ).json<{ id: string }>();
    expect((await s.call('DELETE', `/api/id-cards/${other.id}`)).statusCode).toBe(204);
  });

  it('archives a company its customers exchanged for as a business, and deletes any other', async () => {
    const firm = await s.company();
    const id = await s.customer({ company_id: firm });
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id: id,
      transaction_category: 'business',
      pairs: [{ from_currency_id, to_currency_id, amount: '30' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { name } = (await s.call('GET', `/api/companies/${firm}`)).json<Company>();

    const archived = await s.call('DELETE', `/api/companies/${firm}`);
    expect(archived.statusCode).toBe(200);
    const list = await s.call('GET', `/api/companies?search=${encodeURIComponent(name)}`);
    expect(list.json<{ rows: unknown[] }>().rows).toEqual([]);
    const options = await s.call(
      'GET',
      `/api/companies/options?search=${encodeURIComponent(name)}`,
    );
    expect(options.json<{ rows: unknown[] }>().rows).toEqual([]);
    expect((await s.call('GET', `/api/customers/${id}`)).json<Customer>().company_id).toBe(firm);
    const put = await s.call('PUT', `/api/companies/${firm}`, { name: 'Renamed' });
    expect(put.statusCode).toBe(409);
    expect((await s.call('POST', `/api/companies/${firm}/restore`)).json<Company>()).toMatchObject({
      archived_at: null,
    });

    const empty = await s.company();
    expect((await s.call('DELETE', `/api/companies/${empty}`)).statusCode).toBe(204);
  });
});
