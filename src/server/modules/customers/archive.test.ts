import { describe, expect, it } from 'vitest';
import type { AuditList } from '@domain/contracts/audit';
import type { Customer, CustomerDetail, CustomerList } from '@domain/contracts/customers';
import { exchangeSuite } from '../../test/exchange-suite';

// Record keeping (docs/decisions/0027): a customer or ID card that transactions refer to is
// archived, not deleted: hidden from lists, kept for records, in the audit trail.
describe('archiving customers and ID cards', () => {
  const s = exchangeSuite();
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
  const listed = async (search: string, archived = false) =>
    (
      await s.call(
        'GET',
        `/api/customers?search=${encodeURIComponent(search)}${archived ? '&archived=true' : ''}`,
      )
    )
      .json<CustomerList>()
      .rows.map((c) => c.id);
  const history = async (id: string) =>
    (await s.call('GET', `/api/customers/${id}/history`)).json<AuditList>().rows;

  it('archives a customer with transactions: hidden, kept, unchangeable, unable to exchange, restorable', async () => {
    const id = await traded();
    const before = await s.call('GET', `/api/customers/${id}`);
    const { last_name } = before.json<Customer>();
    expect(await listed(last_name)).toEqual([id]);
    expect(await listed(last_name, true)).toEqual([]);

    const archived = await s.call('DELETE', `/api/customers/${id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ archived: true, archived_at: expect.any(String) as string });
    expect(await listed(last_name)).toEqual([]);
    expect(await listed(last_name, true)).toEqual([id]);
    const kept = (await s.call('GET', `/api/customers/${id}`)).json<CustomerDetail>();
    expect(kept).toMatchObject({
      archived_at: archived.json<{ archived_at: string }>().archived_at,
      archived_by_name: 'Test Staff',
    });
    expect(kept.transactions).toHaveLength(1);

    const put = await s.call('PUT', `/api/customers/${id}`, { ...kept, occupation: 'Pilot' });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      error: 'This customer is archived: restore them to make changes',
      code: 'archived',
    });
    const company = await s.call('PUT', `/api/customers/${id}/company`, {
      company_id: await s.company(),
    });
    expect(company.statusCode).toBe(409);
    const before2 = await s.state();
    const exchange = await s.exchange({ customer_id: id, pairs: [await usdCad()] });
    expect(exchange.statusCode).toBe(422);
    expect(exchange.json()).toEqual({
      error: 'This customer is archived and cannot make exchanges',
      code: 'archived',
    });
    expect(await s.state()).toEqual(before2);
    // Deleting again keeps it archived as it was.
    expect((await s.call('DELETE', `/api/customers/${id}`)).json()).toEqual(archived.json());

    const restored = await s.call('POST', `/api/customers/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Customer>()).toMatchObject({ id, archived_at: null, occupation: null });
    expect(await listed(last_name)).toEqual([id]);
    expect(await listed(last_name, true)).toEqual([]);
    expect(
      (await s.call('GET', `/api/customers/${id}`)).json<CustomerDetail>().archived_by_name,
    ).toBeNull();

    // The trail names both steps and who took them, newest first.
    const [restore, archive] = await history(id);
    expect(restore).toMatchObject({
      action: 'restore',
      record_type: 'customer',
      record_id: id,
      actor: { id: s.userId, name: 'Test Staff' },
    });
    expect(archive).toMatchObject({
      action: 'archive',
      record_type: 'customer',
      record_id: id,
      actor: { id: s.userId, name: 'Test Staff' },
      after: { archived_at: expect.any(String) as string, archived_by: s.userId },
    });
    // Restoring what is not archived changes nothing and writes nothing.
    const entries = (await history(id)).length;
    expect((await s.call('POST', `/api/customers/${id}/restore`)).statusCode).toBe(200);
    expect(await history(id)).toHaveLength(entries);
  });

  it('still deletes a customer without transactions', async () => {
    const id = await s.customer();
    const res = await s.call('DELETE', `/api/customers/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await s.call('GET', `/api/customers/${id}`)).statusCode).toBe(404);
    expect((await history(id))[0]?.action).toBe('delete');
  });

  it('leaves archived customers out of the picker of customers without a company', async () => {
    const id = await traded();
    const { last_name } = (await s.call('GET', `/api/customers/${id}`)).json<Customer>();
    const picker = async () =>
      (
        await s.call('GET', `/api/customers/without-company?search=${last_name}`)
      ).json<CustomerList>().rows;
    expect(await picker()).toHaveLength(1);
    await s.call('DELETE', `/api/customers/${id}`);
    expect(await picker()).toEqual([]);
    // The picker has no archived list.
    const bad = await s.call('GET', '/api/customers?archived=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { archived: 'archived must be true or false' } });
  });

  it('refuses an archived recipient', async () => {
    const customer = await s.customer();
    const recipient = await traded();
    await s.call('DELETE', `/api/customers/${recipient}`);
    const before = await s.state();
    const res = await s.exchange({
      customer_id: customer,
      is_on_behalf: true,
      recipient_customer_id: recipient,
      third_party_relationship: 'Friend',
      pairs: [await usdCad()],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'The recipient is archived and cannot receive exchanges',
      code: 'archived',
    });
    expect(await s.state()).toEqual(before);
  });

  it('lets only managers and the owner restore', async () => {
    const id = await traded();
    await s.call('DELETE', `/api/customers/${id}`);
    const teller = await s.t.signUp(undefined, { role: 'teller' });
    const res = await s.t.as(teller.headers, {
      method: 'POST',
      url: `/api/customers/${id}/restore`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('forbidden');
    // A teller may archive: deleting is theirs, and nothing is lost.
    const other = await traded();
    const archived = await s.t.as(teller.headers, {
      method: 'DELETE',
      url: `/api/customers/${other}`,
    });
    expect(archived.statusCode).toBe(200);
    expect((await history(other))[0]).toMatchObject({
      action: 'archive',
      actor: { id: teller.userId },
    });
  });

  it('archives the ID cards of a customer with transactions; they no longer count nor identify', async () => {
    const id = await traded();
    const add = (number: string) =>
      s.call('POST', '/api/id-cards', {
        customer_id: id,
        id_number: number,
        id_type: 'Passport',
        expiry_date: '2099-01-01',
      });
    const first = (await add('A1')).json<{ id: string }>();
    const second = (await add('A2')).json<{ id: string }>();
    expect((await add('A3')).statusCode).toBe(409);

    const res = await s.call('DELETE', `/api/id-cards/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ archived: true, archived_at: expect.any(String) as string });
    const cards = await s.call('GET', `/api/customers/${id}/id-cards`);
    expect(cards.json<{ rows: { id_number: string }[] }>().rows.map((c) => c.id_number)).toEqual([
      'A2',
    ]);
    expect((await history(id))[0]).toMatchObject({
      action: 'archive',
      record_type: 'id_card',
      record_id: first.id,
      parent_id: id,
      actor: { id: s.userId, name: 'Test Staff' },
    });

    // With both cards archived, none identifies the customer: a card payment needs one.
    expect((await s.call('DELETE', `/api/id-cards/${second.id}`)).statusCode).toBe(200);
    const detail = (await s.call('GET', `/api/customers/${id}`)).json<CustomerDetail>();
    expect(detail.id_cards).toEqual([]);
    const before = await s.state();
    const byCard = async () =>
      s.exchange({ customer_id: id, payment_method: 'card', pairs: [await usdCad()] });
    const refused = await byCard();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string }>().code).toBe('card_requires_id');
    expect(await s.state()).toEqual(before);

    // Archived cards are not counted toward the two allowed.
    expect((await add('A3')).statusCode).toBe(201);
    expect((await add('A4')).statusCode).toBe(201);
    expect((await add('A5')).statusCode).toBe(409);
    expect((await byCard()).statusCode).toBe(201);

    const plain = await s.customer();
    const other = (
      await s.call('POST', '/api/id-cards', { customer_id: plain, id_number: 'B1', id_type: 'ID' })
    ).json<{ id: string }>();
    expect((await s.call('DELETE', `/api/id-cards/${other.id}`)).statusCode).toBe(204);
    expect((await history(plain))[0]).toMatchObject({ action: 'delete', record_type: 'id_card' });
  });

  it("keeps an archived customer's ID cards as they are", async () => {
    const id = await traded();
    const card = (
      await s.call('POST', '/api/id-cards', { customer_id: id, id_number: 'K9', id_type: 'ID' })
    ).json<{ id: string }>();
    await s.call('DELETE', `/api/customers/${id}`);
    const cards = (await s.call('GET', `/api/customers/${id}`)).json<CustomerDetail>().id_cards;
    expect(cards.map((c) => c.id)).toEqual([card.id]);
    for (const res of [
      await s.call('DELETE', `/api/id-cards/${card.id}`),
      await s.call('POST', '/api/id-cards', { customer_id: id, id_number: 'K10', id_type: 'ID' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'This customer is archived: restore them to make changes',
        code: 'archived',
      });
    }
  });
});
