import { expect, test, type APIRequestContext } from '@playwright/test';
import { toast } from './toasts';

async function stored(request: APIRequestContext) {
  const res = await request.get('/api/settings');
  const { rows } = (await res.json()) as { rows: { key: string; value: unknown }[] };
  return rows.find((row) => row.key === 'compliance_thresholds')?.value as Record<string, unknown>;
}

// Other tests rely on FINTRAC's $3,000 and $10,000, so this one changes only the virtual
// currency report's deadline, and puts it back.
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
  await page.screenshot({ path: 'test-results/settings-compliance.png', fullPage: true });

  await days.fill('5');
  await save.click();
  await expect
    .poll(async () => (await stored(page.request)).large_virtual_currency_due_working_days)
    .toBe(5);
});

// Other tests rely on the 2 % tolerance, so this one saves only that value.
test("the teller's rate override tolerance is edited on Settings, and a bad value is refused", async ({
  page,
}) => {
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Rate override tolerance' });
  const field = form.getByLabel('Teller rate override tolerance (%)');
  await expect(field).toHaveValue('2');
  await field.fill('120');
  await form.getByRole('button', { name: 'Save Tolerance' }).click();
  await expect(form.getByText('The tolerance must be between 0 and 100 percent')).toBeVisible();
  await field.fill('2');
  await form.getByRole('button', { name: 'Save Tolerance' }).click();
  await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
  const res = await page.request.get('/api/settings');
  const { rows } = (await res.json()) as { rows: { key: string; value: unknown }[] };
  expect(rows.find((row) => row.key === 'rate_override_tolerance_percent')?.value).toEqual({
    percent: 2,
  });
});
