import { expect, test } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';

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

  // Deleted from the list: archived, and gone from it.
  await page.goto(`/customers?search=${tag}`);
  await page.getByRole('button', { name: `Delete Otto ${tag}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('A customer with transactions is archived instead');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page, 'Customer archived: kept for records because of their transactions'),
  ).toContainText('Success');
  await expect(page.getByText('No customers found')).toBeVisible();

  // Found again among the archived customers, with the day it was archived.
  const shown = page.getByRole('radiogroup', { name: 'Customers shown' });
  await shown.getByRole('radio', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/tab=archived/);
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Archived' })).toBeVisible();
  await expect(row.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await picture(page, { path: 'test-results/archived-customers-list.png', fullPage: true });
  await row.getByRole('link', { name: `View Otto ${tag}` }).click();

  // Its page says when and by whom, and nothing on it can be changed.
  const banner = page.getByRole('status').filter({ hasText: 'Archived on' });
  await expect(banner).toContainText(/Archived on [A-Z][a-z]{2} \d{2}, \d{4} by Sam Teller/);
  await expect(banner).toContainText('This customer is kept for records and hidden from lists');
  for (const action of ['Edit', 'Delete', 'New Exchange']) {
    await expect(page.getByRole('button', { name: action })).toBeHidden();
  }
  await expect(page.getByRole('link', { name: 'New Exchange' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add ID Card' })).toBeHidden();
  await picture(page, { path: 'test-results/archived-customer.png', fullPage: true });

  await banner.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Customer restored')).toContainText('Success');
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.goto(`/customers?search=${tag}`);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toBeVisible();
});
