import { expect, test } from '@playwright/test';
import { chooseOption } from './select';
import { toast } from './toasts';
import { picture } from './screens';

// Issue 28: a customer's preferred language (the default language of their receipts) is chosen
// when they are created, shown on their page, and can be changed.
test.use({ viewport: { width: 1366, height: 900 } });

test('a customer prefers French, then English again', async ({ page }) => {
  const tag = `Lang${Date.now()}`;
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  // English unless chosen.
  await expect(dialog.getByLabel('Preferred Language')).toHaveText('English');
  await dialog.getByLabel('First Name').fill('Élise');
  await dialog.getByLabel('Last Name').fill(tag);
  await dialog.getByLabel('Email').fill(`${tag.toLowerCase()}@example.com`);
  await chooseOption(page, dialog.getByLabel('Preferred Language'), 'Français');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'Customer created successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search customers').fill(tag);
  await page.getByRole('link', { name: `View Élise ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Élise ${tag}` })).toBeVisible();
  // The profile is a list of terms and their values.
  const profile = page.getByRole('definition').filter({ has: page.locator('[lang="fr-CA"]') });
  await expect(profile).toHaveText('Français');
  await expect(page.getByRole('term').filter({ hasText: 'Preferred Language' })).toBeVisible();
  await picture(page, { path: '/tmp/customer-language-detail.png', fullPage: true });

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Customer' });
  await expect(edit.getByLabel('Preferred Language')).toHaveText('Français');
  await chooseOption(page, edit.getByLabel('Preferred Language'), 'English');
  await edit.getByRole('button', { name: 'Update Customer' }).click();
  await expect(toast(page, 'Customer updated successfully')).toContainText('Success');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('definition').filter({ hasText: /^English$/ })).toBeVisible();

  // Saved as the API's code.
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const saved = (await (await page.request.get(`/api/customers/${id}`)).json()) as {
    preferred_language: string;
  };
  expect(saved.preferred_language).toBe('en');
});
