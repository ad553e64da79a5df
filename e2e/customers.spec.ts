import { expect, test, type Locator, type Page } from '@playwright/test';
import { customerOnFile } from './customers';
import { toast } from './toasts';

// Opens a date picker, checks that it refuses future (or past) months, and picks a day.
async function pickFirstEnabledDay(
  page: Page,
  label: string,
  scope: Locator,
  refuses: 'future' | 'past',
) {
  await scope.getByLabel(label).click();
  const beyond = refuses === 'future' ? 'Go to the Next Month' : 'Go to the Previous Month';
  await expect(page.getByRole('button', { name: beyond })).toBeDisabled();
  // The month shown is the current one; any enabled day is valid for that picker.
  const grid = page.getByRole('grid');
  await grid.locator('button:not([disabled])').first().click();
}

test('creates a customer with two ID cards from the New menu', async ({ page }) => {
  const tag = `Nm${Date.now()}`;
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(dialog).toBeVisible();

  // Required fields are checked with SPEC's messages.
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Marie');
  await dialog.getByLabel('Last Name').fill(tag);
  await dialog.getByLabel('Email').fill(`${tag.toLowerCase()}@example.com`);
  await dialog.getByLabel('Phone').fill('+1 514 555 0100');
  await dialog.getByLabel('Occupation').fill('Chemist');
  await pickFirstEnabledDay(page, 'Birthday', dialog, 'future');
  await dialog.getByLabel('Risk Level').click();
  await page.getByRole('option', { name: 'Medium' }).click();

  await dialog.getByRole('tab', { name: 'ID Cards' }).click();
  const first = dialog.getByRole('group', { name: 'ID Card 1' });
  await expect(first.getByLabel('ID Type')).toHaveAttribute(
    'placeholder',
    "e.g. Passport, Driver's License",
  );
  await first.getByLabel('ID Number').fill('P-111');
  await first.getByLabel('ID Type').fill('Passport');
  await pickFirstEnabledDay(page, 'Issued Date', first, 'future');
  await pickFirstEnabledDay(page, 'Expiry Date', first, 'past');
  const second = dialog.getByRole('group', { name: 'ID Card 2' });
  await second.getByLabel('ID Number').fill('D-222');
  await second.getByLabel('ID Type').fill("Driver's License");

  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'Customer created successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search customers').fill(tag);
  const row = page.getByRole('row', { name: new RegExp(`Marie ${tag}`) });
  await expect(row).toContainText(`${tag.toLowerCase()}@example.com`);
  await expect(row).toContainText('MEDIUM');
  await row.getByRole('link', { name: `View Marie ${tag}` }).click();
  await expect(page.getByRole('heading', { name: `Marie ${tag}` })).toBeVisible();
  // Both cards, in the order they were entered.
  const cards = page.getByRole('list', { name: 'ID cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Passport');
  await expect(cards.nth(0)).toContainText('P-111');
  await expect(cards.nth(1)).toContainText("Driver's License");
  await expect(cards.nth(1)).toContainText('D-222');
  // The add form is hidden at 2 cards.
  await expect(page.getByRole('button', { name: 'Add ID Card' })).toHaveCount(0);
});

test('searches on the server and pages through 12 customers', async ({ page }) => {
  const tag = `Pg${Date.now()}`;
  const ids: string[] = [];
  for (let i = 1; i <= 12; i++) {
    const id = await customerOnFile(page.request, {
      first_name: `P${String(i).padStart(2, '0')}`,
      last_name: tag,
      email: `${tag.toLowerCase()}-${i}@example.com`,
    });
    ids.push(id);
  }
  await page.goto('/customers');
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Email',
    'Phone',
    'Risk Level',
    'Joined',
    'Actions',
  ]);
  // Wait for the server search itself: on a fresh database the unfiltered list may also hold
  // exactly these 12 customers, and paging it would be reset once the search applies.
  const searched = page.waitForResponse((r) =>
    r.url().includes(`/api/customers?search=${tag.toLowerCase()}&`),
  );
  await page.getByLabel('Search customers').fill(tag.toLowerCase());
  await searched;
  await expect(page.getByText('Showing 1 to 10 of 12 customers')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const secondPage = () =>
    page.waitForRequest(
      (r) => r.url().includes('/api/customers?') && r.url().includes('offset=10'),
    );
  let asked = secondPage();
  await page.getByRole('button', { name: 'Next' }).click();
  // Next asks for the page after the last row shown (decision 0030), the tenth newest: P03.
  expect(new URL((await asked).url()).searchParams.get('after')).toBe(ids[2]);
  await expect(page.getByText('Showing 11 to 12 of 12 customers')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row').nth(1)).toContainText('P02');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Reloaded, the page has no page before it to follow and is read at its offset: the same rows.
  asked = secondPage();
  await page.reload();
  expect(new URL((await asked).url()).searchParams.get('after')).toBeNull();
  await expect(page.getByText('Showing 11 to 12 of 12 customers')).toBeVisible();
  await expect(page.getByRole('row').nth(2)).toContainText('P01');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Showing 1 to 10 of 12 customers')).toBeVisible();

  await page.getByLabel('Search customers').fill(`${tag}-nobody`);
  await expect(page.getByText('No customers found')).toBeVisible();
});

