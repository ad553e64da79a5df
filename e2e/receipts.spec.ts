import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';
import { bookedReference } from './reference';

// The bureau's profile is one setting for the whole run: the test that edits it and the
// receipts that print it run one after another.
test.describe.configure({ mode: 'serial' });

const tag = Date.now().toString(36).toUpperCase();
const PROFILE = {
  name: `Maple Exchange ${tag}`,
  address: '1 King St W, Toronto ON',
  phone: '416-555-0100',
};
const MM = 72 / 25.4;

// Every page's size in points, from the /MediaBox of each page object of the PDF.
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)\b/g) ?? [];
  const boxes = [
    ...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g),
  ].map((m) => ({
    width: Number(m[3]) - Number(m[1]),
    height: Number(m[4]) - Number(m[2]),
  }));
  expect(boxes).toHaveLength(pages.length);
  return boxes;
}

async function printToPdf(page: Page, dialog: Locator, path: string) {
  // The user's Print: the button prepares the receipt-only page, then the browser prints it.
  await dialog.getByRole('button', { name: 'Print' }).click();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  await writeFile(path, pdf);
  return pdfPages(pdf);
}

async function downloadText(page: Page, dialog: Locator, reference: string) {
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${reference}.html`);
  const html = await readFile(await file.path(), 'utf8');
  // Self-contained: nothing is loaded from anywhere else.
  expect(html).not.toMatch(/<link|<script|<img|<iframe|\ssrc=|url\(|@import/i);
  return html;
}

test('the business profile is edited on the Settings page', async ({ page }) => {
  await page.goto('/settings');
  const card = page.getByRole('form', { name: 'Business Profile' });
  await expect(card.getByLabel('Business Name')).toHaveValue(/.+/);
  const before = await card.getByLabel('Business Name').inputValue();

  await card.getByLabel('Business Name').fill('   ');
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await expect(card.getByRole('alert')).toHaveText('Business name is required');
  await expect(card.getByLabel('Business Name')).toHaveAttribute('aria-invalid', 'true');

  await card.getByLabel('Business Name').fill(PROFILE.name);
  await card.getByLabel('Address').fill(PROFILE.address);
  await card.getByLabel('Phone').fill(PROFILE.phone);
  await card.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
  await picture(page, { path: '/tmp/settings-business-profile.png', fullPage: true });

  await page.reload();
  await expect(card.getByLabel('Business Name')).toHaveValue(PROFILE.name);
  await expect(card.getByLabel('Address')).toHaveValue(PROFILE.address);
  await expect(card.getByLabel('Phone')).toHaveValue(PROFILE.phone);
  const settings = await (await page.request.get('/api/settings')).json();
  const stored = settings.rows.find((row: { key: string }) => row.key === 'business_profile');
  expect(stored.value).toEqual(PROFILE);
  expect(before).not.toBe(PROFILE.name);
});

test('a two-pair exchange ends in quick and full receipts that print and download', async ({
  page,
}) => {
  const created = await page.request.post('/api/customers', {
    data: { first_name: 'Ada', last_name: `Receipt${tag}`, email: `receipt-${tag}@example.com` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(
    `Ada Receipt${tag}`,
  );
  const first = page.getByRole('group', { name: 'Pair 1' });
  await first.getByLabel('Amount', { exact: true }).fill('100');
  await expect(first.getByTestId('pair-0-preview')).toContainText('→ 135.00 CAD');
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  const second = page.getByRole('group', { name: 'Pair 2' });
  await second.getByLabel('From Currency').click();
  await page.getByRole('option', { name: 'EUR - Euro' }).click();
  await second.getByLabel('To Currency').click();
  await page.getByRole('option', { name: 'CAD - Canadian Dollar' }).click();
  await second.getByLabel('Amount', { exact: true }).fill('50');
  await expect(second.getByTestId('pair-1-preview')).toContainText('→ 73.00 CAD');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '2 exchange transaction(s) completed successfully')).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Exchange completed' });
  const reference = await bookedReference(page, dialog);
  await expect(dialog).toContainText(`Reference number: ${reference}`);
  await page.evaluate(() => {
    // Only the browser's print dialog is left out; everything the Print button does runs.
    window.print = () => undefined;
  });

  // Quick receipt: 58 mm thermal, rates to 4 decimals.
  const quick = dialog.getByRole('region', { name: 'Quick Receipt' });
  for (const text of [
    PROFILE.name.toUpperCase(),
    `Ref:                  ${reference}`,
    `Ada Receipt${tag}`,
    'Teller:               Sam Teller',
    '#1                    USD -> CAD',
    'From:                 100.00 USD',
    'To:                   135.00 CAD',
    'Rate:                     1.3500',
    '#2                    EUR -> CAD',
    'From:                  50.00 EUR',
    'To:                    73.00 CAD',
    'Rate:                     1.4600',
    'Total value:          208.00 CAD',
  ]) {
    await expect(quick).toContainText(text, { useInnerText: true });
  }
  await expect(quick).not.toContainText('1.350000');
  await picture(dialog, { path: '/tmp/receipt-dialog-quick.png' });

  const quickHtml = await downloadText(page, dialog, reference);
  for (const text of [reference, '100.00 USD', '135.00 CAD', '50.00 EUR', '73.00 CAD']) {
    expect(quickHtml).toContain(text);
  }
  expect(quickHtml).toContain('@page { size: 58mm');
  await writeFile('/tmp/receipt-quick.html', quickHtml);

  const quickPages = await printToPdf(page, dialog, '/tmp/receipt-quick.pdf');
  expect(quickPages).toHaveLength(1);
  const [quickPage] = quickPages;
  // 58 mm; Chromium sizes PDF pages in steps of 1/75 inch, so 163.92 pt where 58 mm is 164.41.
  expect(Math.abs((quickPage?.width ?? 0) - 58 * MM)).toBeLessThan(1);
  // As tall as the receipt, not a Letter page with a blank tail.
  expect(quickPage?.height).toBeGreaterThan(60 * MM);
  expect(quickPage?.height).toBeLessThan(150 * MM);

  // Full receipt: every field, rates to 6 decimals, on a sheet.
  await dialog.getByRole('radio', { name: 'Full Receipt' }).click();
  const full = dialog.getByRole('region', { name: 'Full Receipt' });
  for (const text of [
    PROFILE.name,
    PROFILE.address,
    `Tel: ${PROFILE.phone}`,
    reference,
    `Ada Receipt${tag}`,
    'Sam Teller',
    'USD (US Dollar)',
    'EUR (Euro)',
    '100.00 USD',
    '135.00 CAD',
    '1.350000',
    '50.00 EUR',
    '73.00 CAD',
    '1.460000',
    '208.00 CAD',
  ]) {
    await expect(full).toContainText(text);
  }
  for (const label of ['Payment Method', 'Source of Money', 'Notes', 'Recipient Category']) {
    await expect(full.getByText(label, { exact: true })).toBeVisible();
  }
  await picture(dialog, { path: '/tmp/receipt-dialog-full.png' });

  const fullHtml = await downloadText(page, dialog, reference);
  for (const text of [reference, 'USD (US Dollar)', 'EUR (Euro)', '1.350000', '1.460000']) {
    expect(fullHtml).toContain(text);
  }
  await writeFile('/tmp/receipt-full.html', fullHtml);

  const fullPages = await printToPdf(page, dialog, '/tmp/receipt-full.pdf');
  expect(fullPages).toHaveLength(1);
  const sheet = fullPages[0];
  const a4 = { width: 595.28, height: 841.89 };
  const letter = { width: 612, height: 792 };
  expect(
    [a4, letter].some(
      (size) =>
        Math.abs((sheet?.width ?? 0) - size.width) < 1 &&
        Math.abs((sheet?.height ?? 0) - size.height) < 1,
    ),
  ).toBe(true);

  // On a phone the receipt and its buttons still fit the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('radio', { name: 'Quick Receipt' }).click();
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeInViewport();
  await picture(dialog, { path: '/tmp/receipt-dialog-phone.png' });

  await dialog.getByRole('button', { name: 'New Transaction' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Reference Number')).not.toHaveValue(reference);
});
