import { expect, test, type APIRequestContext } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';

type Currency = { id: string; code: string };

// The second test shortens the reports' deadline for a moment: the two run one after the other.
test.describe.configure({ mode: 'serial' });

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: string; reference_number: string };
}

// A customer with everything an exchange of $10,000 needs on file, and no telephone number.
async function identifiedCustomer(request: APIRequestContext, tag: string) {
  const customer = await post(request, '/api/customers', {
    first_name: 'Lena',
    last_name: tag,
    email: `${tag.toLowerCase()}@example.com`,
    birthday: '1975-09-12',
    address: '200 Queen Street, Toronto',
    occupation: 'Dentist',
  });
  await post(request, '/api/id-cards', {
    customer_id: customer.id,
    id_number: `P-${tag}`,
    id_type: 'Passport',
    expiry_date: '2099-01-01',
    issuing_country: 'CA',
    verified: true,
  });
  return customer.id;
}

async function cashExchange(request: APIRequestContext, customerId: string, amount: string) {
  const res = await request.get('/api/currencies');
  const { rows } = (await res.json()) as { rows: Currency[] };
  const id = (code: string) => rows.find((c) => c.code === code)?.id;
  return post(request, '/api/transactions', {
    customer_id: customerId,
    payment_method: 'cash',
    // Asked once the exchange joins a report (FINTRAC's third party determination).
    acting_for_third_party: false,
    pairs: [{ from_currency_id: id('CAD'), to_currency_id: id('USD'), amount }],
  });
}

// A day counted from the bureau's today (America/Toronto), as the app shows it.
const day = (offset: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
};

test('a large cash exchange makes an LCTR in the queue with its due date; filing it moves it', async ({
  page,
}) => {
  const tag = `Lctr${Date.now()}`;
  const customer = await identifiedCustomer(page.request, tag);
  await cashExchange(page.request, customer, '9000');
  await cashExchange(page.request, customer, '1500');

  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText('Large cash transaction report');
  await expect(row).toContainText(`Lena ${tag}`);
  await expect(row).toContainText('$10,500.00');
  await expect(row).toContainText(day(15));
  await expect(row).toContainText('15 days left');
  await expect(row).toContainText('To file');
  await picture(page, { path: 'test-results/compliance-queue.png', fullPage: true });

  await row.getByRole('link', { name: 'Large cash transaction report' }).click();
  await expect(page.getByRole('heading', { name: /Large cash transaction report/ })).toBeVisible();
  const person = page.getByLabel(`Lena ${tag}`);
  await expect(person).toContainText('Conductor');
  await expect(person).toContainText('Dentist');
  await expect(person.locator('[data-missing]')).toHaveText(['Telephone numberMissing']);
  await expect(page.getByRole('row')).toHaveCount(3);
  await picture(page, { path: 'test-results/compliance-case.png', fullPage: true });

  await page.getByRole('button', { name: 'Mark as filed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark as filed' });
  await dialog.getByRole('button', { name: 'Mark as Filed' }).click();
  await expect(dialog.getByText("FINTRAC's acknowledgement number is required")).toBeVisible();
  await dialog.getByLabel('FINTRAC Acknowledgement Number').fill(`ACK-${tag}`);
  await dialog.getByRole('button', { name: 'Mark as Filed' }).click();
  await expect(toast(page, 'Report marked as filed')).toContainText('Success');
  await expect(page.getByRole('heading', { name: /Large cash transaction report/ })).toContainText(
    'Filed',
  );
  await expect(page.getByText(`ACK-${tag}`, { exact: true })).toBeVisible();
  // The report's document is kept as it was filed, under FINTRAC's acknowledgement.
  const sent = page.getByRole('region', { name: 'Sent to FINTRAC' });
  await expect(sent).toContainText('Recorded as filed');
  await expect(sent).toContainText(`Acknowledgement ACK-${tag}`);
  await expect(page.getByRole('button', { name: 'Mark as filed' })).toBeHidden();

  await page.getByRole('link', { name: 'Back to Compliance' }).click();
  // The queue itself, not the case's own rows still on screen while the link is followed.
  await expect(page.getByRole('heading', { name: 'Compliance', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toBeHidden();
  await page.getByRole('radio', { name: 'Closed' }).click();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toContainText('Filed');
});

// Other tests expect 15 days, so the shorter deadline lasts only for this one exchange.
test('the navigation bar counts the reports due within 3 days', async ({ page }) => {
  const tag = `Soon${Date.now()}`;
  const customer = await identifiedCustomer(page.request, tag);
  const setDays = (days: number) =>
    page.request.put('/api/settings/compliance_thresholds', {
      data: { value: { large_cash_due_days: days } },
    });
  expect((await setDays(2)).status()).toBe(200);
  try {
    await cashExchange(page.request, customer, '12000');
  } finally {
    expect((await setDays(15)).status()).toBe(200);
  }
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /Compliance/,
  });
  await expect(link.getByLabel(/due within 3 days/)).toHaveText(/^[1-9]\d*$/);
  await link.click();
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText('2 days left');
});

async function stored(request: APIRequestContext) {
  const res = await request.get('/api/settings');
  const { rows } = (await res.json()) as { rows: { key: string; value: unknown }[] };
  return rows.find((row) => row.key === 'compliance_thresholds')?.value as Record<string, unknown>;
}

// The other tests of this file rely on FINTRAC's $3,000 and $10,000 and run one after the
// other: this one changes only the virtual currency report's deadline, and puts it back.
test("FINTRAC's thresholds are edited on Settings, and a bad value is refused at its field", async ({
  page,
}) => {
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Compliance' });
  await expect(card.getByLabel('Identification from (CAD)', { exact: true })).toHaveValue('3000');
  await expect(card.getByLabel('Large cash report from (CAD)')).toHaveValue('10000');
  await expect(card.getByLabel('24-hour window starts at')).toHaveValue('00:00');
  const save = card.getByRole('button', { name: 'Save Compliance Settings' });

  const days = card.getByLabel('Large virtual currency report due in (working days)');
  await days.fill('0');
  await save.click();
  await expect(
    card.getByText('Large virtual currency report due in (working days) must be between 1 and 60'),
  ).toBeVisible();
  expect((await stored(page.request)).large_virtual_currency_due_working_days).toBe(5);

  await days.fill('6');
  await save.click();
  await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
  expect(await stored(page.request)).toMatchObject({
    identification_cad: '3000',
    large_virtual_currency_due_working_days: 6,
    window_start_time: '00:00',
  });
  await picture(page, { path: 'test-results/settings-compliance.png', fullPage: true });

  await days.fill('5');
  await save.click();
  await expect
    .poll(async () => (await stored(page.request)).large_virtual_currency_due_working_days)
    .toBe(5);
});
