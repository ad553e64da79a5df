import { expect, test } from '@playwright/test';
import { apiCreate, boxOf, intersects, linesOf } from './layout';

test.use({ viewport: { width: 390, height: 844 } });

const PHONE = '+1 (555) 123-4567';

test('on a phone the customer header wraps its buttons and phone numbers stay whole', async ({
  page,
}) => {
  const tag = `Ph${Date.now()}`;
  const { id } = await apiCreate(page, '/api/customers', {
    first_name: 'Pat',
    last_name: tag,
    email: `${tag.toLowerCase()}@example.com`,
    phone: PHONE,
  });

  await page.goto(`/customers/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pat ${tag}`);
  for (const action of [
    page.getByRole('link', { name: 'New Exchange' }),
    page.getByRole('button', { name: 'Edit', exact: true }),
    page.getByRole('button', { name: 'Delete', exact: true }),
  ]) {
    const box = await boxOf(action);
    expect(
      box.x + box.width,
      `${await action.innerText()} runs off the screen`,
    ).toBeLessThanOrEqual(390);
  }
  const profilePhone = page.locator('dl div:has(> dt:text-is("Phone")) > dd');
  expect(await linesOf(profilePhone, PHONE)).toBe(1);

  // The list is wider than the phone: it scrolls sideways, and the number keeps one line.
  await page.goto('/customers');
  await page.getByLabel('Search customers').fill(tag);
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toHaveCount(1);
  expect(await linesOf(row, PHONE)).toBe(1);
});

test('on a phone the floating Customer panel button leaves the end of a list uncovered', async ({
  page,
}) => {
  const tag = `Fl${Date.now()}`;
  for (let i = 0; i < 11; i += 1) {
    await apiCreate(page, '/api/customers', {
      first_name: `Row${i}`,
      last_name: tag,
      email: `${tag.toLowerCase()}-${i}@example.com`,
    });
  }

  await page.goto('/customers');
  await page.getByLabel('Search customers').fill(tag);
  const rows = page.getByRole('row', { name: new RegExp(tag) });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 11 customers')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  const floating = await boxOf(page.getByRole('button', { name: 'Customer panel' }));
  for (const [what, locator] of [
    ['the last row', rows.last()],
    ['Previous', page.getByRole('button', { name: 'Previous' })],
    ['Next', page.getByRole('button', { name: 'Next' })],
  ] as const) {
    await expect(locator).toBeInViewport();
    expect(intersects(await boxOf(locator), floating), `the button covers ${what}`).toBe(false);
  }
});
