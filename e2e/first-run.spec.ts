import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MAIN_TILL_ID } from '../src/server/db/schema/cash';
import { picture } from './screens';
import { toast } from './toasts';

// Issue 47: a new bureau, from a fresh data folder, set up from the owner's checklist to its
// first exchange. Its own server (as `npm start` runs it) on its own embedded database; the
// steps that are not screens of their own are made through the API, each tick read on screen.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startFreshBureau(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FX_REFERENCE_URL: `http://127.0.0.1:${process.env.E2E_VALET_PORT}/valet`,
      CRYPTO_PRICE_URL: `http://127.0.0.1:${process.env.E2E_PRICE_PORT}/api/v3`,
      SANCTIONS_SEMA_URL: '',
      SANCTIONS_UN_URL: '',
      SANCTIONS_OPENSANCTIONS_URL: '',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { url, child };
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the bureau never started');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function ok(res: Promise<import('@playwright/test').APIResponse>) {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer;
}

const step = (page: import('@playwright/test').Page, id: string) =>
  page.getByRole('region', { name: 'Set Up the Bureau' }).getByTestId(`setup-${id}`);

test('a new bureau is set up from its checklist to its first exchange', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bureau-first-run-'));
  let child: ChildProcess | undefined;
  try {
    const bureau = await startFreshBureau(dataDir);
    child = bureau.child;
    const context = await browser.newContext({
      baseURL: bureau.url,
      storageState: { cookies: [], origins: [] },
      viewport: { width: 1366, height: 900 },
      extraHTTPHeaders: { origin: bureau.url },
    });
    const page = await context.newPage();
    const api: APIRequestContext = context.request;

    // The first account is the owner's; their dashboard opens on the checklist.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First Name').fill('Olive');
    await page.getByLabel('Last Name').fill('Owner');
    await page.getByLabel('Email').fill('owner@new-bureau.test');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const checklist = page.getByRole('region', { name: 'Set Up the Bureau' });
    await expect(checklist).toBeVisible();
    await expect(step(page, 'business_profile')).toHaveAttribute('data-done', 'false');
    await picture(page, { path: '/tmp/first-run-dashboard.png', fullPage: true });

    // The profile, from its step's link to the Settings page.
    await checklist
      .getByRole('link', { name: 'Enter the business profile printed on receipts' })
      .click();
    const profile = page.getByRole('form', { name: 'Business Profile' });
    await profile.getByLabel('Business Name').fill('Lighthouse Exchange');
    await profile.getByLabel('Address').fill('5 Harbour St, Halifax NS');
    await profile.getByLabel('Phone').fill('902-555-0142');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
    await page
      .getByRole('form', { name: 'Business Day' })
      .getByLabel('Time Zone')
      .fill('America/Halifax');
    await page.getByRole('button', { name: 'Save Time Zone' }).click();
    await expect(step(page, 'business_profile')).toHaveAttribute('data-done', 'true');
    await expect(step(page, 'time_zone')).toHaveAttribute('data-done', 'true');

    // The rest through the API, as their own screens would do it.
    await ok(api.post('/api/reference-rates/fetch'));
    await ok(
      api.put('/api/reference-rates/settings', {
        data: { buy_percent: '2', sell_percent: '2', significant_digits: 6 },
      }),
    );
    await ok(
      api.post('/api/branches/00000000-0000-4000-8000-000000000001/tills', {
        data: { name: 'Wicket 2' },
      }),
    );
    const { rows } = (await (await ok(api.get('/api/accounts'))).json()) as {
      rows: { id: string; currency: { code: string } }[];
    };
    const cad = rows.find((a) => a.currency.code === 'CAD');
    await ok(
      api.post(`/api/accounts/${cad?.id}/adjustments`, {
        data: { direction: 'increase', amount: '5000', note: 'First float' },
      }),
    );
    await ok(api.post(`/api/tills/${MAIN_TILL_ID}/open`, { data: { counts: [] } }));
    const teller = await browser.newContext({
      baseURL: bureau.url,
      storageState: { cookies: [], origins: [] },
    });
    await ok(
      teller.request.post('/api/auth/sign-up/email', {
        data: {
          email: 'teller@new-bureau.test',
          password: 'correct horse battery',
          first_name: 'Theo',
          last_name: 'Teller',
        },
        headers: { origin: bureau.url },
      }),
    );
    await teller.close();
    const staff = (await (await ok(api.get('/api/staff'))).json()) as {
      rows: { id: string; email: string }[];
    };
    const tellerId = staff.rows.find((m) => m.email === 'teller@new-bureau.test')?.id;
    await ok(api.post(`/api/staff/${tellerId}/approve`, { data: { role: 'teller' } }));
    await ok(api.get('/api/backup'));

    // Every step ticked: the Settings page says so, the dashboard no longer shows it.
    await page.goto('/settings');
    await expect(checklist).toContainText('Every step is done.');
    for (const id of [
      'reference_feed',
      'branch_tills',
      'denominations',
      'first_float',
      'staff',
      'backups',
    ]) {
      await expect(step(page, id)).toHaveAttribute('data-done', 'true');
    }
    await picture(page, { path: '/tmp/first-run-settings.png', fullPage: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(checklist).toHaveCount(0);

    // The first exchange, with a receipt that prints the bureau's own name.
    const customer = (await (
      await ok(
        api.post('/api/customers', {
          data: { first_name: 'Fiona', last_name: 'First', email: 'fiona@example.com' },
        }),
      )
    ).json()) as { id: string };
    await page.goto(`/exchange?customerId=${customer.id}&fromCurrency=USD&toCurrency=CAD`);
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Complete Exchange' }).click();
    const done = page.getByRole('dialog', { name: 'Exchange completed' });
    await expect(done).toContainText('LIGHTHOUSE EXCHANGE');
    await expect(done.getByRole('button', { name: 'Print' })).toBeEnabled();
    await context.close();
  } finally {
    child?.kill('SIGTERM');
    if (child && child.exitCode === null) {
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
