import { expect, test, type Page } from '@playwright/test';
import { customerOnFile } from './customers';
import { chooseOption } from './select';
import { toast } from './toasts';
import { picture } from './screens';
import { bookedReference } from './reference';

// A customer made through the API for this test, named Draft <tag>.
const customerOn = (page: Page, tag: string) =>
  customerOnFile(page.request, { first_name: 'Draft', last_name: tag });

const NO_CUSTOMER = 'No customer selected. Please select a customer from the customers page.';

test('the exchange being typed survives a reload, and nothing of it once booked or started anew', async ({
  page,
}) => {
  const tag = `Dr${Date.now()}`;
  const id = await customerOn(page, tag);
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  const form = page.getByRole('form', { name: 'Exchange' });
  const selected = form.getByRole('region', { name: 'Selected customer' });
  await expect(selected).toContainText(`Draft ${tag}`);
  const pair = (n: number) => page.getByRole('group', { name: `Pair ${n}` });
  const drawn = await page.getByLabel('Reference Number').inputValue();

  await pair(1).getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await chooseOption(page, pair(2).getByLabel('From Currency'), 'EUR - Euro');
  await chooseOption(page, pair(2).getByLabel('To Currency'), 'CAD - Canadian Dollar');
  await pair(2).getByLabel('Receives', { exact: true }).fill('75');
  await page.getByLabel('Notes').fill('Regular customer, counter 2');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 2');

  await page.reload();
  await expect(selected).toContainText(`Draft ${tag}`);
  await expect(page.getByLabel('Reference Number')).toHaveValue(drawn);
  await expect(pair(1).getByLabel('From Currency')).toHaveText('USD - US Dollar');
  await expect(pair(1).getByLabel('To Currency')).toHaveText('CAD - Canadian Dollar');
  await expect(pair(1).getByLabel('Amount', { exact: true })).toHaveValue('100');
  await expect(pair(2).getByLabel('From Currency')).toHaveText('EUR - Euro');
  await expect(pair(2).getByLabel('To Currency')).toHaveText('CAD - Canadian Dollar');
  await expect(pair(2).getByLabel('Amount', { exact: true })).toHaveValue('');
  await expect(pair(2).getByLabel('Receives', { exact: true })).toHaveValue('75');
  await expect(page.getByLabel('Notes')).toHaveValue('Regular customer, counter 2');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 2');
  await picture(page, { path: '/tmp/exchange-after-reload.png', fullPage: true });

  // Booked: a reload shows a new, empty exchange (not even the link's customer).
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '2 exchange transaction(s) completed successfully')).toBeVisible();
  // The draft's number, or another if that one was taken meanwhile (e2e/reference.ts).
  const reference = await bookedReference(
    page,
    page.getByRole('dialog', { name: 'Exchange completed' }),
  );
  const booked = await page.request.get(`/api/exchanges/${reference}`);
  expect(booked.status()).toBe(200);
  await expect(page).toHaveURL(/\/exchange$/);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Exchange completed' })).toHaveCount(0);
  await expect(page.getByText(NO_CUSTOMER)).toBeVisible();
  await expect(page.getByLabel('Reference Number')).not.toHaveValue(reference);
  await expect(pair(1).getByLabel('Amount', { exact: true })).toHaveValue('');
  await expect(pair(2)).toHaveCount(0);
  await expect(page.getByLabel('Notes')).toHaveValue('');

  // Booked, then New Transaction: empty, and a reload keeps it empty; what is typed next is kept.
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(selected).toContainText(`Draft ${tag}`);
  await pair(1).getByLabel('Amount', { exact: true }).fill('20');
  await page.getByLabel('Notes').fill('Second visit');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  await done.getByRole('button', { name: 'New Transaction' }).click();
  await expect(done).toBeHidden();
  await expect(page.getByText(NO_CUSTOMER)).toBeVisible();
  await expect(page.getByLabel('Notes')).toHaveValue('');
  await page.reload();
  await expect(page.getByText(NO_CUSTOMER)).toBeVisible();
  await expect(pair(1).getByLabel('Amount', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Notes')).toHaveValue('');
  await page.getByLabel('Notes').fill('Next customer');
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Next customer');
});

test('a shortcut for another customer starts a fresh exchange; a new tab has no draft', async ({
  page,
  context,
}) => {
  const tag = `Ds${Date.now()}`;
  const first = await customerOn(page, `${tag}a`);
  const second = await customerOn(page, `${tag}b`);
  await page.goto(`/exchange?customerId=${first}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  const selected = page
    .getByRole('form', { name: 'Exchange' })
    .getByRole('region', { name: 'Selected customer' });
  await expect(selected).toContainText(`Draft ${tag}a`);
  await page.getByLabel('Notes').fill('For the first customer');

  const other = await context.newPage();
  await other.goto('/exchange');
  await expect(other.getByText(NO_CUSTOMER)).toBeVisible();
  await expect(other.getByLabel('Notes')).toHaveValue('');
  await other.close();

  await page.goto(`/exchange?customerId=${second}&fromCurrency=EUR&toCurrency=CAD&operation=buy`);
  await expect(selected).toContainText(`Draft ${tag}b`);
  await expect(page.getByLabel('Notes')).toHaveValue('');

  // A draft that cannot be read (another version's, or damaged) is ignored.
  for (const damaged of ['{"search":"","values":{"notes":1}}', '{not json']) {
    await page.evaluate((text) => sessionStorage.setItem('bureau.exchange-draft', text), damaged);
    await page.goto('/exchange');
    await expect(page.getByText(NO_CUSTOMER)).toBeVisible();
    await expect(page.getByLabel('Notes')).toHaveValue('');
    await expect(page.getByLabel('Reference Number')).toHaveValue(/^\d{10}$/);
  }
});
