import { expect, test } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { toast } from './toasts';
import { picture } from './screens';

const WAITING = 'Your account is waiting for approval by the owner';

// The owner (the shared setup account) approves a second sign-up as a teller, who may book an
// exchange but not change settings or balances, and is signed out once deactivated.
test('a second sign-up waits, is approved as teller, works within the role, and is deactivated', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const email = `newcomer-${Date.now()}@bureau.test`;
  const tellerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const teller = await tellerContext.newPage();
  try {
    // The second sign-up: the waiting message and no data.
    await teller.goto('/auth');
    await teller.getByRole('tab', { name: 'Sign Up' }).click();
    await teller.getByLabel('First Name').fill('Nia');
    await teller.getByLabel('Last Name').fill('Newcomer');
    await teller.getByLabel('Email').fill(email);
    await teller.getByLabel('Password').fill('correct horse battery');
    await teller.getByRole('button', { name: 'Sign Up' }).click();
    await expect(teller.getByText(WAITING)).toBeVisible();
    await expect(teller.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await picture(teller, { path: '/tmp/staff-waiting.png' });
    const refused = await teller.request.get('/api/customers');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: WAITING, code: 'forbidden' });
    await teller.goto('/customers');
    await expect(teller.getByText(WAITING)).toBeVisible();

    // The owner approves it as a teller on the Staff page.
    await owner.goto('/staff');
    const row = owner.getByTestId(`staff-${email}`);
    await expect(row).toContainText('Pending');
    await picture(owner, { path: '/tmp/staff-page.png', fullPage: true });
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Approve Nia Newcomer' });
    await dialog.getByLabel('Role').click();
    await owner.getByRole('option', { name: /^Teller/ }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(owner, 'Nia Newcomer approved as teller')).toContainText('Success');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Teller');

    // The teller works: opens a till of their own (the owner adds it), then books an exchange.
    await teller.getByRole('button', { name: 'Check again' }).click();
    await expect(teller.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    const till = await owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, {
      data: { name: `Desk ${Date.now()}` },
    });
    expect(till.status()).toBe(201);
    const opened = await teller.request.post(`/api/tills/${(await till.json()).id}/open`, {
      data: { counts: [] },
    });
    expect(opened.status()).toBe(201);
    const customer = await teller.request.post('/api/customers', {
      data: { first_name: 'Tel', last_name: 'Ler', email: `tel-${Date.now()}@example.com` },
    });
    expect(customer.status()).toBe(201);
    const { id } = (await customer.json()) as { id: string };
    await teller.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
    await teller.getByLabel('Amount', { exact: true }).fill('20');
    await expect(teller.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
    await teller.getByRole('button', { name: 'Complete Exchange' }).click();
    await expect(toast(teller, '1 exchange transaction(s) completed successfully')).toContainText(
      'Success',
    );
    await teller.keyboard.press('Escape');

    // No Settings, no balance adjustment: not in the menus, a message by URL, 403 from the API.
    await teller.goto('/accounts');
    await expect(teller.getByTestId('account-USD')).toBeVisible();
    await expect(teller.getByRole('button', { name: 'Adjust' })).toHaveCount(0);
    await teller.getByRole('button', { name: 'More' }).click();
    await expect(teller.getByRole('menuitem', { name: 'Companies' })).toBeVisible();
    await expect(teller.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
    await expect(teller.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
    await teller.keyboard.press('Escape');
    await picture(teller, { path: '/tmp/staff-teller-accounts.png' });
    await teller.goto('/settings');
    await expect(teller.getByRole('heading', { name: 'This needs a manager' })).toBeVisible();
    await picture(teller, { path: '/tmp/staff-teller-settings.png' });
    const headers = { origin: String(baseURL) };
    const settings = await teller.request.put('/api/settings/crypto_enabled', {
      data: { value: { enabled: true } },
      headers,
    });
    expect(settings.status()).toBe(403);
    expect(await settings.json()).toEqual({ error: 'This needs the owner', code: 'forbidden' });
    const accounts = (await (await teller.request.get('/api/accounts')).json()) as {
      rows: { id: string }[];
    };
    const adjust = await teller.request.post(`/api/accounts/${accounts.rows[0]?.id}/adjustments`, {
      data: { direction: 'increase', amount: '1' },
      headers,
    });
    expect(adjust.status()).toBe(403);
    expect(await adjust.json()).toEqual({ error: 'This needs a manager', code: 'forbidden' });

    // The owner deactivates the teller; the teller's open page is signed out on its next request.
    await teller.goto('/customers');
    await expect(teller.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await owner.reload();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');
    await teller
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    await expect(teller).toHaveURL(/\/auth$/);
  } finally {
    await tellerContext.close();
  }
});
