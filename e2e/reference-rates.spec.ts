import { expect, test } from '@playwright/test';
import { localDateOf } from '../src/domain/business-day';
import { setFakeObservations } from './fake-observations';
import { picture } from './screens';

// SEK and NOK are these tests' own currencies: the fake Valet publishes only their series, so
// fetching changes no other test's rates. The two tests set what it publishes, one after the
// other.
const CODE = 'SEK';
test.describe.configure({ mode: 'default' });

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

// Issue 46: a pin holds the currency both ways. A manager pins NOK at 0.1200 / 0.1300; the next
// reference day moves the mid, and the board still buys at 0.1200 and sells at 0.1300.
test('a pinned rate holds both ways through a fetch, on the board too', async ({ page }) => {
  const created = await page.request.post('/api/currencies', {
    data: { code: 'NOK', name: 'Norwegian Krone', symbol: 'kr' },
  });
  expect([201, 409]).toContain(created.status());
  const today = localDateOf(new Date(), 'America/Toronto');
  await setFakeObservations(page.request, [{ d: today, FXNOKCAD: '0.1250' }]);
  expect((await page.request.post('/api/reference-rates/fetch')).status()).toBe(200);

  await page.goto('/rates');
  // The search's own answer first: clicked in the unfiltered list, the button moved as the
  // searched rows replaced it, and the click opened nothing.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/currency-rates?') && r.url().includes('search=NOK'),
  );
  await page.getByLabel('Search rates').fill('NOK');
  await searched;
  const current = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Edit NOK → CAD' }) })
    .filter({ hasText: 'Current' });
  await expect(current).toBeVisible();
  await current.getByRole('button', { name: 'Edit NOK → CAD' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Currency Rate' });
  await dialog.getByLabel('Buy Rate').fill('0.1200');
  await dialog.getByLabel('Sell Rate').fill('0.1300');
  // The 15th of next month.
  await dialog.getByLabel('Pinned Until').click();
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.getByRole('grid').locator('button', { hasText: /^15$/ }).click();
  await expect(page.getByRole('grid')).toBeHidden();
  await dialog.getByRole('button', { name: 'Update Rate' }).click();
  await expect(dialog).toBeHidden();

  // The next reference day moves the mid 12 %: both pinned rows are kept.
  const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await setFakeObservations(page.request, [
    { d: today, FXNOKCAD: '0.1250' },
    { d: later, FXNOKCAD: '0.1400' },
  ]);
  await page
    .getByRole('region', { name: 'Reference Rates' })
    .getByRole('button', {
      name: 'Fetch reference rates',
    })
    .click();
  await expect(page.getByText(/2 pinned kept/)).toBeVisible();
  await expect(current).toContainText('0.1200');
  await expect(current).toContainText('Manual');
  // The feed would now buy at 0.14 x 0.975 = 0.1365: the pin is flagged.
  await expect(current).toContainText('12.1 % from the feed');
  await picture(page, { path: 'test-results/rates-pinned.png' });
  const reverse = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Edit CAD → NOK' }) })
    .filter({ hasText: 'Current' });
  await expect(reverse).toContainText('Manual');

  await page.goto('/rates/sheet');
  const nok = page.getByRole('row', { name: /NOK/ });
  await expect(nok).toContainText('0.1200');
  await expect(nok).toContainText('0.1300');
});
