import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'HEAD /api/health',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'GET /api/auth/get-session',
  'HEAD /api/auth/get-session',
  'GET /api/auth/verify-email',
  'HEAD /api/auth/verify-email',
  // The rate board for the window: its link's token is the only key (decision 0037).
  'GET /api/board/:token',
  'HEAD /api/board/:token',
]);

// A concrete URL for a route pattern: parameters become a well-formed id.
const concrete = (url: string) =>
  url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on every /api route except the public ones, without a session', async () => {
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    const publicSeen = apiRoutes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicSeen)).toEqual(PUBLIC_ROUTES);
    for (const route of apiRoutes.filter((r) => !r.public)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') {
        expect(res.json(), `${route.method} ${route.url}`).toEqual({
          error: 'Authentication required',
          code: 'unauthorized',
        });
      }
    }
  });

  it('cannot be bypassed by spelling the path differently', async () => {
    for (const url of [
      '/%61pi/customers',
      '/%61pi/settings',
      '/api/%63ustomers',
      '/%2561pi/customers',
      '/%61pi/docs/json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain('"rows"');
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/%61pi/customers',
      payload: { first_name: 'No', last_name: 'Session', email: 'no.session@bureau.test' },
    });
    expect(created.statusCode).toBe(401);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      "select count(*)::int as n from customers where email = 'no.session@bureau.test'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('cannot be bypassed by a request line in absolute form', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET http://127.0.0.1:${port}/api/customers HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 (401|400|404)/);
    expect(reply).not.toContain('"rows"');
  });

  it('answers a sign-in without a password with 400 and the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'someone@bureau.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Password is required',
      code: 'validation',
      fields: { password: 'Password is required' },
    });
  });

  it('refuses a forged or revoked bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('signs up, keeps names, signs in with a bearer token and signs out', async () => {
    const email = `new@bureau.test`;
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email,
        password: 'long enough pw',
        name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
      },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().user).toMatchObject({ email, first_name: 'Ada', last_name: 'Lovelace' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'long enough pw', name: 'Ada' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('User already registered');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Invalid email or password');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'long enough pw' },
    });
    expect(signIn.statusCode).toBe(200);
    const token = String(signIn.headers['set-auth-token']);
    const headers = { authorization: `Bearer ${token}` };

    const current = await t.as(headers, { method: 'GET', url: '/api/auth/get-session' });
    expect(current.json().user.email).toBe(email);

    const out = await t.as(headers, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await t.as(headers, { method: 'GET', url: '/api/auth/list-sessions' });
    expect(after.statusCode).toBe(401);
  });

  it('signs up with only the optional names, or only email and password', async () => {
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: `names@bureau.test`,
        password: 'long enough pw',
        first_name: 'Grace',
        last_name: 'Hopper',
      },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().user).toMatchObject({ name: 'Grace Hopper', first_name: 'Grace' });

    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: `bare@bureau.test`, password: 'long enough pw' },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().user).toMatchObject({ name: `bare@bureau.test` });
  });

  it('stores sessions in the database so one can be revoked from another', async () => {
    const email = `revoke@bureau.test`;
    const first = await t.signUp(email);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'correct horse battery' },
    });
    const secondHeaders = { authorization: `Bearer ${String(second.headers['set-auth-token'])}` };
    const list = await t.as(first.headers, { method: 'GET', url: '/api/auth/list-sessions' });
    expect(list.json()).toHaveLength(2);

    const revoke = await t.as(first.headers, {
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    expect(
      (await t.as(secondHeaders, { method: 'GET', url: '/api/auth/list-sessions' })).statusCode,
    ).toBe(401);
    expect(
      (await t.as(first.headers, { method: 'GET', url: '/api/auth/list-sessions' })).statusCode,
    ).toBe(200);
  });

  it('stores a memory-hard hash, never the password', async () => {
    const rows = await queryRows<{ password: string }>(
      t.database.db,
      `select a.password from auth_accounts a join auth_users u on u.id = a.user_id where u.email = 'new@bureau.test'`,
    );
    const hash = rows[0]?.password ?? '';
    expect(hash).not.toContain('long enough pw');
    // better-auth's scrypt format: hex salt and hex key separated by a colon.
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after repeated failed sign-ins from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@bureau.test', password: 'guess guess' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(limited.json().error).toMatch(/too many requests/i);
    // A client knows when to try again: within the one-minute window.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  // A whole office shares one public address: checking one's own session (every page load,
  // every tab's poll) is never rate-limited, or staff would be signed out in a busy hour.
  it('never limits reading the current session', async () => {
    const { headers } = await t.signUp();
    const codes = new Set<number>();
    for (let i = 0; i < 120; i++) {
      codes.add((await t.as(headers, { method: 'GET', url: '/api/auth/get-session' })).statusCode);
    }
    expect([...codes]).toEqual([200]);
  });
});
