import { expect, test } from '@playwright/test';
import { ok } from './api';
import { expectFailureToast } from './toasts';
import { uniqueCurrencyCode } from './unique-code';

test('a new currency opens its account at 0, and adjustments move it through the ledger', async ({
  page,
}) => {
  const code = uniqueCurrencyCode('Q');
  const name = `Test Dollar ${Date.now()}`;
  await page.goto('/currencies');
  await page.getByRole('button', { name: 'Add Currency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Currency' });
  await dialog.getByRole('button', { name: 'Create Currency' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  await dialog.getByLabel('Code *').fill(code.toLowerCase());
  await dialog.getByLabel('Symbol *').fill('T$');
  await dialog.getByLabel('Name *').fill(name);
  await dialog.getByLabel('Rounding Factor').fill('0.01');
  await dialog.getByRole('button', { name: 'Create Currency' }).click();
  await expect(
    page.getByText('Currency created successfully. Account automatically created.'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(code);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Accounts' })
    .click();
  await expect(page.getByText('Manage your currency inventory and track balances')).toBeVisible();
  const row = page.getByTestId(`account-${code}`);
  await expect(row).toContainText(`0.00 ${code}`);
  await expect(row).toContainText('Empty');

  await row.getByRole('button', { name: 'Adjust' }).click();
  let adjust = page.getByRole('dialog', { name: `Adjust ${code} Balance` });
  await adjust.getByLabel('Amount').fill('0');
  await adjust.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(adjust.getByRole('alert')).toHaveText('Please enter a valid positive amount');
  await adjust.getByLabel('Amount').fill('1500.50');
  await adjust.getByLabel('Note (optional)').fill('Opening float');
  await adjust.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(page.getByText('Balance increased successfully')).toBeVisible();
  await expect(row).toContainText(`1,500.50 ${code}`);
  await expect(row).toContainText('Available');

  await row.getByRole('button', { name: 'Adjust' }).click();
  adjust = page.getByRole('dialog', { name: `Adjust ${code} Balance` });
  await adjust.getByRole('radio', { name: 'Subtract' }).click();
  await adjust.getByLabel('Amount').fill('2000');
  await adjust.getByRole('button', { name: 'Subtract from Balance' }).click();
  await expect(page.getByText('Balance decreased successfully')).toBeVisible();
  await expect(row).toContainText(`-499.50 ${code}`);
  await expect(row).toContainText('Negative');

  await row.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `${code} Balance History` });
  const lines = history.getByRole('row');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText('-2,000.00');
  await expect(lines.nth(1)).toContainText('-499.50');
  await expect(lines.nth(2)).toContainText('+1,500.50');
  await expect(lines.nth(2)).toContainText('Opening float');
  await expect(lines.nth(2)).toContainText('Sam Teller');
});

test('a failed load or adjustment shows the SPEC failure toast', async ({ page }) => {
  const list = (url: URL) => url.pathname === '/api/accounts';
  await page.route(list, (route) => route.fulfill({ status: 500, json: { error: 'Down' } }));
  await page.goto('/accounts');
  await expect(page.getByText('Failed to load accounts')).toBeVisible();
  await page.unroute(list);

  await page.reload();
  const row = page.getByTestId('account-USD');
  await page.route('**/api/accounts/*/adjustments', (route) =>
    route.fulfill({ status: 503, json: { error: 'Ledger unavailable' } }),
  );
  await row.getByRole('button', { name: 'Adjust' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust USD Balance' });
  await adjust.getByLabel('Amount').fill('10');
  await adjust.getByRole('button', { name: 'Add to Balance' }).click();
  await expectFailureToast(page, 'Failed to adjust balance', 'Ledger unavailable');
  // The dialog stays open with the amount, so the teller can try again.
  await expect(adjust.getByLabel('Amount')).toHaveValue('10');
});

test('units added with what they cost set the average cost a later sale realises against', async ({
  page,
}) => {
  const code = uniqueCurrencyCode('V');
  const currency = await ok<{ id: string }>(
    page.request.post('/api/currencies', {
      data: { code, name: `Valued ${code}`, symbol: 'V$', rounding_factor: '0.01' },
    }),
  );
  await page.goto('/accounts');
  const row = page.getByTestId(`account-${code}`);
  await row.getByRole('button', { name: 'Adjust' }).click();
  const adjust = page.getByRole('dialog', { name: `Adjust ${code} Balance` });
  // A cost belongs to units coming in only.
  await adjust.getByRole('radio', { name: 'Subtract' }).click();
  await expect(adjust.getByLabel('Cost in CAD (optional)')).toHaveCount(0);
  await adjust.getByRole('radio', { name: 'Add' }).click();
  await adjust.getByLabel('Amount').fill('100');
  await adjust.getByLabel('Cost in CAD (optional)').fill('0');
  await adjust.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(adjust.getByRole('alert')).toHaveText('Please enter a valid positive amount');
  await expect(adjust.getByLabel('Cost in CAD (optional)')).toHaveAccessibleDescription(
    /What the bureau paid for these units/,
  );
  await adjust.getByLabel('Cost in CAD (optional)').fill('120');
  await adjust.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(page.getByText('Balance increased successfully')).toBeVisible();
  await expect(row).toContainText(`100.00 ${code}`);

  // 80 sold for 128 CAD against units that cost 1.20 each: 128 - 96 = 32 CAD realised.
  const tag = `Va${Date.now()}`;
  const customer = await ok<{ id: string }>(
    page.request.post('/api/customers', {
      data: { first_name: 'Valued', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
    }),
  );
  const { rows } = await ok<{ rows: { id: string; code: string }[] }>(
    page.request.get('/api/currencies'),
  );
  const booked = await ok<{ transactions: { id: string }[] }>(
    page.request.post('/api/transactions', {
      data: {
        customer_id: customer.id,
        pairs: [
          {
            from_currency_id: rows.find((c) => c.code === 'CAD')?.id,
            to_currency_id: currency.id,
            receives: '80',
            custom_rate: '0.625',
          },
        ],
      },
    }),
  );
  await page.goto(`/transactions/${booked.transactions[0]?.id}`);
  await expect(page.getByTestId('realised-margin')).toContainText('32.00');
});
