import { expect, test, type Page } from '@playwright/test';
import { picture } from './screens';

// A currency of our own (and so an account at 0), made through the API.
async function newCurrency(page: Page, prefix: string) {
  // A digit keeps the code off ISO 4217's: the accounts page writes it after the amount.
  const code = `${prefix}${Date.now() % 10}${(Math.floor(Date.now() / 10) % 36).toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/currencies', {
    data: { code, name: `Form Test ${code} ${Date.now()}`, symbol: 'f', rounding_factor: '0.01' },
  });
  expect(created.status()).toBe(201);
  return code;
}

async function openAdjust(page: Page, code: string) {
  await page.goto('/accounts');
  const row = page.getByTestId(`account-${code}`);
  await row.getByRole('button', { name: 'Adjust' }).click();
  return { row, dialog: page.getByRole('dialog', { name: `Adjust ${code} Balance` }) };
}

test('a field message shows under its field and is tied to the input', async ({ page }) => {
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Customer' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();

  const firstName = dialog.getByLabel('First Name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  const message = dialog.getByText('First name is required');
  await expect(message).toBeVisible();
  const messageId = await message.getAttribute('id');
  expect(messageId).toBeTruthy();
  await expect(firstName).toHaveAttribute('aria-describedby', messageId!);
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Invalid email address');
  await picture(page, { path: 'test-results/forms-customer-messages.png' });

  // Typing a name clears its message.
  await firstName.fill('Ada');
  await expect(message).toBeHidden();
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
});

test('1e3 typed as a balance adjustment amount adds 1000', async ({ page }) => {
  const code = await newCurrency(page, 'E');
  const { row, dialog } = await openAdjust(page, code);
  await dialog.getByLabel('Amount').fill('1e3');
  await dialog.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(page.getByText('Balance increased successfully')).toBeVisible();
  await expect(row).toContainText(`1,000.00 ${code}`);
});

test('an amount that cannot be stored says what is wrong with it', async ({ page }) => {
  const code = await newCurrency(page, 'G');
  const { dialog } = await openAdjust(page, code);
  const amount = dialog.getByLabel('Amount');
  await amount.fill('123456789012345678901234567890');
  await dialog.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Amount is too large');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription('Amount is too large');
  await picture(page, { path: 'test-results/forms-adjust-too-large.png' });

  await amount.fill('0.0000000000000000001');
  await dialog.getByRole('button', { name: 'Add to Balance' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Amount has more than 18 decimal places');
  await expect(dialog).toBeVisible();
});
