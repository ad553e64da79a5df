import { describe, expect, it } from 'vitest';
import type { AuditList } from '@domain/contracts/audit';
import type { Company, CompanyDetail, CompanyList } from '@domain/contracts/companies';
import type { Customer } from '@domain/contracts/customers';
import { exchangeSuite } from '../../test/exchange-suite';

// Record keeping (docs/decisions/0027): a company whose customers appear in transactions is part
// of their records: deleting it archives it.
describe('archiving companies', () => {
  const s = exchangeSuite();
  const pair = async () => {
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    return { from_currency_id, to_currency_id, amount: '25' };
  };
  const named = async (id: string) =>
    (await s.call('GET', `/api/companies/${id}`)).json<Company>().name;
  const listed = async (name: string, archived = false) =>
    (
      await s.call(
        'GET',
        `/api/companies?search=${encodeURIComponent(name)}${archived ? '&archived=true' : ''}`,
      )
    )
      .json<CompanyList>()
      .rows.map((c) => c.id);
  const options = async (name: string) =>
    (await s.call('GET', `/api/companies/options?search=${encodeURIComponent(name)}`)).json<{
      rows: { id: string }[];
    }>().rows;
  const history = async (id: string) =>
    (await s.call('GET', `/api/companies/${id}/history`)).json<AuditList>().rows;

  it('archives a company whose customer exchanged, even personally: hidden, kept, unchangeable, restorable', async () => {
    const firm = await s.company();
    const member = await s.customer({ company_id: firm });
    const res = await s.exchange({
      customer_id: member,
      transaction_category: 'personal',
      pairs: [await pair()],
    });
    expect(res.statusCode, res.body).toBe(201);
    const name = await named(firm);

    const archived = await s.call('DELETE', `/api/companies/${firm}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ archived: true, archived_at: expect.any(String) as string });
    expect(await listed(name)).toEqual([]);
    expect(await options(name)).toEqual([]);
    expect(await listed(name, true)).toEqual([firm]);
    const detail = (await s.call('GET', `/api/companies/${firm}`)).json<CompanyDetail>();
    expect(detail).toMatchObject({
      archived_at: archived.json<{ archived_at: string }>().archived_at,
      archived_by_name: 'Test Staff',
      customers: [{ id: member, archived_at: null }],
    });

    const put = await s.call('PUT', `/api/companies/${firm}`, { name: 'Renamed' });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual({
      error: 'This company is archived: restore it to make changes',
      code: 'archived',
    });
    expect(await named(firm)).toBe(name);

    // Its customer keeps it, and may still be edited with it.
    const current = (await s.call('GET', `/api/customers/${member}`)).json<Customer>();
    expect(current.company_id).toBe(firm);
    const edited = await s.call('PUT', `/api/customers/${member}`, {
      ...current,
      occupation: 'Buyer',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // Nobody else may choose it.
    const choose = [
      await s.call('PUT', `/api/customers/${await s.customer()}/company`, { company_id: firm }),
      await s.call('POST', '/api/customers', {
        first_name: 'New',
        last_name: 'Member',
        email: `new-member-${Date.now()}@bureau.test`,
        company_id: firm,
      }),
    ];
    for (const refused of choose) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'This company is archived: choose another company or restore it first',
        code: 'archived',
      });
    }

    const teller = await s.t.signUp(undefined, { role: 'teller' });
    const byTeller = await s.t.as(teller.headers, {
      method: 'POST',
      url: `/api/companies/${firm}/restore`,
    });
    expect(byTeller.statusCode).toBe(403);

    const restored = await s.call('POST', `/api/companies/${firm}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Company>()).toMatchObject({ id: firm, archived_at: null });
    expect(await listed(name)).toEqual([firm]);
    expect(await options(name)).toEqual([{ id: firm, name }]);
    const [restore, archive] = await history(firm);
    expect(restore).toMatchObject({
      action: 'restore',
      record_type: 'company',
      actor: { id: s.userId, name: 'Test Staff' },
    });
    expect(archive).toMatchObject({
      action: 'archive',
      record_type: 'company',
      actor: { id: s.userId, name: 'Test Staff' },
    });
  });

  it('archives a company whose customer was only a recipient', async () => {
    const firm = await s.company();
    const recipient = await s.customer({ company_id: firm });
    const res = await s.exchange({
      customer_id: await s.customer(),
      is_on_behalf: true,
      recipient_customer_id: recipient,
      pairs: [await pair()],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await s.call('DELETE', `/api/companies/${firm}`)).statusCode).toBe(200);
  });

  it('lists archived customers with their company, marked', async () => {
    const firm = await s.company();
    const member = await s.customer({ company_id: firm });
    await s.exchange({ customer_id: member, pairs: [await pair()] });
    await s.call('DELETE', `/api/customers/${member}`);
    const detail = (await s.call('GET', `/api/companies/${firm}`)).json<CompanyDetail>();
    expect(detail.customers).toEqual([
      expect.objectContaining({ id: member, archived_at: expect.any(String) as string }),
    ]);
    expect(detail.archived_at).toBeNull();
  });

  it('deletes a company whose customers have no transactions; they are kept without it', async () => {
    const firm = await s.company();
    const member = await s.customer({ company_id: firm });
    const res = await s.call('DELETE', `/api/companies/${firm}`);
    expect(res.statusCode).toBe(204);
    expect((await s.call('GET', `/api/companies/${firm}`)).statusCode).toBe(404);
    const kept = await s.call('GET', `/api/customers/${member}`);
    expect(kept.json<Customer>().company_id).toBeNull();
    expect((await history(firm))[0]).toMatchObject({ action: 'delete', actor: { id: s.userId } });
  });
});
