import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAllows, STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '@domain/staff';
import { ACCESS_RULES, accessRule } from '../../access-rules';
import { createTestApp, type TestApp } from '../../test/test-app';

// A concrete URL for a route pattern: parameters become a well-formed id.
const concrete = (url: string) =>
  url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

type Headers = { authorization: string };

describe('route × role', () => {
  let t: TestApp;
  const as = {} as Record<StaffRole | 'pending', Headers>;
  beforeAll(async () => {
    t = await createTestApp();
    as.owner = (await t.signUp()).headers;
    as.manager = (await t.signUp(undefined, { role: 'manager' })).headers;
    as.teller = (await t.signUp(undefined, { role: 'teller' })).headers;
    as.pending = (await t.signUp(undefined, { role: 'pending' })).headers;
  });
  afterAll(() => t.close());

  const guarded = () =>
    t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && !r.public);

  it('has a rule for every route that needs a session', () => {
    const missing = guarded()
      .filter((r) => accessRule(r.method, r.url) === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // A rule names a registered route (HEAD-only routes are ruled under GET).
    const verb = (method: string) => (method === 'HEAD' ? 'GET' : method);
    const registered = new Set(guarded().map((r) => `${verb(r.method)} ${r.url}`));
    const stale = Object.keys(ACCESS_RULES).filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  const call = (headers: Headers, route: { method: string; url: string }) =>
    t.as(headers, {
      method: route.method as 'GET',
      url: concrete(route.url),
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
    });

  it('lets each role reach exactly the routes its rule allows', async () => {
    for (const route of guarded()) {
      const rule = accessRule(route.method, route.url);
      // 'self' routes (sign-out, revoking sessions) are open to every account; calling them
      // here would end the sessions the matrix uses.
      if (rule === undefined || rule === 'self') continue;
      for (const role of STAFF_ROLES) {
        const res = await call(as[role], route);
        const name = `${role}: ${route.method} ${route.url}`;
        if (roleAllows(role, rule)) {
          expect(res.statusCode, name).not.toBe(403);
          expect(res.statusCode, name).not.toBe(401);
        } else {
          expect(res.statusCode, name).toBe(403);
          if (route.method !== 'HEAD') {
            expect(res.json(), name).toEqual({
              error: STAFF_MESSAGES.needs(rule),
              code: 'forbidden',
            });
          }
        }
      }
    }
  });

  it('keeps a pending account out of every route but its own session', async () => {
    for (const route of guarded()) {
      if (accessRule(route.method, route.url) === 'self') continue;
      const res = await call(as.pending, route);
      const name = `${route.method} ${route.url}`;
      expect(res.statusCode, name).toBe(403);
      if (route.method !== 'HEAD') {
        expect(res.json(), name).toEqual({ error: STAFF_MESSAGES.pending, code: 'forbidden' });
      }
    }
    const own = await t.as(as.pending, { method: 'GET', url: '/api/auth/get-session' });
    expect(own.json<{ user: { status: string } }>().user.status).toBe('pending');
    const out = await t.as(as.pending, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
  });
});
