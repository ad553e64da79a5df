import { expect, test } from '@playwright/test';
import { expectFailureToast, toast } from './toasts';

test('creates a company, associates an existing customer and a new one, then deletes the company', async ({
  page,
}) => {
  const tag = `Co${Date.now()}`;
  const existing = await page.request.post('/api/customers', {
    data: { first_name: 'Olga', last_name: tag, email: `olga-${tag.toLowerCase()}@example.com` },
  });
  expect(existing.status()).toBe(201);
  const olga = (await existing.json()) as { id: string };

  await page.goto('/companies');
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Company' }).click();
  const overlay = page.getByRole('dialog', { name: 'Add New Company' });
  await expect(overlay.getByLabel('Website')).toHaveAttribute('placeholder', 'https://');
  await expect(overlay.getByLabel('Notes')).toHaveAttribute('placeholder', 'Additional notes...');
  // The name is required and the email input is of email type (SPEC §5): the browser refuses a
  // bad one and the overlay stays open.
  await expect(overlay.getByLabel('Company Name')).toHaveAttribute('required', '');
  await expect(overlay.getByLabel('Email')).toHaveAttribute('type', 'email');
  await overlay.getByLabel('Company Name').fill(`Acme ${tag}`);
  await overlay.getByLabel('Email').fill('not-an-email');
  await overlay.getByRole('button', { name: 'Create Company' }).click();
  await expect(overlay.getByLabel('Email')).toHaveJSProperty('validity.valid', false);
  await expect(overlay).toBeVisible();
  await overlay.getByLabel('Industry').fill('Shipping');
  await overlay.getByLabel('Registration Number').fill(`REG-${tag}`);
  await overlay.getByLabel('Tax ID').fill('TX-9');
  await overlay.getByLabel('Email').fill(`hello@${tag.toLowerCase()}.test`);
  await overlay.getByLabel('Phone').fill('555-0199');
  await overlay.getByLabel('Website').fill('https://acme.test');
  await overlay.getByLabel('Address').fill('1 Harbour Rd');
  await overlay.getByLabel('Notes').fill('Pays on time');
  await overlay.getByRole('button', { name: 'Create Company' }).click();
  await expect(toast(page, 'Company created successfully')).toContainText('Success');
  await expect(overlay).toBeHidden();

  await page.getByLabel('Search companies').fill(tag);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Industry',
    'Contact',
    'Registration',
    'Actions',
  ]);
  await page.getByRole('cell', { name: `Acme ${tag}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Acme ${tag}` })).toBeVisible();
  await expect(page.getByText('TX-9')).toBeVisible();
  await expect(page.getByText('No customers associated yet')).toBeVisible();

  await page.getByRole('button', { name: 'Associate Customer' }).click();
  let dialog = page.getByRole('dialog', { name: 'Associate Customer' });
  await dialog.getByRole('button', { name: 'Associate Customer' }).click();
  await expect(dialog.getByText('Please select a customer')).toBeVisible();
  await dialog.getByLabel('Find a customer without a company').fill(tag);
  // The search narrows the list to the one customer, who is then chosen.
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('option', { name: new RegExp(`Olga ${tag}`) }).click();
  await expect(dialog.getByRole('option', { name: new RegExp(`Olga ${tag}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByRole('button', { name: 'Associate Customer' }).click();
  await expect(toast(page, 'Customer associated with company successfully')).toContainText(
    'Success',
  );
  await expect(page.getByRole('row', { name: new RegExp(`Olga ${tag}`) })).toBeVisible();

  await page.getByRole('button', { name: 'Associate Customer' }).click();
  dialog = page.getByRole('dialog', { name: 'Associate Customer' });
  await dialog.getByRole('tab', { name: 'Create New' }).click();
  await dialog.getByLabel('First Name').fill('Nico');
  await dialog.getByLabel('Last Name').fill(tag);
  await dialog.getByLabel('Email').fill(`nico-${tag.toLowerCase()}@example.com`);
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'New customer created and associated with company')).toContainText(
    'Success',
  );
  await expect(page.getByRole('row', { name: new RegExp(`Nico ${tag}`) })).toBeVisible();
  await page.getByRole('tab', { name: 'Business Transactions' }).click();
  await expect(page.getByText('No business transactions yet')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Company' });
  await edit.getByLabel('Industry').fill('Logistics');
  await edit.getByRole('button', { name: 'Update Company' }).click();
  await expect(toast(page, 'Company updated successfully')).toContainText('Success');
  await expect(page.getByText('Logistics').first()).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Company' });
  await expect(confirm).toContainText(
    'Its customers will be kept but will no longer be associated with this company.',
  );
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Company deleted successfully')).toContainText('Success');
  await expect(page).toHaveURL(/\/companies$/);

  await page.goto(`/customers/${olga.id}`);
  await expect(page.getByRole('heading', { name: `Olga ${tag}` })).toBeVisible();
  await expect(page.getByText('Not associated with a company')).toBeVisible();
});

test('the New Company overlay stays open when saving fails', async ({ page }) => {
  await page.goto('/companies');
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Company' }).click();
  const overlay = page.getByRole('dialog', { name: 'Add New Company' });
  await overlay.getByLabel('Company Name').fill(`Failing ${Date.now()}`);
  await page.route('**/api/companies', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"Internal server error"}',
        })
      : route.continue(),
  );
  await overlay.getByRole('button', { name: 'Create Company' }).click();
  await expectFailureToast(page, 'Failed to create company');
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Cancel' }).click();
  await expect(overlay).toBeHidden();
});

test('an unknown company shows Company not found', async ({ page }) => {
  await page.goto('/companies/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Company not found')).toBeVisible();
  // A link that cannot name any company (mistyped, cut short) reads the same.
  await page.goto('/companies/not-an-id');
  await expect(page.getByText('Company not found')).toBeVisible();
});
