import { expect, test } from '@playwright/test';

test('dialogs open with their first field focused', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  const customer = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(customer.getByLabel('First Name')).toBeFocused();
  await customer.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Company' }).click();
  const company = page.getByRole('dialog', { name: 'Add New Company' });
  await expect(company.getByLabel('Company Name')).toBeFocused();
  await company.getByRole('button', { name: 'Cancel' }).click();

  // The first field of the rate form is a currency choice.
  await page.goto('/rates');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  const rate = page.getByRole('dialog', { name: 'Add Currency Rate' });
  await expect(rate.getByLabel('From Currency')).toBeFocused();
  await rate.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/currencies');
  await page.getByRole('button', { name: 'Add Currency' }).click();
  const currency = page.getByRole('dialog', { name: 'Add New Currency' });
  await expect(currency.getByLabel('Code *')).toBeFocused();
  await currency.getByRole('button', { name: 'Cancel' }).click();
  // Editing, the code cannot change: the first field that can is the symbol.
  await page.getByRole('button', { name: 'Edit USD' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Currency' }).getByLabel('Symbol *'),
  ).toBeFocused();
});
