import { expect, test, type Page } from '@playwright/test';
import { showCryptoOn } from './crypto-shown';
import { chooseOption } from './select';
import { picture } from './screens';
import { uniqueCurrencyCode } from './unique-code';

test('create, edit, search and delete a currency rate', async ({ page }) => {
  // A currency of our own, so the search finds only this test's rate.
  const code = uniqueCurrencyCode('R');
  const name = `Rate Test ${Date.now()}`;
  const created = await page.request.post('/api/currencies', {
    data: { code, name, symbol: 'r' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/rates');
  await expect(page.getByRole('heading', { name: 'Currency Rates' })).toBeVisible();
  await expect(page.getByText(/Showing 1 to 10 of \d+ rates/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Rate' }).click();
  const form = page.getByRole('dialog', { name: 'Add Currency Rate' });
  await chooseOption(page, form.getByLabel('From Currency'), `${code} - ${name}`);
  await chooseOption(page, form.getByLabel('To Currency'), 'CAD - Canadian Dollar');
  await form.getByLabel('Buy Rate').fill('0.7512');
  await form.getByLabel('Sell Rate').fill('0.7734');
  await form.getByRole('button', { name: 'Create Rate' }).click();
  await expect(page.getByText('Currency rate created successfully')).toBeVisible();

  await page.getByLabel('Search rates').fill(code);
  const row = page.getByRole('row', { name: new RegExp(`${code}.*CAD`) });
  await expect(row).toContainText('0.7512');
  await expect(row).toContainText('Current');
  await expect(page.getByText('Showing 1 to 1 of 1 rates')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${code} → CAD` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Currency Rate' });
  await edit.getByLabel('Buy Rate').fill('0.7600');
  await edit.getByRole('button', { name: 'Update Rate' }).click();
  await expect(page.getByText('Currency rate updated successfully')).toBeVisible();
  await expect(row).toContainText('0.7600');

  // A currency deactivated since is still shown (and kept) when its rate is edited.
  const currency = (await created.json()) as { id: string };
  const off = await page.request.put(`/api/currencies/${currency.id}`, {
    data: { is_active: false },
  });
  expect(off.status()).toBe(200);
  await page.reload();
  await page.getByLabel('Search rates').fill(code);
  await row.getByRole('button', { name: `Edit ${code} → CAD` }).click();
  await expect(edit.getByLabel('From Currency')).toHaveText(`${code} - ${name}`);
  await expect(edit.getByLabel('To Currency')).toHaveText('CAD - Canadian Dollar');
  await edit.getByLabel('Sell Rate').fill('0.7800');
  await edit.getByRole('button', { name: 'Update Rate' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('0.7800');

  await row.getByRole('button', { name: `Delete ${code} → CAD` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Currency Rate' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Currency rate deleted successfully')).toBeVisible();
  await expect(page.getByText('No currency rates found')).toBeVisible();
});

test('a pair of a currency with itself is refused under the second currency, before sending', async ({
  page,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/currency-rates')) {
      writes.push(request.url());
    }
  });
  await page.goto('/rates');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  const form = page.getByRole('dialog', { name: 'Add Currency Rate' });
  await form.getByRole('button', { name: 'Create Rate' }).click();
  await expect(form.getByText('Buy rate is required')).toBeVisible();
  await chooseOption(page, form.getByLabel('From Currency'), 'USD - US Dollar');
  await chooseOption(page, form.getByLabel('To Currency'), 'USD - US Dollar');
  await form.getByLabel('Buy Rate').fill('1');
  await form.getByLabel('Sell Rate').fill('1');
  await form.getByRole('button', { name: 'Create Rate' }).click();
  await expect(form.getByLabel('To Currency')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('To Currency')).toHaveAccessibleDescription(
    'A currency cannot be paired with itself',
  );
  await picture(page, { path: 'test-results/forms-rate-pair.png' });
  expect(writes).toEqual([]);
});

test('a failed load shows the SPEC failure toast', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/currency-rates',
    (route) => route.fulfill({ status: 500, json: { error: 'Down' } }),
  );
  await page.goto('/rates');
  await expect(page.getByText('Failed to load currency rates data')).toBeVisible();
});

// A fiat currency of the test's own, named with `tag` so searching the tag finds only its rates.
async function ownCurrency(page: Page, tag: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = `P${Math.floor(Math.random() * 1296)
      .toString(36)
      .toUpperCase()
      .padStart(2, '0')}`;
    const res = await page.request.post('/api/currencies', {
      data: { code, name: `Paging ${tag}`, symbol: 'p' },
    });
    if (res.status() === 201) return code;
    expect(res.status()).toBe(409); // that code is taken: try another
  }
  throw new Error('no free currency code');
}

test('deleting the only rate of the last page goes back one page', async ({ page }) => {
  const tag = `${Date.now()}`;
  const code = await ownCurrency(page, tag);
  const currencies = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const id = (c: string) => currencies.rows.find((row) => row.code === c)?.id;
  for (let i = 0; i < 11; i += 1) {
    const res = await page.request.post('/api/currency-rates', {
      data: {
        from_currency_id: id(code),
        to_currency_id: id('CAD'),
        buy_rate: `1.${i}`,
        sell_rate: `2.${i}`,
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/rates');
  await page.getByLabel('Search rates').fill(tag);
  await expect(page.getByText('Showing 1 to 10 of 11 rates')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 11 of 11 rates')).toBeVisible();
  // The footer moves at once; the second page's one row replaces the first page's ten on load.
  await expect(page.getByRole('button', { name: `Delete ${code} → CAD` })).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${code} → CAD` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Currency Rate' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Currency rate deleted successfully')).toBeVisible();
  await expect(page.getByText('Showing 1 to 10 of 10 rates')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${code} → CAD` })).toHaveCount(10);
  await expect(page.getByText('No currency rates yet')).toHaveCount(0);
});

test('a filter that finds nothing says so, not that there are no rates yet', async ({ page }) => {
  await showCryptoOn(page);
  // The Crypto filter answers an empty list, so the result does not depend on other tests' data.
  await page.route(
    (url) => url.pathname === '/api/currency-rates' && url.searchParams.get('kind') === 'crypto',
    (route) => route.fulfill({ json: { rows: [], total: 0 } }),
  );
  await page.goto('/rates');
  await expect(page.getByText(/Showing 1 to 10 of \d+ rates/)).toBeVisible();
  await page.getByRole('radio', { name: 'Crypto' }).click();
  await expect(page.getByText('No currency rates found')).toBeVisible();
  await expect(page.getByText('No currency rates yet')).toHaveCount(0);
});
