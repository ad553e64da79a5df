import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { staffId } from './staff';

// A page of another port of the same host is the same *site* as the app, so the browser sends
// the owner's SameSite=Lax cookie with its requests. Every state-changing request it forges
// must be refused before it reaches a handler, and change nothing.

let foreign: Server;
let foreignOrigin: string;

test.beforeAll(async () => {
  foreign = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Another site</title><p>Nothing to see here</p>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

async function ok<T>(res: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

// A new account waiting for approval (signed up in its own context).
async function signUp(baseURL: string, tag: string): Promise<string> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const email = `${tag}-${Date.now()}@bureau.test`.toLowerCase();
  try {
    await ok(
      context.post('/api/auth/sign-up/email', {
        data: { email, password: 'correct horse battery', first_name: 'Forge', last_name: tag },
      }),
    );
  } finally {
    await context.dispose();
  }
  return email;
}

type StaffRow = { id: string; status: string };
type Booked = { transactions: { id: string }[] };

async function customer(api: APIRequestContext, last: string) {
  return (
    await ok<{ id: string }>(
      api.post('/api/customers', {
        data: { first_name: 'Forge', last_name: last, email: `${last}@example.com`.toLowerCase() },
      }),
    )
  ).id;
}

test('a page on another port of the same host cannot change anything with the owner’s cookie', async ({
  page,
  baseURL,
}) => {
  const app = baseURL ?? '';
  const api = page.request;
  const tag = `Forged${Date.now()}`;

  // Targets for every body-less action, each in the state its action would change.
  const ids = async (email: string) => staffId(api, email);
  const waiting = await ids(await signUp(app, `${tag}-waiting`));
  const waitingToo = await ids(await signUp(app, `${tag}-waiting-too`));
  const manager = await ids(await signUp(app, `${tag}-manager`));
  await ok(api.post(`/api/staff/${manager}/approve`, { data: { role: 'manager' } }));
  const former = await ids(await signUp(app, `${tag}-former`));
  await ok(api.post(`/api/staff/${former}/approve`, { data: { role: 'teller' } }));
  await ok(api.post(`/api/staff/${former}/deactivate`));

  const currencies = await ok<{ rows: { id: string; code: string }[] }>(api.get('/api/currencies'));
  const currency = (code: string) => currencies.rows.find((c) => c.code === code)?.id;
  const initiator = await customer(api, `${tag}Initiator`);
  const recipient = await customer(api, `${tag}Recipient`);
  await ok(
    api.post('/api/id-cards', {
      data: { customer_id: recipient, id_number: `P-${tag}`, id_type: 'Passport' },
    }),
  );
  const booked = await ok<Booked>(
    api.post('/api/transactions', {
      data: {
        customer_id: initiator,
        is_on_behalf: true,
        recipient_customer_id: recipient,
        pairs: [
          { from_currency_id: currency('CAD'), to_currency_id: currency('USD'), amount: '50' },
        ],
      },
    }),
  );
  const transaction = booked.transactions[0]?.id ?? '';
  // A customer with transactions is archived, not deleted.
  await ok(api.delete(`/api/customers/${initiator}`));

  const forged = [
    `/api/staff/${waiting}/approve`,
    `/api/staff/${waitingToo}/reject`,
    `/api/staff/${manager}/deactivate`,
    `/api/staff/${former}/reactivate`,
    `/api/transactions/${transaction}/claim`,
    `/api/customers/${initiator}/restore`,
    '/api/crypto/update-prices',
    '/api/compliance/cases/00000000-0000-4000-8000-000000000000/review',
    '/api/compliance/cases/00000000-0000-4000-8000-000000000000/dismiss',
  ];

  // What the server answered each forged request, as the browser's network layer saw it
  // (the page itself may not read the answers of another origin).
  // The two events of one request may come in either order: they are joined by request id.
  const urls = new Map<string, string>();
  const statuses = new Map<string, number>();
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  network.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  network.on('Network.responseReceivedExtraInfo', (event) =>
    statuses.set(event.requestId, event.statusCode),
  );
  network.on('Network.responseReceived', (event) =>
    statuses.set(event.requestId, event.response.status),
  );
  const answers = () => {
    const byPath = new Map<string, number[]>();
    for (const [requestId, status] of statuses) {
      const url = new URL(urls.get(requestId) ?? 'about:blank');
      if (url.origin !== app) continue;
      byPath.set(url.pathname, [...(byPath.get(url.pathname) ?? []), status]);
    }
    return byPath;
  };
  await page.goto(foreignOrigin);
  await expect(page.getByText('Nothing to see here')).toBeVisible();
  await page.evaluate(
    async ({ target, paths }) => {
      // The app's answers are not for other origins to read (Cross-Origin-Resource-Policy),
      // so the browser fails each fetch once the server has answered it.
      const send = (path: string, init: RequestInit) =>
        fetch(target + path, { method: 'POST', mode: 'no-cors', credentials: 'include', ...init })
          .then(() => 'answered')
          .catch(() => 'blocked');
      for (const path of paths) {
        await send(path, {});
        await send(path, { headers: { 'content-type': 'text/plain' }, body: '{"role":"owner"}' });
      }
    },
    { target: app, paths: forged },
  );
  await expect.poll(() => [...answers().values()].flat().length).toBe(forged.length * 2);
  for (const path of forged) expect(answers().get(path), path).toEqual([403, 403]);

  // The cookie was the owner's: the same requests from the app itself would have acted.
  const staff = await ok<{ rows: StaffRow[] }>(api.get('/api/staff'));
  const status = (id: string) => staff.rows.find((row) => row.id === id)?.status;
  expect(status(waiting)).toBe('pending');
  expect(status(waitingToo)).toBe('pending');
  expect(status(manager)).toBe('active');
  expect(status(former)).toBe('deactivated');
  const claimed = await ok<{ claimed_at: string | null }>(
    api.get(`/api/transactions/${transaction}`),
  );
  expect(claimed.claimed_at).toBeNull();
  const archived = await ok<{ archived_at: string | null }>(api.get(`/api/customers/${initiator}`));
  expect(archived.archived_at).not.toBeNull();
});