test('edits a customer, sets a company, and deletes the customer', async ({ page }) => {
  const tag = `Ed${Date.now()}`;
  const companyName = `Edit Co ${tag}`;
  const company = await page.request.post('/api/companies', { data: { name: companyName } });
  expect(company.status()).toBe(201);
  const id = await customerOnFile(page.request, {
    first_name: 'Ed',
    last_name: tag,
    email: `${tag}@example.com`,
  });

  await page.goto(`/customers/${id}`);
  await expect(page.getByText('Not associated with a company')).toBeVisible();
  const exchange = page.getByRole('link', { name: 'New Exchange' });
  await expect(exchange).toHaveAttribute(
    'href',
    `/exchange?customerId=${id}&customerName=Ed+${tag}&customerEmail=${tag}%40example.com`,
  );

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
  await expect(dialog.getByRole('tab', { name: 'ID Cards' })).toHaveCount(0);
  await dialog.getByLabel('First Name').fill('Edwin');
  await dialog.getByLabel('Occupation').fill('Pilot');
  await dialog.getByRole('button', { name: 'Update Customer' }).click();
  await expect(toast(page, 'Customer updated successfully')).toContainText('Success');
  await expect(page.getByRole('heading', { name: `Edwin ${tag}` })).toBeVisible();
  await expect(page.getByText('Pilot', { exact: true })).toBeVisible();

  await page.getByLabel('Set company').click();
  // Without a company there is nothing to remove: no 'No company' choice to "remove" it.
  await expect(page.getByRole('option', { name: companyName })).toBeVisible();
  await expect(page.getByRole('option', { name: 'No company' })).toHaveCount(0);
  await page.getByRole('option', { name: companyName }).click();
  await expect(toast(page, 'Customer associated with company successfully')).toContainText(
    'Success',
  );
  await expect(page.getByRole('link', { name: 'View Company' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Customer removed from company successfully')).toContainText('Success');
  await expect(page.getByText('Not associated with a company')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Customer' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Customer deleted successfully')).toContainText('Success');
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto(`/customers/${id}`);
  await expect(page.getByText('Customer not found')).toBeVisible();
  // A link that cannot name any customer (mistyped, cut short) reads the same.
  await page.goto(`/customers/${id.slice(0, 8)}`);
  await expect(page.getByText('Customer not found')).toBeVisible();
});

test('adds and deletes ID cards on the customer page, and deletes from the list', async ({
  page,
}) => {
  const tag = `Ic${Date.now()}`;
  const id = await customerOnFile(page.request, {
    first_name: 'Ida',
    last_name: tag,
    email: `${tag}@example.com`,
  });
  await page.goto(`/customers/${id}`);
  await expect(page.getByText('No ID cards on file')).toBeVisible();
  await page.getByRole('button', { name: 'Add ID Card' }).click();
  await expect(page.getByText('ID number is required')).toBeVisible();
  await expect(page.getByText('ID type is required')).toBeVisible();
  await page.getByLabel('ID Number').fill('X-1');
  await page.getByLabel('ID Type').fill('Passport');
  await page.getByRole('button', { name: 'Add ID Card' }).click();
  await expect(toast(page, 'ID Card added successfully.')).toContainText('Success');
  await expect(page.getByRole('list', { name: 'ID cards' })).toContainText('X-1');

  await page.getByRole('button', { name: 'Delete ID card X-1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete ID Card' });
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'ID Card deleted successfully.')).toContainText('Success');
  await expect(page.getByText('No ID cards on file')).toBeVisible();

  await page.goto('/customers');
  await page.getByLabel('Search customers').fill(tag);
  await page.getByRole('button', { name: `Delete Ida ${tag}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Customer' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Customer deleted successfully')).toBeVisible();
  await expect(page.getByText('No customers found')).toBeVisible();
});
