import { expect, test } from '@playwright/test';
import { customerOnFile } from './customers';
import { toast } from './toasts';
import { uniqueCurrencyCode } from './unique-code';

// Issue 46: a currency the till pays out in 5s. The teller types what the customer hands over;
// the screen says the till cannot pay it, proposes the nearest amount it can, and the exchange
// books that: the customer receives a multiple of 5 and pays only what it costs.
test('a sale the till cannot pay is proposed in its notes and booked so', async ({ page }) => {
  const code = uniqueCurrencyCode('P');
  const created = await page.request.post('/api/currencies', {
    data: { code, name: `Payout ${code}`, symbol: 'p', rounding_factor: '0.01' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const currency = (await created.json()) as { id: string };
  const { rows } = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const cad = rows.find((c) => c.code === 'CAD')?.id;
  const rate = await page.request.post('/api/currency-rates', {
    data: {
      from_currency_id: cad,
      to_currency_id: currency.id,
      buy_rate: '0.7143',
      sell_rate: '0.75',
    },
  });
  expect(rate.status(), await rate.text()).toBe(201);

  // The smallest amount paid out is set on the currency.
  await page.goto('/currencies');
  const row = page.getByRole('row', { name: new RegExp(`^${code}\\b`) });
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Currency' });
  await edit.getByLabel('Smallest amount paid out').fill('5');
  await edit.getByRole('button', { name: 'Update Currency' }).click();
  await expect(edit).toBeHidden();

  const tag = `Pay${Date.now()}`;
  const customer = await customerOnFile(page.request, { first_name: 'Pia', last_name: tag });
  await page.goto(`/exchange?customerId=${customer}&fromCurrency=CAD&toCurrency=${code}`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(tag);
  await page.getByLabel('Amount', { exact: true }).fill('1234.56');
  // 1,234.56 CAD buys 881.85: the till pays 880, for 1,232.00 CAD.
  const notice = page.getByTestId('pair-0-payout');
  await expect(notice).toContainText(
    `The till pays out in multiples of 5.00 ${code}: 880.00 ${code} for 1,232.00 CAD.`,
  );
  await expect(page.getByLabel("Pay out amounts the till's notes cannot make")).toBeVisible();
  await notice.getByRole('button', { name: `Pay out 880.00 ${code}` }).click();
  await expect(page.getByLabel('Receives')).toHaveValue('880');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('');
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('pair-0-preview')).toContainText(`1,232.00 CAD → 880.00 ${code}`);

  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toBeVisible();
  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  await expect(done).toContainText(`880.00 ${code}`);
  await expect(done).toContainText('1,232.00 CAD');
  // The receipt shows the rounding: what was tendered (1,234.56 in cash rounds to 1,234.55)
  // and what went back.
  await expect(done).toContainText(/Tendered:\s+1,234\.55 CAD/);
  await expect(done).toContainText(/Change:\s+2\.55 CAD/);
});
