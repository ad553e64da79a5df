import { expect, test } from '@playwright/test';
import { picture } from './screens';

// Past the server's counting cap (decision 0023) a list says 'of 1,000+' and keeps Next
// enabled while rows follow; the answers here stand in for a bureau with many customers.
const customerRow = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  first_name: `Many${n}`,
  last_name: 'Customers',
  email: `many${n}@example.com`,
  phone: null,
  address: null,
  birthday: null,
  occupation: null,
  risk_level: 'low',
  company_id: null,
  preferred_language: 'en',
  screening_status: 'clear',
  company: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

test('a list past the counting cap shows its total as a lower bound', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/customers',
    (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset') ?? 0);
      const rows = Array.from({ length: 10 }, (_, i) => customerRow(offset + i + 1));
      // The server's lower bound: the cap, or one more than the page's last row.
      const total = Math.max(1000, offset + 11);
      return route.fulfill({ json: { rows, total, total_is_lower_bound: true } });
    },
  );
  await page.goto('/customers');
  await expect(page.getByText('Showing 1 to 10 of 1,000+ customers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 20 of 1,000+ customers')).toBeVisible();
  await page.goto('/customers?page=100');
  await expect(page.getByText('Showing 991 to 1000 of 1,001+ customers')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 1001 to 1010 of 1,011+ customers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('tab counts past the counting cap show as lower bounds', async ({ page }) => {
  // The answer a search naming thousands of customers gets from a large book.
  await page.route(
    (url) => url.pathname === '/api/transactions/counts',
    (route) =>
      route.fulfill({
        json: {
          all: 1000,
          pending_pickup: 12,
          completed: 1000,
          pending: 0,
          on_behalf: 40,
          lower_bounds: ['all', 'completed'],
        },
      }),
  );
  await page.goto('/transactions?search=an');
  await expect(page.getByTestId('count-all')).toHaveText('(1,000+)');
  await expect(page.getByTestId('count-completed')).toHaveText('(1,000+)');
  await expect(page.getByTestId('count-pending_pickup')).toHaveText('(12)');
  await expect(page.getByTestId('count-pending')).toHaveText('(0)');
  await expect(page.getByTestId('count-on_behalf')).toHaveText('(40)');
  await picture(page, { path: '/tmp/tab-counts-capped.png' });
});
