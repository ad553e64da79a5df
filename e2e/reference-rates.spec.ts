import { expect, test } from '@playwright/test';
import { localDateOf } from '../src/domain/business-day';
import { setFakeObservations } from './fake-observations';

// SEK is this test's own currency: the fake Valet publishes only FXSEKCAD, so fetching changes
// no other test's rates.
const CODE = 'SEK';

test('fetch reference rates and set margins on the Rates page', async ({ page }) => {
  const created = await page.request.post('/api/currencies', {
    data: { code: CODE, name: 'Swedish Krona', symbol: 'kr' },
  });
  expect([201, 409]).toContain(created.status());
  const currencies = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const id = currencies.rows.find((c) => c.code === CODE)?.id ?? '';
  // A retry starts from the default margins.
  await page.request.put(`/api/currencies/${id}/margins`, {
    data: { buy_margin_percent: null, sell_margin_percent: null },
  });
  const today = localDateOf(new Date(), 'America/Toronto');
  await setFakeObservations(page.request, [{ d: today, FXSEKCAD: '0.1312' }]);

  await page.goto('/rates');
  const card = page.getByRole('region', { name: 'Reference Rates' });
  await card.getByRole('button', { name: 'Fetch reference rates' }).click();
  await expect(page.getByText(/Reference rates updated: \d+ rates written/)).toBeVisible();
  await expect(card).toContainText(`rates of ${today}`);
  const sek = card.getByRole('row', { name: new RegExp(`^${CODE}`) });
  await expect(sek).toContainText('Referenced');
  await expect(sek).toContainText('0.1312');
  await expect(sek).toContainText(`from ${today}`);
  await expect(sek).toContainText('2.5 % (default)');

  // The computed rates in the list: 0.1312 x (1 - 2.5 %) = 0.12792 per krona.
  await page.getByLabel('Search rates').fill(CODE);
  const current = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Edit ${CODE} → CAD` }) })
    .filter({ hasText: 'Current' });
  await expect(current).toContainText('0.1279');
  await expect(current).toContainText('Computed');
  await expect(current).toContainText(`mid 0.1312 of ${today}`);

  // Its own margins: the rates follow at once.
  await sek.getByRole('button', { name: `Edit margins of ${CODE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Margins of ${CODE}` });
  await dialog.getByLabel('Buy margin (%)').fill('1');
  await dialog.getByLabel('Sell margin (%)').fill('1');
  await dialog.getByRole('button', { name: 'Save Margins' }).click();
  await expect(page.getByText(`Margins of ${CODE} saved`)).toBeVisible();
  await expect(sek).toContainText('1 %');
  // 0.1312 x 0.99 = 0.129888.
  await expect(current).toContainText('0.1299');

  // A failing source: nothing changes, and the card says why.
  await setFakeObservations(page.request, []);
  await card.getByRole('button', { name: 'Fetch reference rates' }).click();
  await expect(card).toContainText(
    "Last fetch failed: the reference source's answer was refused (the answer has no observations)",
  );
  await expect(current).toContainText('0.1299');
  await setFakeObservations(page.request, [{ d: today, FXSEKCAD: '0.1312' }]);
});
