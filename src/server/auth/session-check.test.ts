import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

const HOUR = 60 * 60 * 1000;

describe('the session check of every request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUpWithCookie = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'correct horse battery', name: 'Cookie Staff' },
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((c) => c.includes('session_token='))?.split(';')[0] ?? '';
    return { cookie, token: String(res.headers['set-auth-token']) };
  };
  const sessions = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers });
  const expiry = async (token: string) => {
    const [row] = await queryRows<{ expires_at: Date | string }>(
      t.database.db,
      `select expires_at from auth_sessions where token = '${token.split('.')[0]}'`,
    );
    return row ? new Date(row.expires_at).getTime() : null;
  };
  // A change made in SQL, outside the app, is announced as the app's own changes are
  // (decision 0066), or the app could answer from the session it remembers.
  const setExpiry = async (token: string, at: Date) => {
    await t.database.db.execute(
      `update auth_sessions set expires_at = '${at.toISOString()}' where token = '${token.split('.')[0]}'`,
    );
    await t.app.sessionCache?.announce();
  };

  it('accepts the signed session cookie and refuses one whose signature does not match', async () => {
    const { cookie } = await signUpWithCookie(`cookie@bureau.test`);
    expect(cookie).toMatch(/session_token=/);
    expect((await sessions({ cookie })).statusCode).toBe(200);

    const [name, value = ''] = cookie.split('=');
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    const res = await sessions({ cookie: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', error: 'Authentication required' });
    expect((await sessions({ cookie: `${name}=${token}` })).statusCode).toBe(401);
  });

  it('accepts the signed bearer token only: the bare token stored at rest opens nothing', async () => {
    const { token } = await t.signUp(`bearer@bureau.test`);
    expect((await sessions({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const [stored] = await queryRows<{ token: string }>(
      t.database.db,
      `select s.token from auth_sessions s join auth_users u on u.id = s.user_id
        where u.email = 'bearer@bureau.test'`,
    );
    const bare = stored?.token ?? '';
    expect(token.split('.')[0]).toBe(bare);
    const withBare = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bare}` } });
    for (const url of ['/api/auth/list-sessions', '/api/me/preferences', '/api/staff']) {
      expect([url, (await withBare(url)).statusCode]).toEqual([url, 401]);
    }
    // The library's own session read finds no session either.
    expect((await withBare('/api/auth/get-session')).json()).toBeNull();
    const wrong = `${bare}.${'B'.repeat(43)}=`;
    expect((await sessions({ authorization: `Bearer ${wrong}` })).statusCode).toBe(401);
    expect((await sessions({ authorization: 'Bearer ' })).statusCode).toBe(401);
  });

  it('ends an expired session: 401, the session removed and its end in the audit trail', async () => {
    const { token, headers, userId } = await t.signUp(`expired@bureau.test`);
    await setExpiry(token, new Date(Date.now() - 1000));
    const res = await sessions(headers);
    expect(res.statusCode).toBe(401);
    expect(await expiry(token)).toBeNull();
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      `select action from audit_log where record_type = 'staff' and record_id = '${userId}'
        order by id desc limit 1`,
    );
    expect(audit[0]?.action).toBe('session_expired');
  });

  it('extends the session once an hour has passed since the last extension, not before', async () => {
    const { token, headers } = await t.signUp(`sliding@bureau.test`);
    const recent = new Date(Date.now() + 12 * HOUR - 30 * 60 * 1000);
    await setExpiry(token, recent);
    expect((await sessions(headers)).statusCode).toBe(200);
    expect(await expiry(token)).toBe(recent.getTime());

    await setExpiry(token, new Date(Date.now() + 10 * HOUR));
    const before = Date.now();
    expect((await sessions(headers)).statusCode).toBe(200);
    expect(await expiry(token)).toBeGreaterThanOrEqual(before + 12 * HOUR - 1000);
  });
});
