import { expect, test, type Page } from '@playwright/test';
import { expectFailureToast } from './toasts';

// A list that fails to load says so and offers Retry: never the empty state of a list that
// loaded with no rows, and never defaults with live switches.
const down = { status: 500, json: { error: 'Down' } };

async function failThenRetry(page: Page, apiPath: string, open: () => Promise<void>) {
  const matches = (url: URL) => url.pathname === apiPath;
  await page.route(matches, (route) => route.fulfill(down));
  await open();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await page.unroute(matches);
  return retry;
}

const lists = [
  {
    path: '/customers',
    api: '/api/customers',
    what: 'customers',
    toast: 'Failed to load customers',
    empty: 'No customers yet',
  },
  {
    path: '/companies',
    api: '/api/companies',
    what: 'companies',
    toast: 'Failed to fetch companies',
    empty: 'No companies yet',
  },
  {
    path: '/rates',
    api: '/api/currency-rates',
    what: 'currency rates',
    toast: 'Failed to load currency rates data',
    empty: 'No currency rates yet',
  },
  {
    path: '/currencies',
    api: '/api/currencies',
    what: 'currencies',
    toast: 'Failed to load currencies',
    empty: 'No currencies yet',
  },
  {
    path: '/accounts',
    api: '/api/accounts',
    what: 'accounts',
    toast: 'Failed to load accounts',
    empty: 'No accounts yet',
  },
];

for (const list of lists) {
  test(`${list.path}: a failed load shows Retry, not the empty state`, async ({ page }) => {
    // Each list has at least one row of its own (currencies, rates and accounts are seeded).
    const tag = `Lf${Date.now()}`;
    if (list.path === '/customers') {
      const res = await page.request.post('/api/customers', {
        data: { first_name: 'Lee', last_name: tag, email: `${tag}@example.com` },
      });
      expect(res.status()).toBe(201);
    }
    if (list.path === '/companies') {
      const res = await page.request.post('/api/companies', { data: { name: `Fail Co ${tag}` } });
      expect(res.status()).toBe(201);
    }
    const retry = await failThenRetry(page, list.api, () => page.goto(list.path).then(() => {}));
    await expect(page.getByText(`Could not load ${list.what}`)).toBeVisible();
    await expectFailureToast(page, list.toast);
    await expect(page.getByText(list.empty)).toHaveCount(0);
    // The list's own table (the Rates page also shows its reference card's table).
    const listTable = page.locator('table:not([aria-label="Referenced currencies"])');
    await expect(listTable).toHaveCount(0);

    await retry.click();
    await expect(listTable).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(`Could not load ${list.what}`)).toHaveCount(0);
  });
}

test('settings that fail to load show Retry and no live switches', async ({ page }) => {
  const retry = await failThenRetry(page, '/api/settings', () =>
    page.goto('/settings').then(() => {}),
  );
  await expect(page.getByText('Could not load settings')).toBeVisible();
  await expectFailureToast(page, 'Failed to load settings');
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Prices' })).toHaveCount(0);

  await retry.click();
  await expect(page.getByRole('switch', { name: 'Require ID for Card Payments' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enable Cryptocurrency' })).toBeEnabled();
});

test('a company page that fails to load offers Retry', async ({ page }) => {
  const res = await page.request.post('/api/companies', {
    data: { name: `Retry Co ${Date.now()}` },
  });
  const { id, name } = (await res.json()) as { id: string; name: string };
  const retry = await failThenRetry(page, `/api/companies/${id}`, () =>
    page.goto(`/companies/${id}`).then(() => {}),
  );
  await expect(page.getByText('Could not load this company')).toBeVisible();
  await expectFailureToast(page, 'Failed to fetch company details');
  await expect(page.getByText('No customers associated yet')).toHaveCount(0);

  await retry.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No customers associated yet')).toBeVisible();
  // The tab is part of the address too.
  await page.getByRole('tab', { name: 'Business Transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${id}\\?tab=transactions$`));
  await expect(page.getByText('No business transactions yet')).toBeVisible();
});

test('ID cards that fail to load offer Retry, not the add form', async ({ page }) => {
  const tag = `Ic${Date.now()}`;
  const res = await page.request.post('/api/customers', {
    data: { first_name: 'Ida', last_name: tag, email: `${tag}@example.com` },
  });
  const { id } = (await res.json()) as { id: string };
  const retry = await failThenRetry(page, `/api/customers/${id}/id-cards`, () =>
    page.goto(`/customers/${id}`).then(() => {}),
  );
  await expect(page.getByText('Could not load ID cards')).toBeVisible();
  await expectFailureToast(page, 'Failed to load ID cards');
  await expect(page.getByText('No ID cards on file')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add ID Card' })).toHaveCount(0);

  await retry.click();
  await expect(page.getByText('No ID cards on file')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add ID Card' })).toBeVisible();
});

test('a balance history that fails to load offers Retry', async ({ page }) => {
  await page.goto('/accounts');
  const row = page.getByTestId('account-USD');
  const movements = (url: URL) => /^\/api\/accounts\/[^/]+\/movements$/.test(url.pathname);
  await page.route(movements, (route) => route.fulfill(down));
  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'USD Balance History' });
  await expect(history.getByText('Could not load the balance history')).toBeVisible();
  await expect(history.getByText('No balance changes yet')).toHaveCount(0);
  await page.unroute(movements);
  await history.getByRole('button', { name: 'Retry' }).click();
  await expect(history.getByText('Could not load the balance history')).toHaveCount(0);
  await expect(
    history.getByRole('table').or(history.getByText('No balance changes yet')),
  ).toBeVisible();
});

// The toasts load at the page's first use, not with the page (decision 0021): a failure raised
// after that is toasted even when the server no longer answers at all, scripts included.
test('once the page is used, a failure is toasted even with the server unreachable', async ({
  page,
}) => {
  await page.goto('/customers');
  const search = page.getByLabel('Search customers');
  await search.click();
  // The toaster is mounted once its library arrived.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await page.route('**/*', (route) => route.abort());
  await search.fill('nobody answers');
  await expectFailureToast(page, 'Failed to load customers');
});
