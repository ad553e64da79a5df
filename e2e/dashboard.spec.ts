import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectFailureToast } from './toasts';
import { picture } from './screens';

type Dashboard = {
  total_customers: number;
  total_transactions: number;
  total_volume: string;
  today: { transactions: number; volume: string };
  pickups_waiting: number;
  recent_transactions: { reference_number: string; created_at: string }[];
};

// Cents as an exact integer, from '1234.50' or the card's '$1,234.50'.
const cents = (text: string) => {
  const plain = text.replace(/[$,\s]|CAD/g, '');
  const [whole = '0', fraction = ''] = plain.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const whole = (text: string) => Number.parseInt(text.replace(/,/g, ''), 10);

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; reference_number: string };
}

async function cardValue(page: Page, testId: string) {
  const card = page.getByTestId(testId);
  return (await card.locator('div.text-2xl').innerText()).trim();
}

test('exchanges made through the API show on the dashboard: cards and recent list', async ({
  page,
}) => {
  const tag = `Dash${Date.now()}`;
  const currencies = (
    (await (await page.request.get('/api/currencies')).json()) as {
      rows: { id: string; code: string }[];
    }
  ).rows;
  const id = (code: string) => currencies.find((c) => c.code === code)?.id;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const title of ['Total Customers', 'Transactions', 'Total Volume', 'Active Currencies']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('card-volume')).toContainText('CAD');
  await expect(page.getByTestId('card-transactions').locator('div.text-2xl')).toBeVisible();
  const before = {
    transactions: whole(await cardValue(page, 'card-transactions')),
    volume: cents(await cardValue(page, 'card-volume')),
    today: cents(await cardValue(page, 'card-today')),
    pickups: whole(await cardValue(page, 'card-pickups')),
  };

  // USD 100 -> CAD 135.00; on behalf: USD 20 -> CAD 27.00 and CAD 50 -> EUR (CAD 50.00).
  const sender = await post(page.request, '/api/customers', {
    first_name: 'Sender',
    last_name: tag,
    email: `sender-${tag.toLowerCase()}@example.com`,
  });
  const recipient = await post(page.request, '/api/customers', {
    first_name: 'Recipient',
    last_name: tag,
    email: `recipient-${tag.toLowerCase()}@example.com`,
  });
  await post(page.request, '/api/transactions', {
    customer_id: sender.id,
    pairs: [{ from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: '100' }],
  });
  const onBehalf = await post(page.request, '/api/transactions', {
    customer_id: sender.id,
    is_on_behalf: true,
    recipient_customer_id: recipient.id,
    pairs: [
      { from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: '20' },
      { from_currency_id: id('CAD'), to_currency_id: id('EUR'), amount: '50' },
    ],
  });

  // Back to the dashboard through the navigation bar, without reloading the page: it asks the
  // server again and lists the latest transactions as answered.
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/dashboard' && res.ok(),
  );
  // The customers screen is shown before going back: a click while its code still loads
  // would leave the dashboard mounted, and it would not ask again.
  await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  const latest = ((await (await answered).json()) as Dashboard).recent_transactions;
  const recent = page.getByTestId('recent-transaction');
  await expect(recent).toHaveCount(latest.length);
  for (const [index, row] of latest.entries()) {
    await expect(recent.nth(index)).toContainText(row.reference_number);
  }
  // Other browser tests book exchanges alongside this one: ours are among the latest unless
  // newer ones were booked after them.
  const ours = recent.filter({ hasText: onBehalf.reference_number });
  if (latest.some((row) => row.reference_number === onBehalf.reference_number)) {
    await expect(ours).toHaveCount(2);
    await expect(ours.first()).toContainText('Awaiting Pickup');
    await expect(recent.filter({ hasText: `Sender ${tag}` }).first()).toBeVisible();
  } else {
    const booked = (await (
      await page.request.get(`/api/transactions?search=${onBehalf.reference_number}`)
    ).json()) as { rows: { created_at: string }[] };
    const bookedAt = Date.parse(booked.rows[0]?.created_at ?? '');
    expect(latest.every((row) => Date.parse(row.created_at) >= bookedAt)).toBe(true);
  }

  // The database is shared with the other browser tests running alongside: the figures grew
  // by at least what these exchanges added.
  const after = {
    transactions: whole(await cardValue(page, 'card-transactions')),
    volume: cents(await cardValue(page, 'card-volume')),
    today: cents(await cardValue(page, 'card-today')),
    pickups: whole(await cardValue(page, 'card-pickups')),
  };
  expect(after.transactions).toBeGreaterThanOrEqual(before.transactions + 3);
  expect(after.volume).toBeGreaterThanOrEqual(before.volume + 21200n);
  expect(after.today).toBeGreaterThanOrEqual(before.today + 21200n);
  expect(after.pickups).toBeGreaterThanOrEqual(before.pickups + 2);
  // And the page shows what the server counts.
  const api = (await (await page.request.get('/api/dashboard')).json()) as Dashboard;
  expect(api.total_transactions).toBeGreaterThanOrEqual(after.transactions);
  await picture(page, { path: '/tmp/dashboard.png', fullPage: true });
});

test('the dashboard shows skeletons while loading and SPEC’s message when it fails', async ({
  page,
}) => {
  const matches = (url: URL) => url.pathname === '/api/dashboard';
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { error: 'Down' } });
  });
  await page.goto('/');
  await expect(page.getByLabel('Loading recent transactions')).toBeVisible();
  await picture(page, { path: '/tmp/dashboard-loading.png' });
  release();
  await expectFailureToast(page, 'Failed to load dashboard data');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await page.unroute(matches);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
});
