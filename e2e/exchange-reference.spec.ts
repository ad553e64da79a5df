import { expect, test } from '@playwright/test';
import { ok } from './api';
import { toast } from './toasts';

type Booked = { reference_number: string; transactions: { from_amount: string }[] };

test('a reference number another exchange took meanwhile is drawn again: the exchange books under a new one', async ({
  page,
}) => {
  const tag = `Ref${Date.now()}`;
  const customer = await ok<{ id: string }>(
    page.request.post('/api/customers', {
      data: { first_name: 'Ref', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
    }),
  );
  await page.goto(`/exchange?customerId=${customer.id}&fromCurrency=USD&toCurrency=CAD`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(`Ref ${tag}`);
  const field = page.getByLabel('Reference Number');
  await expect(field).toHaveValue(/^\d{10}$/);
  const drawn = await field.inputValue();

  // Another counter books under the very number this form drew. Or one already did: a run books
  // hundreds of exchanges in one day among 10,000 numbers, so the number may be taken before
  // this test takes it, which leaves the form in the same place.
  const currencies = await ok<{ rows: { id: string; code: string }[] }>(
    page.request.get('/api/currencies'),
  );
  const id = (code: string) => currencies.rows.find((c) => c.code === code)?.id;
  const other = await page.request.post('/api/transactions', {
    data: {
      customer_id: customer.id,
      reference_number: drawn,
      pairs: [{ from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: '10' }],
    },
  });
  const takenHere = other.status() !== 409;
  if (takenHere) {
    expect(other.status(), await other.text()).toBe(201);
    expect(((await other.json()) as Booked).reference_number).toBe(drawn);
  } else {
    expect(((await other.json()) as { code: string }).code).toBe('reference_taken');
  }

  await page.getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toContainText(
    'Success',
  );
  // No refusal for the teller to act on: the receipt names the number it was booked under.
  await expect(toast(page, 'Failed to process exchange')).toHaveCount(0);
  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  await expect(done).toContainText('100.00 USD');
  await expect(done).not.toContainText(drawn);
  const reference = await field.inputValue();
  expect(reference).toMatch(/^\d{10}$/);
  expect(reference).not.toBe(drawn);
  await expect(done).toContainText(reference);

  // Each exchange kept its own number and amount.
  const mine = await ok<Booked>(page.request.get(`/api/exchanges/${reference}`));
  expect(mine.transactions.map((t) => Number(t.from_amount))).toEqual([100]);
  const theirs = await ok<Booked>(page.request.get(`/api/exchanges/${drawn}`));
  if (takenHere) expect(theirs.transactions.map((t) => Number(t.from_amount))).toEqual([10]);
});
