import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { composeApp } from '../start-server';
import { createTestApp, testConfig, type TestApp } from '../test/test-app';
import pg from 'pg';
import {
  createSessionCache,
  notifyThrough,
  SESSION_CHANNEL,
  SESSION_LISTENER_NAME,
} from './session-cache';

const url = process.env.TEST_DATABASE_URL;

// Sessions are remembered between requests (docs/decisions/0066); what a client sees must not
// change: a sign-out, a role change or a deactivation takes effect on the very next request.
describe.runIf(url)('sessions remembered between requests', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let owner: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    // A second instance on the same database, as a bureau with two counters runs.
    other = await composeApp(testConfig(), t.database);
    await other.ready();
    owner = (await t.signUp(`owner-cache@bureau.test`)).headers;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (app: FastifyInstance, headers: Record<string, string>, path = '/api/staff') =>
    app.inject({ method: 'GET', url: path, headers });
  // Another instance has forgotten before the change's answer left: it acknowledges each
  // announcement once it has forgotten (decision 0070), so its very next answer is the new one.
  const onOther = async (headers: Record<string, string>, path: string, expected: number) => {
    expect((await get(other, headers, path)).statusCode).toBe(expected);
    expect((await get(other, headers, path)).statusCode).toBe(expected);
  };
  // Until both instances listen for changes, nothing is remembered.
  const listening = async () => {
    for (let i = 0; i < 100; i++) {
      if (t.app.sessionCache?.listening() && other.sessionCache?.listening()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('refuses a signed-out session at once, here and on another instance', async () => {
    await listening();
    const { headers } = await t.signUp(`signed-out@bureau.test`);
    const customers = '/api/customers?limit=1';
    for (let i = 0; i < 3; i++) {
      expect((await get(t.app, headers, customers)).statusCode).toBe(200);
      expect((await get(other, headers, customers)).statusCode).toBe(200);
    }
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, headers, customers)).statusCode).toBe(401);
    await onOther(headers, customers, 401);
  });

  it('applies a role change and a deactivation on the next request', async () => {
    await listening();
    const { headers, userId } = await t.signUp(`promoted@bureau.test`);
    expect((await get(t.app, headers)).statusCode).toBe(403);
    expect((await get(other, headers)).statusCode).toBe(403);

    const setRole = (role: string) =>
      t.as(owner, { method: 'PUT', url: `/api/staff/${userId}/role`, payload: { role } });
    expect((await setRole('owner')).statusCode).toBe(200);
    expect((await get(t.app, headers)).statusCode).toBe(200);
    await onOther(headers, '/api/staff', 200);

    expect((await setRole('teller')).statusCode).toBe(200);
    expect((await get(t.app, headers)).statusCode).toBe(403);
    await onOther(headers, '/api/staff', 403);

    const customers = '/api/customers?limit=1';
    expect((await get(t.app, headers, customers)).statusCode).toBe(200);
    const off = await t.as(owner, { method: 'POST', url: `/api/staff/${userId}/deactivate` });
    expect(off.statusCode).toBe(200);
    expect((await get(t.app, headers, customers)).statusCode).toBe(401);
    await onOther(headers, customers, 401);
  });

  it('waits for every listening instance, and says so when one never acknowledges', async () => {
    const warnings: string[] = [];
    const cache = createSessionCache<string>({
      url: t.database.url,
      notify: notifyThrough(t.database.db),
      warn: (message) => warnings.push(message),
    });
    // An instance that listens but never says it has forgotten (a process stuck in a loop).
    const stuck = new pg.Client({ connectionString: t.database.url });
    await stuck.connect();
    try {
      for (let i = 0; i < 100 && !cache.listening(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cache.announce();
      expect(warnings).toEqual([]);

      await stuck.query(`listen ${SESSION_CHANNEL}`);
      await stuck.query(`set application_name = '${SESSION_LISTENER_NAME}'`);
      await cache.announce();
      // This cache, both apps of this test and the stuck one listen; all but the stuck one answer.
      expect(warnings).toEqual([
        'a session change was acknowledged by 3 of 4 instances within 2000 ms; ' +
          'the others forget within 30000 ms at most',
      ]);
    } finally {
      await stuck.end();
      await cache.close();
    }
  });

  it('remembers nothing while it cannot hear changes', async () => {
    const cache = createSessionCache<string>({
      url: 'postgres://nobody@127.0.0.1:1/nothing',
      notify: async () => 0,
    });
    try {
      cache.set('token', 'session', cache.epoch());
      expect(cache.get('token')).toBeUndefined();
    } finally {
      await cache.close();
    }
  });
});
