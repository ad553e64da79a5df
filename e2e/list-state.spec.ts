import { expect, test } from '@playwright/test';
import { showCryptoOn } from './crypto-shown';

// A list's search and page live in the URL: a shared link opens that page, reload keeps it,
// and the back button returns to the list as it was.
test('customer search and page are kept in the URL', async ({ page }) => {
  const token = `ann${Date.now()}`;
  for (let i = 1; i <= 11; i += 1) {
    const res = await page.request.post('/api/customers', {
      data: {
        first_name: `Ann${String(i).padStart(2, '0')}`,
        last_name: token,
        email: `${token}-${i}@example.com`,
      },
    });
    expect(res.status()).toBe(201);
  }
  const searchBox = page.getByLabel('Search customers');

  await page.goto(`/customers?search=${token}&page=2`);
  await expect(page.getByText('Showing 11 to 11 of 11 customers')).toBeVisible();
  await expect(searchBox).toHaveValue(token);
  await expect(page.getByRole('row', { name: new RegExp(token) })).toHaveCount(1);

  await page.reload();
  await expect(page.getByText('Showing 11 to 11 of 11 customers')).toBeVisible();
  await expect(searchBox).toHaveValue(token);

  // Clearing the search goes back to the first page of the whole list.
  await searchBox.fill('');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ customers$/)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/customers\\?search=${token}&page=2$`));
  await expect(page.getByText('Showing 11 to 11 of 11 customers')).toBeVisible();
  await expect(searchBox).toHaveValue(token);

  // Paging adds a history entry of its own.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Showing 1 to 10 of 11 customers')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customers\\?search=${token}$`));
  await page.goBack();
  await expect(page.getByText('Showing 11 to 11 of 11 customers')).toBeVisible();

  // A new search starts at page 1.
  await searchBox.fill(`${token}-none`);
  await expect(page.getByText('No customers found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customers\\?search=${token}-none$`));
});

test('the rates filter and the currencies tab are kept in the URL', async ({ page }) => {
  await showCryptoOn(page);
  await page.goto('/rates?tab=fiat');
  await expect(page.getByRole('radio', { name: 'Fiat' })).toBeChecked();
  await page.getByRole('radio', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/rates\?tab=crypto$/);
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Fiat' })).toBeChecked();

  await page.goto('/currencies?tab=crypto');
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
});
