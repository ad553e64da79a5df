import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { premadeMember } from './staff';
import { toast } from './toasts';

// The owner (the shared setup account) sees a customer's changes on its page and on the Audit
// page, and exports them; a teller has neither the menu item nor the page. Every check is
// narrowed to this test's own customer: other specs write to the same trail meanwhile.
test("the owner follows a customer's changes in its History and the audit trail, and exports them", async ({
  page,
}) => {
  const tag = `Au${Date.now()}`;
  const email = `${tag.toLowerCase()}@example.com`;
  const created = await page.request.post('/api/customers', {
    data: { first_name: 'Audra', last_name: `Before${tag}`, email },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const updated = await page.request.put(`/api/customers/${id}`, {
    data: { first_name: 'Audra', last_name: `After${tag}`, email, risk_level: 'high' },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  // The customer's History: the update names each changed field, before → after.
  await page.goto(`/customers/${id}`);
  const history = page.getByTestId('record-history');
  await expect(history.getByRole('heading', { name: 'History' })).toBeVisible();
  const update = history.getByRole('row').filter({ hasText: 'Updated' });
  await expect(update).toContainText(`last_name: Before${tag} → After${tag}`);
  await expect(update).toContainText('risk_level: low → high');
  await expect(history.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

  // An ID card added on the page shows in the History at once.
  await page.getByLabel('ID Number').fill(`P-${tag}`);
  await page.getByLabel('ID Type').fill('Passport');
  await page.getByRole('button', { name: 'Add ID Card' }).click();
  await expect(toast(page, 'ID Card added successfully.')).toContainText('Success');
  await expect(history.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: `id_number: P-${tag}` })).toContainText(
    'Created',
  );

  // The Audit page, from the menu, filtered to customers and to this record.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await page.getByLabel('Record type').click();
  await page.getByRole('option', { name: 'Customer', exact: true }).click();
  await expect(page).toHaveURL(/[?&]record_type=customer/);
  await page.getByLabel('Record id').fill(id);
  await page.getByLabel('Record id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]record_id=${id}`));
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Updated' });
  await expect(row).toContainText(`last_name: Before${tag} → After${tag}`);
  await expect(row.getByRole('link', { name: `Customer ${id.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Created' })).toContainText(
    `email: ${email}`,
  );
  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel('Record type')).toHaveText('Customer');
  await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();

  // The export holds the same two entries.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('changes');
  expect(lines[1]).toContain(id);
  expect(lines[1]).toContain(`last_name: Before${tag} → After${tag}`);
  expect(lines[2]).toContain('Created');

  // The record's link opens the customer.
  await row.getByRole('link', { name: `Customer ${id.slice(0, 8)}` }).click();
  await expect(page.getByRole('heading', { name: `Audra After${tag}` })).toBeVisible();
});

test('a teller has no Audit menu item and is told so at /audit', async ({ browser, baseURL }) => {
  // The run's pre-made teller: only looks.
  const context = await premadeMember(browser, String(baseURL), 'teller');
  try {
    const teller = await context.newPage();
    await teller.goto('/');
    await expect(teller.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await teller.getByRole('button', { name: 'More' }).click();
    await expect(teller.getByRole('menuitem', { name: 'Companies' })).toBeVisible();
    await expect(teller.getByRole('menuitem', { name: 'Audit' })).toHaveCount(0);
    await teller.keyboard.press('Escape');

    await teller.goto('/audit');
    await expect(teller.getByRole('heading', { name: 'This needs the owner' })).toBeVisible();
    await expect(teller.getByText('Your role does not include this page.')).toBeVisible();
    await expect(teller.getByRole('heading', { name: 'Audit Trail' })).toHaveCount(0);
    const refused = await teller.request.get('/api/audit');
    expect(refused.status()).toBe(403);
  } finally {
    await context.close();
  }
});

test('a History that fails to load says so and loads again on Retry', async ({ page }) => {
  const tag = `Hf${Date.now()}`;
  const created = await page.request.post('/api/customers', {
    data: { first_name: 'Hal', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.route(`**/api/customers/${id}/history*`, (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal error' } }),
  );
  await page.goto(`/customers/${id}`);
  const history = page.getByTestId('record-history');
  await expect(history.getByText('Could not load history')).toBeVisible();
  await expect(toast(page, 'Failed to load history')).toContainText('Error');
  await page.unroute(`**/api/customers/${id}/history*`);
  await history.getByRole('button', { name: 'Retry' }).click();
  await expect(history.getByRole('row').filter({ hasText: 'Created' })).toContainText(
    `last_name: ${tag}`,
  );
});
