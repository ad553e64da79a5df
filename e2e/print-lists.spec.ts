import { expect, test, type Page } from '@playwright/test';
import { customerOnFile } from './customers';
import { picture } from './screens';

// Issue 28: a list on paper is its title and its table. The header, the side panel, the page's
// buttons, its search, tabs and filters, and the paging are the screen's and are not printed.

const SHOTS = 'test-results/print-lists';
// A whole page load (the app, its screen and its data) on a busy test machine.
const LOADED = { timeout: 30_000 };

// The list pages, and whether their data is sure to be there (a table rather than an empty state).
const LISTS = [
  { path: '/customers', title: 'Customers', table: true },
  { path: '/companies', title: 'Companies', table: false },
  { path: '/transactions', title: 'Transactions', table: false },
  { path: '/compliance', title: 'Compliance', table: false },
  { path: '/accounts', title: 'Accounts', table: true },
  { path: '/audit', title: 'Audit Trail', table: true },
  { path: '/currencies', title: 'Currencies', table: true },
  { path: '/rates', title: 'Currency Rates', table: false },
] as const;

async function expectOnlyTitleAndTable(page: Page, table: boolean) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (table) await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  // Every button of the app's (a disclosure of a row's own data, like an account's split by
  // location, is the row's content and prints).
  await expect(page.locator('[data-slot="button"]:visible')).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.locator('[data-slot="pagination-footer"]:visible')).toHaveCount(0);
}

test('list pages print their title and table, without buttons, filters or paging', async ({
  page,
}) => {
  test.slow();
  // A customer, so the customers' list has a row and its paging footer on screen.
  await customerOnFile(page.request, {
    first_name: 'Paula',
    last_name: `Printed${Date.now().toString(36)}`,
  });
  await page.setViewportSize({ width: 1366, height: 900 });

  for (const list of LISTS) {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible(LOADED);
    // The screen has its controls; data loaded before the page is "printed".
    await expect(page.locator('[data-slot="button"]:visible').first()).toBeVisible();
    if (list.table) await expect(page.getByRole('table').first()).toBeVisible(LOADED);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, LOADED);
    if (list.path === '/customers') {
      await expect(page.locator('[data-slot="pagination-footer"]')).toBeVisible();
    }

    await page.emulateMedia({ media: 'print' });
    await expectOnlyTitleAndTable(page, list.table);
    await picture(page, { path: `${SHOTS}${list.path}.png`, fullPage: true });
  }
  await page.emulateMedia({ media: 'screen' });
});
