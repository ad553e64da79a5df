import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

type Headers = { authorization: string };

describe('sessions and sign-up limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    const token = String(res.headers['set-auth-token']);
    return { token, headers: { authorization: `Bearer ${token}` } };
  };
  const list = (headers: Headers) =>
    t.as(headers, { method: 'GET', url: '/api/auth/list-sessions' });
  const revoke = (headers: Headers, payload: object) =>
    t.as(headers, { method: 'POST', url: '/api/auth/revoke-session', payload });

  it("lists the account's sessions with ids and metadata, never a token", async () => {
    const email = `list@bureau.test`;
    const first = await t.signUp(email);
    const second = await signIn(email);
    const res = await list(first.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(first.token.split('.')[0]);
    expect(res.body).not.toContain(second.token.split('.')[0]);
    const sessions = res.json<Record<string, unknown>[]>();
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['createdAt', 'current', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
      );
    }
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('revokes one of your own sessions by its id, and only your own', async () => {
    const email = `revoke-id@bureau.test`;
    const first = await t.signUp(email);
    const second = await signIn(email);
    const other = await t.signUp(`someone-else@bureau.test`);
    const [otherSession] = (await list(other.headers)).json<{ id: string }[]>();
    const mine = (await list(first.headers)).json<{ id: string; current: boolean }[]>();
    const secondId = mine.find((s) => !s.current)?.id ?? '';

    const foreign = await revoke(first.headers, { id: otherSession?.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'Session not found', code: 'not_found' });
    expect((await list(other.headers)).statusCode).toBe(200);

    const byToken = await revoke(first.headers, { token: second.token });
    expect(byToken.statusCode).toBe(400);
    expect(byToken.json()).toMatchObject({ code: 'validation' });

    const res = await revoke(first.headers, { id: secondId });
    expect(res.statusCode).toBe(200);
    expect((await list(second.headers)).statusCode).toBe(401);
    expect((await list(first.headers)).json()).toHaveLength(1);
  });

  it('refuses a NUL character in a session to revoke with 400', async () => {
    const { headers } = await t.signUp(`nul@bureau.test`);
    for (const payload of ['{"token":"\\u0000"}', '{"id":"\\u0000"}']) {
      const res = await t.as(headers, {
        method: 'POST',
        url: '/api/auth/revoke-session',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code, payload).toBe('validation');
    }
  });

  it("refuses a sign-up beyond the form's limits or with unknown fields, creating nothing", async () => {
    const email = `limits@bureau.test`;
    const base = { email, password: 'long enough pw' };
    const cases: [object, string][] = [
      [{ ...base, name: 'x'.repeat(100_000) }, 'Name is too long'],
      [{ ...base, first_name: 'x'.repeat(101) }, 'First name is too long'],
      [{ ...base, last_name: 'x'.repeat(101) }, 'Last name is too long'],
      [{ ...base, image: 'https://tracker.example/pixel.png' }, 'Unknown field: image'],
      [{ ...base, email: 'not-an-email' }, 'Invalid email address'],
      [{ ...base, password: 'short' }, 'Password must be at least 8 characters'],
      [{ ...base, first_name: 'Nul\u0000' }, 'First name contains an invalid character'],
    ];
    for (const [payload, error] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
      expect(res.statusCode, error).toBe(400);
      expect(res.json(), error).toMatchObject({ error, code: 'validation' });
    }
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from auth_users where email = '${email}'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
