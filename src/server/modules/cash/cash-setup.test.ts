import { describe, expect, it } from 'vitest';
import type { Branch, Denomination } from '@domain/contracts/cash';
import { MAIN_BRANCH_ID } from '../../db/schema/cash';
import { cashSuite } from '../../test/cash-suite';

describe('branches, tills, denominations and the tolerance', () => {
  const s = cashSuite();

  it('lists the seeded denominations to any member; only the owner adds or deactivates one', async () => {
    const [teller, manager] = [await s.member(), await s.member('manager')];
    const cad = await s.currency('CAD');
    const list = await s.as(teller.headers, 'GET', `/api/denominations?currency_id=${cad.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ rows: Denomination[] }>().rows.map((d) => d.value)).toEqual([
      '100',
      '50',
      '20',
      '10',
      '5',
      '2',
      '1',
      '0.25',
      '0.1',
      '0.05',
    ]);
    const body = { currency_id: cad.id, value: '1000', kind: 'note' };
    const before = await s.cashState();
    expect((await s.as(teller.headers, 'POST', '/api/denominations', body)).statusCode).toBe(403);
    expect((await s.as(manager.headers, 'POST', '/api/denominations', body)).statusCode).toBe(403);
    expect(await s.cashState()).toBe(before);
    const created = await s.as(s.owner(), 'POST', '/api/denominations', body);
    expect(created.statusCode).toBe(201);
    const note = created.json<Denomination>();
    expect(note).toMatchObject({ value: '1000', kind: 'note', is_active: true });
    expect((await s.as(s.owner(), 'POST', '/api/denominations', body)).statusCode).toBe(409);
    const places = await s.as(s.owner(), 'POST', '/api/denominations', { ...body, value: '0.001' });
    expect(places.statusCode).toBe(400);
    const off = await s.as(s.owner(), 'PUT', `/api/denominations/${note.id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Denomination>().is_active).toBe(false);
    expect(
      (await s.as(manager.headers, 'PUT', `/api/denominations/${note.id}`, { is_active: true }))
        .statusCode,
    ).toBe(403);
    expect(await s.auditActions(note.id)).toEqual(['create', 'update']);
    // An inactive denomination may still be counted.
    const till = await s.newTill();
    const opened = await s.open(teller.headers, till.id, await s.count({ CAD: [['1000', 1]] }));
    expect(opened.statusCode).toBe(201);
  });

  it('has the owner add branches and tills; others may not', async () => {
    const manager = await s.member('manager');
    const before = await s.cashState();
    const refused = await s.as(manager.headers, 'POST', '/api/branches', { name: 'Airport' });
    expect(refused.statusCode).toBe(403);
    const noTill = await s.as(manager.headers, 'POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, {
      name: 'Counter 9',
    });
    expect(noTill.statusCode).toBe(403);
    expect(await s.cashState()).toBe(before);
    const created = await s.as(s.owner(), 'POST', '/api/branches', { name: 'Airport' });
    expect(created.statusCode).toBe(201);
    expect(created.json<Branch>().locations.map((l) => l.kind)).toEqual(['vault', 'card']);
    const till = await s.newTill('Counter 9');
    const same = await s.as(s.owner(), 'POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, {
      name: 'counter 9',
    });
    expect(same.statusCode).toBe(409);
    const renamed = await s.as(s.owner(), 'PUT', `/api/tills/${till.id}`, {
      name: 'Counter 10',
      is_active: false,
    });
    expect(renamed.json()).toMatchObject({ name: 'Counter 10', is_active: false });
    const teller = await s.member();
    const inactive = await s.open(teller.headers, till.id);
    expect(inactive.statusCode).toBe(409);
    const branches = (await s.as(teller.headers, 'GET', '/api/branches')).json<{
      rows: Branch[];
    }>();
    expect(branches.rows.map((b) => b.name)).toEqual(['Airport', 'Main']);
  });

  it('keeps the till variance tolerance as a non-negative CAD amount the owner edits', async () => {
    const manager = await s.member('manager');
    const settings = (await s.call('GET', '/api/settings')).json<{
      rows: { key: string; value: unknown }[];
    }>().rows;
    expect(settings.find((row) => row.key === 'till_variance_tolerance')?.value).toEqual({
      amount: '0',
    });
    const url = '/api/settings/till_variance_tolerance';
    expect((await s.as(manager.headers, 'PUT', url, { value: { amount: '5' } })).statusCode).toBe(
      403,
    );
    expect((await s.as(s.owner(), 'PUT', url, { value: { amount: '-1' } })).statusCode).toBe(400);
    expect((await s.as(s.owner(), 'PUT', url, { value: { amount: 'five' } })).statusCode).toBe(400);
    expect((await s.as(s.owner(), 'PUT', url, { value: { amount: '2.50' } })).statusCode).toBe(200);
    expect((await s.as(s.owner(), 'PUT', url, { value: { amount: '0' } })).statusCode).toBe(200);
  });
});
