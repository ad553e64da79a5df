import { expect, test } from '@playwright/test';
import { expectFailureToast } from './toasts';
import { uniqueCurrencyCode } from './unique-code';

test('add a fiat currency, edit it, and switch it inactive and back', async ({ page }) => {
  const code = uniqueCurrencyCode('F');
  const name = `Florin ${Date.now()}`;
  await page.goto('/currencies');
  await page.getByRole('button', { name: 'Add Currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Currency' });
  await expect(dialog.getByLabel('Tier')).toHaveText('3 - Standard');
  await expect(dialog.getByLabel('Rounding Factor')).toHaveValue('1');
  await expect(dialog.getByLabel('Decimal Places')).toHaveValue('2');
  await dialog.getByLabel('Name *').fill(name);
  await dialog.getByRole('button', { name: 'Create Currency' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Code *').fill(code.toLowerCase());
  await dialog.getByLabel('Symbol *').fill('ƒ');
  await dialog.getByLabel('Tier').click();
  await page.getByRole('option', { name: '1 - Major Reserve' }).click();
  await dialog.getByLabel('Rounding Factor').fill('0.001');
  await dialog.getByLabel('Decimal Places').fill('3');
  await dialog.getByRole('button', { name: 'Create Currency' }).click();
  await expect(page.getByText('Rounding factor must be at least 0.01')).toBeVisible();
  await dialog.getByLabel('Rounding Factor').fill('0.05');
  await dialog.getByRole('button', { name: 'Create Currency' }).click();
  await expect(
    page.getByText('Currency created successfully. Account automatically created.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`^${code}\\b`) });
  for (const text of [name, 'ƒ', 'Major Reserve', '0.05', 'Active']) {
    await expect(row).toContainText(text);
  }
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  // Edit: the code is read-only; name and tier change.
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Currency' });
  await expect(edit.getByLabel('Code *')).toHaveValue(code);
  await expect(edit.getByLabel('Code *')).toBeDisabled();
  await edit.getByLabel('Name *').fill(`${name} Renamed`);
  await edit.getByLabel('Tier').click();
  await page.getByRole('option', { name: '2 - Major Trading' }).click();
  await edit.getByRole('button', { name: 'Update Currency' }).click();
  await expect(page.getByText('Currency updated successfully')).toBeVisible();
  await expect(row).toContainText(`${name} Renamed`);
  await expect(row).toContainText('Major Trading');

  // Inactive: saved, kept after a reload, and gone from the rate pickers.
  const active = page.getByRole('switch', { name: `${code} active` });
  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await expect(row).toContainText('Inactive');
  await page.reload();
  await expect(row).toContainText('Inactive');
  await page.goto('/rates');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  await page.getByRole('dialog', { name: 'Add Currency Rate' }).getByLabel('From Currency').click();
  await expect(page.getByRole('option', { name: 'USD - US Dollar' })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`^${code} - `) })).toHaveCount(0);

  // Editing an inactive currency leaves it inactive.
  await page.goto('/currencies');
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await edit.getByLabel('Symbol *').fill('Fl');
  await edit.getByRole('button', { name: 'Update Currency' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: 'Fl', exact: true })).toBeVisible();
  await expect(row).toContainText('Inactive');
  await page.reload();
  await expect(row).toContainText('Inactive');

  await active.click();
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Inactive');
});

test('a failed load or update shows the SPEC failure toast', async ({ page }) => {
  const list = (url: URL) => url.pathname === '/api/currencies';
  await page.route(list, (route) => route.fulfill({ status: 500, json: { error: 'Down' } }));
  await page.goto('/currencies');
  await expect(page.getByText('Failed to load currencies')).toBeVisible();
  await page.unroute(list);

  await page.reload();
  await page.route('**/api/currencies/*', (route) =>
    route.fulfill({ status: 503, json: { error: 'Try again later' } }),
  );
  const usd = page.getByRole('switch', { name: 'USD active' });
  await expect(usd).toHaveAttribute('aria-checked', 'true');
  await usd.click();
  await expectFailureToast(page, 'Failed to update currency', 'Try again later');
  await expect(usd).toHaveAttribute('aria-checked', 'true');
});

test('edit refuses a cleared number field or a rounding factor finer than the decimals', async ({
  page,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/currencies')) {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  await page.goto('/currencies');
  const row = page.getByRole('row', { name: /^USD\b/ });
  await expect(row).toContainText('0.01');
  await row.getByRole('button', { name: 'Edit USD' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Currency' });
  const update = edit.getByRole('button', { name: 'Update Currency' });

  await edit.getByLabel('Rounding Factor').fill('');
  await update.click();
  await expect(page.getByText('Rounding factor is required')).toBeVisible();
  await edit.getByLabel('Rounding Factor').fill('0.01');
  await edit.getByLabel('Decimal Places').fill('');
  await update.click();
  await expect(page.getByText('Decimal places is required')).toBeVisible();
  await edit.getByLabel('Decimal Places').fill('0');
  await update.click();
  await expect(
    page.getByText('Rounding factor must be a multiple of 1 when decimal places is 0'),
  ).toBeVisible();
  await expect(edit).toBeVisible();

  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  expect(writes).toEqual([]);
  await page.reload();
  await expect(row).toContainText('0.01');
  await expect(row).toContainText('Major Reserve');
});

// Issue 46: a currency quoted per 1,000 units reads so on the Rates page and the rate sheet,
// while amounts are computed per unit as before.
test('a currency quoted per 1,000 units reads so on the Rates page and the rate sheet', async ({
  page,
}) => {
  const code = uniqueCurrencyCode('G');
  await page.goto('/currencies');
  await page.getByRole('button', { name: 'Add Currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Currency' });
  await dialog.getByLabel('Code *').fill(code);
  await dialog.getByLabel('Name *').fill(`Thousand ${code}`);
  await dialog.getByLabel('Symbol *').fill('T');
  await expect(dialog.getByLabel('Quote rates per')).toHaveText('1 unit');
  await dialog.getByLabel('Quote rates per').click();
  await page.getByRole('option', { name: '1,000 units' }).click();
  await dialog.getByRole('button', { name: 'Create Currency' }).click();
  await expect(dialog).toBeHidden();

  const currencies = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string; quote_unit: number }[];
  };
  const created = currencies.rows.find((c) => c.code === code);
  expect(created?.quote_unit).toBe(1000);
  const cad = currencies.rows.find((c) => c.code === 'CAD');
  const rate = await page.request.post('/api/currency-rates', {
    data: {
      from_currency_id: created?.id,
      to_currency_id: cad?.id,
      buy_rate: '0.00095',
      sell_rate: '0.00105',
    },
  });
  expect(rate.status(), await rate.text()).toBe(201);

  await page.goto('/rates');
  await page.getByLabel('Search rates').fill(code);
  const row = page.getByRole('row').filter({ hasText: `Rates per 1,000 ${code}` });
  await expect(row).toContainText('0.9500');
  await expect(row).toContainText('1.0500');

  await page.goto('/rates/sheet');
  const sheetRow = page.getByRole('row', { name: new RegExp(code) });
  await expect(sheetRow).toContainText(`1000 ${code}`);
  await expect(sheetRow).toContainText('0.9500');

  // The exchange screen reads the rate the same way.
  await page.goto(`/exchange?fromCurrency=${code}&toCurrency=CAD`);
  await page.getByLabel('Amount', { exact: true }).fill('10000');
  await expect(page.getByTestId('pair-0-preview')).toContainText(
    `Rate: 1,000 ${code} = 0.9500 CAD`,
  );
});
