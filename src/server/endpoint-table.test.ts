import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@domain/contracts/endpoints';
import { createTestApp, type TestApp } from './test/test-app';

// The endpoint table (docs/decisions/0033) and the routes the server registers name the same
// endpoints: a route added, moved or removed without its table entry (or the reverse) fails here.
describe('the endpoint table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Fastify answers HEAD for every GET route by itself: a HEAD route is its GET's twin, named by
  // the GET entry (as the access rules name it), even where the documentation registers HEAD alone.
  const verb = (method: string) => (method === 'HEAD' ? 'GET' : method);
  const registered = () => t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));

  it('has an entry for every registered /api route, and a route for every entry', () => {
    const routes = [...new Set(registered().map((r) => `${verb(r.method)} ${r.url}`))];
    const table = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((r) => !table.includes(r))).toEqual([]);
    expect(table.filter((e) => !routes.includes(e))).toEqual([]);
    expect(new Set(table).size).toBe(table.length);
  });

  it('marks public exactly the routes that need no session', () => {
    const publicInTable = Object.values(ENDPOINTS)
      .filter((e) => e.access === 'public')
      .map((e) => `${e.method} ${e.path}`)
      .sort();
    const publicRoutes = [
      ...new Set(
        registered()
          .filter((r) => r.public)
          .map((r) => `${verb(r.method)} ${r.url}`),
      ),
    ].sort();
    expect(publicInTable).toEqual(publicRoutes);
  });
});
