import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@domain/contracts/staff';
import { STAFF_MESSAGES } from '@domain/staff';
import { apiSuite } from '../../test/api-suite';

let serial = 0;

describe('staff accounts', () => {
  const s = apiSuite();
  const newcomer = () => s.t.signUp(`new${++serial}@bureau.test`, { role: 'pending' });
  const list = async () => (await s.call('GET', '/api/staff')).json<{ rows: StaffMember[] }>().rows;
  const who = async (id: string) => (await list()).find((m) => m.id === id);
  const customers = (headers: { authorization: string }) =>
    s.t.as(headers, { method: 'GET', url: '/api/customers' });

  it('makes the first account the active owner and later ones pending, listed first', async () => {
    const later = await newcomer();
    const rows = await list();
    expect(rows[0]).toMatchObject({ id: later.userId, status: 'pending' });
    expect(rows.find((m) => m.id === s.userId)).toMatchObject({ role: 'owner', status: 'active' });
    const res = await customers(later.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: STAFF_MESSAGES.pending, code: 'forbidden' });
  });

  it('ignores a role or status sent with the sign-up', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: `sneaky@bureau.test`,
        password: 'correct horse battery',
        role: 'owner',
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('approves with a role: the account works at once within that role', async () => {
    const later = await newcomer();
    const res = await s.call('POST', `/api/staff/${later.userId}/approve`, { role: 'teller' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'teller', status: 'active' });
    expect((await customers(later.headers)).statusCode).toBe(200);
    const settings = await s.t.as(later.headers, {
      method: 'PUT',
      url: '/api/settings/crypto_enabled',
      payload: { value: { enabled: true } },
    });
    expect(settings.statusCode).toBe(403);
    expect(settings.json()).toEqual({ error: 'This needs the owner', code: 'forbidden' });
  });

  it('refuses a bad role, an unknown account or a second decision, writing nothing', async () => {
    const later = await newcomer();
    for (const body of [{}, { role: 'admin' }, { role: 'teller', extra: 1 }]) {
      const res = await s.call('POST', `/api/staff/${later.userId}/approve`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation');
    }
    expect((await who(later.userId))?.status).toBe('pending');
    const unknown = await s.call('POST', '/api/staff/nobody/approve', { role: 'teller' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Staff member not found', code: 'not_found' });
    await s.call('POST', `/api/staff/${later.userId}/reject`, {});
    const again = await s.call('POST', `/api/staff/${later.userId}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe('Cannot reject: this account was rejected');
  });

  it('rejects: the sessions end and sign-in is refused', async () => {
    const email = `rejected@bureau.test`;
    const later = await s.t.signUp(email, { role: 'pending' });
    const res = await s.call('POST', `/api/staff/${later.userId}/reject`, {});
    expect(res.json()).toMatchObject({ status: 'rejected' });
    expect((await customers(later.headers)).statusCode).toBe(401);
    const signIn = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error: STAFF_MESSAGES.inactive, code: 'forbidden' });
  });

  it('deactivates with every session ended at once, and reactivates', async () => {
    const email = `leaver@bureau.test`;
    const member = await s.t.signUp(email, { role: 'manager' });
    const second = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    const other = { authorization: `Bearer ${String(second.headers['set-auth-token'])}` };
    expect((await customers(other)).statusCode).toBe(200);
    const res = await s.call('POST', `/api/staff/${member.userId}/deactivate`, {});
    expect(res.json()).toMatchObject({ status: 'deactivated', role: 'manager' });
    expect((await customers(member.headers)).statusCode).toBe(401);
    expect((await customers(other)).statusCode).toBe(401);
    const back = await s.call('POST', `/api/staff/${member.userId}/reactivate`, {});
    expect(back.json()).toMatchObject({ status: 'active', role: 'manager' });
  });

  it('changes a role, but never demotes or deactivates the last active owner', async () => {
    for (const [method, url, body] of [
      ['PUT', `/api/staff/${s.userId}/role`, { role: 'manager' }],
      ['POST', `/api/staff/${s.userId}/deactivate`, {}],
    ] as const) {
      const res = await s.call(method, url, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: STAFF_MESSAGES.lastOwner, code: 'conflict' });
    }
    const partner = await s.t.signUp(undefined, { role: 'teller' });
    const up = await s.call('PUT', `/api/staff/${partner.userId}/role`, { role: 'owner' });
    expect(up.json()).toMatchObject({ role: 'owner' });
    // With a second owner, the first may step down; the second is then the last.
    const down = await s.call('PUT', `/api/staff/${s.userId}/role`, { role: 'owner' });
    expect(down.statusCode).toBe(200);
    const leave = await s.t.as(partner.headers, {
      method: 'PUT',
      url: `/api/staff/${partner.userId}/role`,
      payload: { role: 'manager' },
    });
    expect(leave.statusCode).toBe(200);
    const last = await s.call('POST', `/api/staff/${s.userId}/deactivate`, {});
    expect(last.statusCode).toBe(409);
  });
});
