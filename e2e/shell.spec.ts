import { expect, test } from '@playwright/test';
import { customerOnFile } from './customers';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the navigation bar marks the active section and opens every screen', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  await nav.getByRole('link', { name: 'Compliance' }).click();
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('heading', { name: 'Compliance' })).toBeVisible();

  for (const [label, url] of [
    ['Companies', '/companies'],
    ['Currencies', '/currencies'],
    ['Transactions', '/transactions'],
    ['Reports', '/reports'],
    ['Settings', '/settings'],
    ['Staff', '/staff'],
    ['Audit', '/audit'],
  ] as const) {
    await nav.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
  }

  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Exchange' }).click();
  await expect(page).toHaveURL(/\/exchange$/);
});

test('the mobile menu lists the primary links, a separator and the More links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Customers',
    'Accounts',
    'Tills',
    'Currency Rates',
    'Compliance',
    'Companies',
    'Currencies',
    'Transactions',
    'Reports',
    'Business Day',
    'Settings',
    'Staff',
    'Audit',
  ]);
  await expect(menu.getByRole('separator')).toHaveCount(1);
  await menu.getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
});

test('a session check the server cannot answer is not a sign-out: it says so and retries', async ({
  page,
}) => {
  await page.route('**/api/auth/get-session', (route) =>
    route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
  );
  await page.goto('/customers');
  await expect(page.getByRole('alert')).toContainText('Could not check your session');
  await expect(page).toHaveURL(/\/customers$/);
  await page.unroute('**/api/auth/get-session');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});

test('the app has its own icon: /favicon.ico is an icon, not the app page', async ({ page }) => {
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  const bytes = await icon.body();
  // An ICO file starts with 0, 0, 1, 0 (reserved, type 1 = icon).
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const manifest = await page.request.get('/site.webmanifest');
  expect(((await manifest.json()) as { icons: unknown[] }).icons).toHaveLength(2);
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', '/favicon.ico');
});

test('each screen has its own title in the browser tab', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Dashboard · Bureau Back Office');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await expect(page).toHaveTitle('Customers · Bureau Back Office');
  await page.goto('/reports');
  await expect(page).toHaveTitle('Reports · Bureau Back Office');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Bureau Back Office');

  // A record's page is titled after the record once it has loaded.
  const tag = `Ttl${Date.now()}`;
  const company = await page.request.post('/api/companies', { data: { name: `Title Co ${tag}` } });
  const { id: companyId } = (await company.json()) as { id: string };
  await page.goto(`/companies/${companyId}`);
  await expect(page).toHaveTitle(`Title Co ${tag} · Bureau Back Office`);
  const customerId = await customerOnFile(page.request, { first_name: 'Tia', last_name: tag });
  await page.goto(`/customers/${customerId}`);
  await expect(page).toHaveTitle(`Tia ${tag} · Bureau Back Office`);
  const currencies = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const currency = (code: string) => currencies.rows.find((c) => c.code === code)?.id;
  const booked = await page.request.post('/api/transactions', {
    data: {
      customer_id: customerId,
      pairs: [{ from_currency_id: currency('USD'), to_currency_id: currency('CAD'), amount: '10' }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { transactions, reference_number } = (await booked.json()) as {
    transactions: { id: string }[];
    reference_number: string;
  };
  await page.goto(`/transactions/${transactions[0]?.id}`);
  await expect(page).toHaveTitle(`Transaction ${reference_number} · Bureau Back Office`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tills' }).click();
  await expect(page).toHaveTitle('Tills · Bureau Back Office');
});

test('the first Tab reaches a link that skips the menus to the page', async ({ page }) => {
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
