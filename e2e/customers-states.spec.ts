import { expect, test } from '@playwright/test';
import { customerOnFile } from './customers';
import { expectFailureToast, toast } from './toasts';

// The customer screens when saving or loading fails, when there are none, and a customer's
// latest transactions.

test('the New Customer modal shows Saving... and stays open when saving fails', async ({
  page,
}) => {
  const tag = `Sf${Date.now()}`;
  await page.goto('/customers');
  // The first save is held until the test has seen it saving, then refused by the server;
  // the second goes through.
  let failNext = true;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/customers', async (route) => {
    if (route.request().method() !== 'POST' || !failNext) return route.continue();
    failNext = false;
    await released;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Internal server error"}',
    });
  });
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('First Name').fill('Stay');
  await dialog.getByLabel('Last Name').fill(tag);
  await dialog.getByLabel('Email').fill(`${tag.toLowerCase()}@example.com`);
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expectFailureToast(page, 'Failed to create customer');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Last Name')).toHaveValue(tag);

  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'Customer created successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();
});

test('an empty customer list reads No customers yet', async ({ page }) => {
  // The shared test database always has customers: answer the unfiltered list as empty.
  await page.route(
    (url) => url.pathname === '/api/customers' && !url.searchParams.get('search'),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"rows":[],"total":0}',
      }),
  );
  await page.goto('/customers');
  await expect(page.getByText('No customers yet')).toBeVisible();
  await expect(page.getByText(/^Showing /)).toHaveCount(0);
});

test('a customer page that fails to load goes back to the list', async ({ page }) => {
  const tag = `Lf${Date.now()}`;
  const id = await customerOnFile(page.request, {
    first_name: 'Lou',
    last_name: tag,
    email: `${tag}@example.com`,
  });
  await page.route(`**/api/customers/${id}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Boom"}' }),
  );
  await page.goto(`/customers/${id}`);
  await expectFailureToast(page, 'Failed to load customer details');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
});

test('the customer page lists the latest 10 transactions with its footer', async ({ page }) => {
  const tag = `Tx${Date.now()}`;
  const id = await customerOnFile(page.request, {
    first_name: 'Tia',
    last_name: tag,
    email: `${tag}@example.com`,
  });
  const currencies = (
    (await (await page.request.get('/api/currencies')).json()) as {
      rows: { id: string; code: string }[];
    }
  ).rows;
  const currency = (code: string) => currencies.find((c) => c.code === code)?.id;
  // Eleven real exchanges, USD 100 to USD 110 into JPY, one after the other: the page shows
  // the latest ten, so the first one (USD 100) is left out.
  const references: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const res = await page.request.post('/api/transactions', {
      data: {
        customer_id: id,
        pairs: [
          {
            from_currency_id: currency('USD'),
            to_currency_id: currency('JPY'),
            amount: `${100 + i}`,
            // No table rate is seeded for USD to JPY: the clerk's rate.
            custom_rate: '140.55',
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    references.push(((await res.json()) as { reference_number: string }).reference_number);
  }
  const [oldest = '', ...latest] = references;
  await page.goto(`/customers/${id}`);
  await expect(page.getByRole('heading', { name: `Tia ${tag}` })).toBeVisible();
  for (const reference of latest) {
    await expect(page.getByRole('link', { name: reference, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: oldest, exact: true })).toHaveCount(0);
  await expect(page.getByText('Showing latest 10 transactions')).toBeVisible();
  // Each amount to its currency's decimal places: USD 2, JPY 0.
  await expect(page.getByRole('cell', { name: '110.00 USD' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '100.00 USD' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /^[\d,]+ JPY$/ })).toHaveCount(10);
});
