import { expect, test } from '@playwright/test';
import {
  apiCreate,
  expectIsolated,
  expectNoSideScroll,
  expectReadsLeftToRight,
  linesOf,
} from './layout';

test.use({ viewport: { width: 1280, height: 800 } });

test('a 100-character name wraps or is cut instead of widening the pages', async ({ page }) => {
  const tag = `Wide${Date.now()}`;
  // One unbroken word of the longest length validation allows.
  const first = tag.padEnd(100, 'W');
  const company = await apiCreate(page, '/api/companies', {
    name: `Co${tag}`.padEnd(200, 'C'),
    phone: '+1 (555) 123-4567',
  });
  const { id } = await apiCreate(page, '/api/customers', {
    first_name: first,
    last_name: 'Long',
    email: `${tag.toLowerCase()}@example.com`,
    company_id: company.id,
  });
  const panel = page.getByRole('complementary', { name: 'Customer panel' });
  const panelSearch = panel.getByLabel('Find a customer');

  await page.goto(`/customers/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first} Long`);
  await expectNoSideScroll(page);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport({
    ratio: 1,
  });
  await expect(panelSearch).toBeInViewport({ ratio: 1 });

  await page.goto('/customers');
  await page.getByLabel('Search customers').fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
  await expectNoSideScroll(page);
  await expect(panelSearch).toBeInViewport({ ratio: 1 });

  // The side panel cuts the name and shows it whole as a tooltip.
  await panelSearch.fill(tag);
  const results = panel.getByRole('list', { name: 'Customer search results' });
  await expect(results.getByTitle(`${first} Long`)).toBeVisible();
  await results.getByRole('button', { name: new RegExp(tag) }).click();
  const selected = panel.getByRole('region', { name: 'Selected customer' });
  await expect(selected.getByTitle(`${first} Long`)).toBeVisible();
  await expect(selected.getByTitle(`Co${tag}`.padEnd(200, 'C'))).toBeVisible();
  await expectNoSideScroll(page);
  await expect(panelSearch).toBeInViewport({ ratio: 1 });
  await expect(selected.getByRole('button', { name: 'Clear selected customer' })).toBeInViewport({
    ratio: 1,
  });

  await page.goto(`/companies/${company.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Co${tag}`);
  await expect(page.getByRole('link', { name: `${first} Long` })).toBeVisible();
  await expectNoSideScroll(page);
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport({
    ratio: 1,
  });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Company' })).toContainText(
    'This action cannot be undone.',
  );
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/companies');
  await page.getByLabel('Search companies').fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(1);
  await expectNoSideScroll(page);
});

test('a direction character in a name does not reverse the text after it', async ({ page }) => {
  const tag = `Bidi${Date.now()}`;
  const last = `Smith${tag}`;
  const { id } = await apiCreate(page, '/api/customers', {
    // U+202E RIGHT-TO-LEFT OVERRIDE: shown raw, it turns everything after it around.
    first_name: 'Ali\u202Ece',
    last_name: last,
    email: `${tag.toLowerCase()}@example.com`,
  });

  await page.goto(`/customers/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(last);
  await expectIsolated(heading, 'Ali');
  await expectReadsLeftToRight(heading, last);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Customer' });
  await expectIsolated(confirm, 'Ali');
  await expectReadsLeftToRight(confirm, last);
  await expectReadsLeftToRight(confirm, 'Their ID cards are deleted too.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/customers');
  await page.getByLabel('Search customers').fill(tag);
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toHaveCount(1);
  await expectReadsLeftToRight(row, last);

  const panel = page.getByRole('complementary', { name: 'Customer panel' });
  await panel.getByLabel('Find a customer').fill(tag);
  const results = panel.getByRole('list', { name: 'Customer search results' });
  await expect(results.getByRole('button', { name: new RegExp(tag) })).toBeVisible();
  await expectReadsLeftToRight(results, last);
  await results.getByRole('button', { name: new RegExp(tag) }).click();
  const selected = panel.getByRole('region', { name: 'Selected customer' });
  await expectReadsLeftToRight(selected.getByRole('link', { name: new RegExp(tag) }), last);
  await selected.getByRole('tab', { name: 'Transactions' }).click();
  await expectReadsLeftToRight(selected.getByRole('tabpanel'), 'is on the');
});

test('a two-line address keeps its lines on the profile and in the side panel', async ({
  page,
}) => {
  const tag = `Addr${Date.now()}`;
  const { id } = await apiCreate(page, '/api/customers', {
    first_name: 'Ada',
    last_name: tag,
    email: `${tag.toLowerCase()}@example.com`,
    address: 'Line 1\nLine 2',
  });

  await page.goto(`/customers/${id}`);
  const address = page.locator('dl div:has(> dt:text-is("Address")) > dd');
  await expect(address).toHaveText('Line 1\nLine 2');
  expect(await address.innerText()).toBe('Line 1\nLine 2');
  expect(await linesOf(address, 'Line 1\nLine 2')).toBe(2);

  const panel = page.getByRole('complementary', { name: 'Customer panel' });
  await panel.getByLabel('Find a customer').fill(tag);
  await panel.getByRole('button', { name: new RegExp(tag) }).click();
  const panelAddress = panel.locator('dl div:has(> dt:text-is("Address")) > dd');
  await expect(panelAddress).toHaveText('Line 1\nLine 2');
  expect(await panelAddress.innerText()).toBe('Line 1\nLine 2');
  expect(await linesOf(panelAddress, 'Line 1\nLine 2')).toBe(2);
});
