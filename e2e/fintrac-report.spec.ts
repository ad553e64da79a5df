import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './a11y';
import { ok } from './api';
import { customerOnFile, passportOnFile } from './customers';
import { bureauKnownToFintrac } from './fintrac';
import { toast } from './toasts';

type Currency = { id: string; code: string };

// Issue 45: a large cash transaction report in FINTRAC's API format. The compliance officer sees
// what FINTRAC would refuse, follows the problem to the customer, fixes it, downloads the report
// once nothing is refused, and sends it to FINTRAC's API (the local fake), which accepts it: the
// case is filed with FINTRAC's report number.

async function cashExchange(request: APIRequestContext, customerId: string, amount: string) {
  const { rows } = await ok<{ rows: Currency[] }>(request.get('/api/currencies'));
  const id = (code: string) => rows.find((c) => c.code === code)?.id;
  await ok(
    request.post('/api/transactions', {
      data: {
        customer_id: customerId,
        payment_method: 'cash',
        acting_for_third_party: false,
        source_of_money: 'Savings',
        pairs: [{ from_currency_id: id('CAD'), to_currency_id: id('USD'), amount }],
      },
    }),
  );
}

test('a missing occupation is fixed from the FINTRAC report, which is then sent to FINTRAC', async ({
  page,
}) => {
  const tag = `Fin${Date.now()}`;
  const fields = {
    first_name: 'Rosa',
    last_name: tag,
    email: `${tag.toLowerCase()}@example.com`,
    birthday: '1979-05-20',
    address: '12 King Street, Toronto',
  };
  const customer = await customerOnFile(page.request, { ...fields, occupation: 'Baker' });
  await passportOnFile(page.request, customer, tag);
  await bureauKnownToFintrac(page.request);
  await cashExchange(page.request, customer, '9000');
  await cashExchange(page.request, customer, '1500');
  // The occupation was on file for the exchanges and has since been removed.
  await ok(page.request.put(`/api/customers/${customer}`, { data: { ...fields, occupation: '' } }));
  const cases = await ok<{ rows: { id: string; people: { customer_id: string }[] }[] }>(
    page.request.get('/api/compliance/cases?queue=all&kind=lctr&limit=100'),
  );
  const found = cases.rows.find((c) => c.people.some((p) => p.customer_id === customer));
  if (!found) throw new Error('no LCTR for the customer');

  await page.goto(`/compliance/${found.id}`);
  const card = page.getByRole('region', { name: 'FINTRAC report' });
  await expect(card).toContainText('Problems to fix: 1');
  const problems = card.getByRole('list', { name: 'Problems in the FINTRAC report' });
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await expect(problems).toContainText("The person's occupation is required");
  await expect(card.getByRole('button', { name: 'Download FINTRAC JSON' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await problems.getByRole('link', { name: 'Open the customer' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer}$`));
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
  await dialog.getByLabel('Occupation').fill('Pastry chef');
  await dialog.getByRole('button', { name: 'Update Customer' }).click();
  await expect(toast(page, 'Customer updated successfully')).toBeVisible();

  await page.goBack();
  await expect(card).toContainText('Ready for FINTRAC');
  await expect(card).toContainText('Every field FINTRAC requires is filled from the records.');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download FINTRAC JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^LCTR-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json$/);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    reportDetails: { reportTypeCode: number; reportingEntityNumber: number };
    definitions: { occupation?: string }[];
    transactions: unknown[];
  };
  expect(report.reportDetails).toMatchObject({
    reportTypeCode: 106,
    reportingEntityNumber: 1234567,
  });
  expect(report.definitions[0]?.occupation).toBe('Pastry chef');
  expect(report.transactions).toHaveLength(2);

  await card.getByRole('button', { name: 'Send to FINTRAC' }).click();
  await expect(toast(page, 'FINTRAC accepted the report')).toBeVisible();
  const sent = card.getByRole('region', { name: 'Sent to FINTRAC' });
  await expect(sent.getByRole('listitem').first()).toContainText('Accepted by FINTRAC');
  await expect(sent).toContainText('Version 1: Submitted');
  const number = (await sent.textContent())?.match(/FINTRAC report ([0-9a-f]{32})/)?.[1];
  expect(number).toBeTruthy();
  // The case is filed with FINTRAC's number; a filed report can be changed or deleted.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Filed');
  await expect(page.getByText(`${number}`).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send a Change' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Send to FINTRAC' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
