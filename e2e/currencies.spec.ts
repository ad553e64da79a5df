import { expect, test } from '@playwright/test';
import { expectFailureToast } from './toasts';

// A 3-character code no other spec uses (seeded codes never start with F).
const uniqueCode = () => `F${(Date.now() % 1296).toString(36).toUpperCase().padStart(2, '0')}`;

test('add a fiat currency, edit it, and switch it inactive and back', async ({ page }) => {
  const code = uniqueCode();
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
