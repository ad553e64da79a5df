import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toast } from './toasts';

async function createCustomer(page: Page, tag: string) {
  const res = await page.request.post('/api/customers', {
    data: { first_name: 'Ex', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// The USD balance in hundredths, as an exact integer (no floating point on money).
async function usdCents(request: APIRequestContext): Promise<bigint> {
  const res = await request.get('/api/accounts');
  const body = (await res.json()) as { rows: { balance: string; currency: { code: string } }[] };
  const usd = body.rows.find((row) => row.currency.code === 'USD');
  if (!usd) throw new Error('No USD account');
  const [whole = '0', fraction = ''] = usd.balance.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

test('an exchange from the side panel shortcut books the pair and moves the USD balance', async ({
  page,
}) => {
  const tag = `Ex${Date.now()}`;
  const id = await createCustomer(page, tag);
  const before = await usdCents(page.request);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(`Ex ${tag}`);
  await expect(page.getByLabel('Reference Number')).toHaveValue(/^\d{10}$/);
  const reference = await page.getByLabel('Reference Number').inputValue();
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByTestId('pair-0-preview')).toContainText('100.00 USD →');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
  await page.screenshot({ path: '/tmp/exchange.png', fullPage: true });

  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toContainText(
    'Success',
  );
  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  await expect(done).toContainText(reference);
  await expect(done).toContainText('100.00 USD');
  expect(await usdCents(page.request)).toBe(before + 10000n);

  await done.getByRole('button', { name: 'New Transaction' }).click();
  await expect(done).toBeHidden();
  await expect(
    page.getByText('No customer selected. Please select a customer from the customers page.'),
  ).toBeVisible();
  await expect(page.getByLabel('Reference Number')).not.toHaveValue(reference);
});

test('card payment without an ID card warns and is refused', async ({ page }) => {
  const tag = `Ec${Date.now()}`;
  const id = await createCustomer(page, tag);
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toBeVisible();
  await page.getByLabel('Payment Method').click();
  await page.getByRole('option', { name: 'Card' }).click();
  await expect(page.getByText('No ID card on file - card payment will be blocked')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(
    toast(page, 'Card payments require a valid ID card on file for this customer'),
  ).toContainText('Error');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
});
