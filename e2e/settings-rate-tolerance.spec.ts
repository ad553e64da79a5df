import { expect, test } from '@playwright/test';
import { toast } from './toasts';

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
