import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { FOREIGN_ORIGIN_MESSAGE } from './origin-check';

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
const FOREIGN = 'http://localhost:9999';

// Every row of every table of the app, as text: equal before and after means nothing was
// written.
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    `select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: string | null }>(
      t.database.db,
      `select string_agg(r::text, E'\\n' order by r::text) as rows from ${name} r`,
    );
    result[name] = row?.rows ?? '';
  }
  return result;
}

describe('requests from another origin', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let managerId: string;
  let routeParams: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:8787' });
    owner = (await t.signUp()).headers;
    managerId = (await t.signUp(undefined, { role: 'manager' })).userId;
    const customer = await t.as(owner, {
      method: 'POST',
      url: '/api/customers',
      payload: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@bureau.test' },
    });
    // Real ids, so a request that got through would act on a real record.
    routeParams = { id: managerId, customerId: customer.json<{ id: string }>().id };
  });
  afterAll(() => t.close());

  const concrete = (url: string) =>
    url
      .replace(/:([^/]+)/g, (_m, name: string) => routeParams[name] ?? managerId)
      .replace(/\*$/, 'x');

  it('refuses every state-changing route with 403 forbidden_origin and writes nothing', async () => {
    const routes = t.app.registeredRoutes.filter((r) => STATE_CHANGING.includes(r.method));
    expect(routes.length).toBeGreaterThan(30);
    const before = await snapshot(t);
    for (const route of routes) {
      for (const headers of [
        { origin: FOREIGN },
        { origin: 'null' },
        { origin: 'http://evil.example', 'content-type': 'text/plain' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await t.as(owner, {
          method: route.method as 'POST',
          url: concrete(route.url),
          headers,
          payload: headers['content-type'] ? 'x' : { role: 'teller' },
        });
        const name = `${route.method} ${route.url} ${JSON.stringify(headers)}`;
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toEqual({
          error: FOREIGN_ORIGIN_MESSAGE,
          code: 'forbidden_origin',
        });
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it("lets the app's own pages and clients without a browser change things", async () => {
    for (const headers of [
      { origin: 'http://localhost:8787', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ]) {
      const res = await t.as(owner, {
        method: 'POST',
        url: '/api/customers',
        headers,
        payload: {
          first_name: 'Grace',
          last_name: 'Hopper',
          email: `grace${Object.keys(headers).length}@bureau.test`,
        },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('still lets another origin read (reads change nothing)', async () => {
    const res = await t.as(owner, {
      method: 'GET',
      url: '/api/customers',
      headers: { origin: FOREIGN },
    });
    expect(res.statusCode).toBe(200);
  });

  it("runs the backup download only for the app's own pages, not another page's <img>", async () => {
    const backups = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          `select count(*)::int as n from audit_log where action = 'backup'`,
        )
      )[0]?.n;
    const before = await backups();
    for (const headers of [
      { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: FOREIGN },
    ]) {
      const res = await t.as(owner, { method: 'GET', url: '/api/backup', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ error: FOREIGN_ORIGIN_MESSAGE, code: 'forbidden_origin' });
    }
    expect(await backups()).toBe(before);
    // The Settings page's link (a navigation of the app's own page), and a script with a token.
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}]) {
      const res = await t.as(owner, { method: 'GET', url: '/api/backup', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(await backups()).toBe((before ?? 0) + 2);
  });

  it('keeps the manager a forged deactivation targeted active', async () => {
    const res = await t.as(owner, {
      method: 'POST',
      url: `/api/staff/${managerId}/deactivate`,
      headers: { origin: FOREIGN, 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(403);
    const staff = await t.as(owner, { method: 'GET', url: '/api/staff' });
    const manager = staff
      .json<{ rows: { id: string; status: string }[] }>()
      .rows.find((s) => s.id === managerId);
    expect(manager?.status).toBe('active');
  });
});
