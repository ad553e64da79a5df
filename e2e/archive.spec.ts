import { expect, test } from '@playwright/test';
import { toast } from './toasts';

// Record keeping (docs/decisions/0027): deleting a customer who has traded archives them.
test('deleting a customer with a transaction archives them: gone from the list, kept, restorable', async ({
  page,
}) => {
  const tag = `Arc${Date.now()}`;
  const res = await page.request.post('/api/customers', {
    data: { first_name: 'Otto', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  const { id } = (await res.json()) as { id: string };
  const currencies = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const currency = (code: string) => currencies.rows.find((c) => c.code === code)?.id;
  const booked = await page.request.post('/api/transactions', {
    data: {
      customer_id: id,
      pairs: [{ from_currency_id: currency('USD'), to_currency_id: currency('CAD'), amount: '40' }],
    },
  });
  expect(booked.status()).toBe(201);

  await page.goto(`/customers/${id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('A customer with transactions is archived instead');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page, 'Customer archived: kept for records because of their transactions'),
  ).toContainText('Success');
  const banner = page.getByRole('status').filter({ hasText: 'Archived on' });
  await expect(banner).toContainText('this customer is kept for records and hidden from lists');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
  await page.screenshot({ path: 'test-results/archived-customer.png', fullPage: true });

  await page.goto(`/customers?search=${tag}`);
  await expect(page.getByText('No customers found')).toBeVisible();

  await page.goto(`/customers/${id}`);
  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Customer restored')).toContainText('Success');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
});
