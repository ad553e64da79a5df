import { expect, test } from '@playwright/test';
import { seriousViolations } from './a11y';
import { customerOnFile, passportOnFile } from './customers';
import { bureauKnownToFintrac } from './fintrac';
import { picture } from './screens';
import { premadeMember } from './staff';
import { toast } from './toasts';

// Issue 45: a customer asks for an exchange, withdraws when asked about it, and the exchange is
// refused at the counter. A manager reports it from the exchange screen as a suspicious
// transaction report (an attempted transaction: nothing was booked), FINTRAC's API (the local
// fake) accepts it, and a teller finds no trace of it anywhere (tipping-off).
test('a manager files an STR from a refused exchange, and a teller sees no trace of it', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `Str${Date.now()}`;
  const customer = await customerOnFile(page.request, {
    first_name: 'Ivo',
    last_name: tag,
    birthday: '1971-03-03',
    address: '8 Bay Street, Toronto',
    occupation: 'Importer',
  });
  await passportOnFile(page.request, customer, tag);
  await bureauKnownToFintrac(page.request);

  await page.goto(`/exchange?customerId=${customer}&fromCurrency=CAD&toCurrency=USD`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(tag);
  await page.getByLabel('Amount', { exact: true }).fill('9500');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
  await page.getByRole('button', { name: 'Report as Suspicious' }).click();

  const dialog = page.getByRole('dialog', { name: 'Report a suspicious transaction' });
  await expect(dialog).toContainText('Attempted exchange (not booked)');
  await expect(dialog).toContainText('9,500.00 CAD →');
  await expect(dialog).toContainText('Never tell the customer');
  await dialog.getByRole('button', { name: 'Open Report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Describe the suspicious activity: the grounds for suspicion',
  );
  await dialog
    .getByLabel('Grounds for suspicion')
    .fill(
      'Asked to exchange 9,500 CAD in small notes, the third such request this week; ' +
        'withdrew when asked where the cash came from.',
    );
  await expect(dialog.getByLabel('Why it was not completed')).toHaveValue('Refused at the counter');
  await picture(page, { path: '/tmp/str-dialog.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Open Report' }).click();
  await expect(toast(page, 'Suspicious transaction report opened')).toBeVisible();

  await expect(page).toHaveURL(/\/compliance\/[0-9a-f-]{36}$/);
  const caseUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Suspicious transaction report',
  );
  const attempts = page.getByRole('region', { name: 'Attempted transactions' });
  await expect(attempts).toContainText('9,500.00 CAD');
  await expect(attempts).toContainText('Refused at the counter');
  const card = page.getByRole('region', { name: 'FINTRAC report' });
  await expect(card).toContainText('Ready for FINTRAC');
  await picture(page, { path: '/tmp/str-case.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Send to FINTRAC' }).click();
  await expect(toast(page, 'FINTRAC accepted the report')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Filed');
  await expect(card.getByRole('region', { name: 'Sent to FINTRAC' })).toContainText(
    'Accepted by FINTRAC',
  );

  // The teller: no report in the queue, the case does not exist, nothing on the customer.
  const context = await premadeMember(browser, String(baseURL), 'teller');
  const teller = await context.newPage();
  try {
    await teller.goto('/compliance?queue=all');
    await expect(teller.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(teller.getByRole('main')).not.toContainText(/suspicious/i);
    await teller.getByRole('combobox', { name: 'Kind' }).click();
    await expect(teller.getByRole('option', { name: 'Structuring alert' })).toBeVisible();
    await expect(teller.getByRole('option', { name: /suspicious/i })).toHaveCount(0);
    await teller.keyboard.press('Escape');

    await teller.goto(caseUrl);
    await expect(teller.getByText('Case not found')).toBeVisible();

    await teller.goto(`/customers/${customer}`);
    await expect(teller.getByRole('heading', { level: 1 })).toContainText(tag);
    await expect(teller.getByRole('main')).not.toContainText(/suspicious/i);
    await expect(teller.getByRole('button', { name: 'Report as Suspicious' })).toHaveCount(0);

    await teller.goto(`/exchange?customerId=${customer}&fromCurrency=CAD&toCurrency=USD`);
    await expect(teller.getByRole('region', { name: 'Selected customer' })).toContainText(tag);
    await expect(teller.getByRole('button', { name: 'Report as Suspicious' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
