import { expect, test } from '@playwright/test';
import { toast } from './toasts';

async function storedZone(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/api/settings');
  const { rows } = (await res.json()) as { rows: { key: string; value: unknown }[] };
  return rows.find((row) => row.key === 'business_time_zone')?.value;
}

// Other tests count days in America/Toronto, so this one only ever saves that zone.
test("the bureau's time zone is edited on Settings, and an unknown zone is refused", async ({
  page,
}) => {
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Business Day' });
  const field = card.getByLabel('Time Zone');
  await expect(field).toHaveValue('America/Toronto');

  await field.fill('Mars/Olympus_Mons');
  await card.getByRole('button', { name: 'Save Time Zone' }).click();
  await expect(card.getByText('Choose a time zone name such as America/Toronto')).toBeVisible();
  expect(await storedZone(page.request)).toEqual({ time_zone: 'America/Toronto' });

  await field.fill('America/Toronto');
  await card.getByRole('button', { name: 'Save Time Zone' }).click();
  await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
  expect(await storedZone(page.request)).toEqual({ time_zone: 'America/Toronto' });
});
