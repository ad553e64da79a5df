import { expect, test, type APIRequestContext } from '@playwright/test';
import { picture } from './screens';

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const CHANGE_DEFINITION =
  "Change of the currency's value in CAD: the period's trades valued at today's rates against " +
  'CAD (buying and selling, each at its own rate), compared with their CAD value when booked.';

// The bureau's day (America/Toronto, the seeded setting), whatever the browser's zone.
const bureauToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

// A currency of this test's own, so exchanges booked by tests running alongside cannot change
// its figures. Codes are 3 letters; the first is fixed, two come from the clock.
function uniqueCode() {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = Date.now() + Math.floor(Math.random() * 1000);
  return `Q${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}`;
}

test('a currency’s card equals hand-computed figures; Load More adds the next cards; the daily position closes at the account balance', async ({
  page,
}) => {
  const request = page.request;
  const currencies = (
    (await (await request.get('/api/currencies')).json()) as {
      rows: { id: string; code: string }[];
    }
  ).rows;
  const cad = currencies.find((c) => c.code === 'CAD')?.id;
  let code = uniqueCode();
  while (currencies.some((c) => c.code === code)) code = uniqueCode();

  const currency = await post(request, '/api/currencies', {
    code,
    name: `Report Mark ${code}`,
    symbol: 'R',
    tier: 3,
    rounding_factor: '0.01',
    decimal_places: 2,
  });
  await post(request, '/api/currency-rates', {
    from_currency_id: currency.id,
    to_currency_id: cad,
    buy_rate: '2',
    sell_rate: '2.2',
  });
  const customer = await post(request, '/api/customers', {
    first_name: 'Report',
    last_name: code,
    email: `report-${code.toLowerCase()}-${Date.now()}@reports.test`,
  });
  // 100 handed over at 2 (CAD 200 received); CAD 50 at 0.5 buys 25.
  for (const pair of [
    { from_currency_id: currency.id, to_currency_id: cad, amount: '100', custom_rate: '2' },
    { from_currency_id: cad, to_currency_id: currency.id, amount: '50', custom_rate: '0.5' },
  ])
    await post(request, '/api/transactions', { customer_id: customer.id, pairs: [pair] });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/reports');
  await expect(page.getByRole('tab', { name: 'Currency Performance' })).toBeVisible();
  const cards = page.locator('[data-testid^="performance-card-"]');
  await expect(cards).toHaveCount(6);
  const { total } = (await (
    await request.get('/api/reports/currency-performance?limit=1')
  ).json()) as { total: number };
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(Math.min(12, total));

  const card = page.getByTestId(`performance-card-${code}`);
  // Tier 3 with few transactions: its card may sit on a later page.
  while (!(await card.isVisible())) {
    const shown = await cards.count();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).not.toHaveCount(shown);
  }
  await card.scrollIntoViewIfNeeded();
  // Count 2; in 25, out 100, net −75; mid (2 + 2.2) / 2 = 2.1. Both trades were booked at the
  // table's rates (2, and 0.5 = 1 / 2 the other way), which have not moved: no change.
  await expect(card.getByTestId('count')).toHaveText('2');
  await expect(card.getByTestId('volume-in')).toHaveText('25.00');
  await expect(card.getByTestId('volume-out')).toHaveText('100.00');
  await expect(card.getByTestId('net-volume')).toHaveText('-75.00');
  await expect(card.getByTestId('current-rate')).toHaveText('2.1000');
  const badge = card.getByLabel('Change');
  await expect(badge).toHaveText('0.00%');
  await badge.hover();
  await expect(page.getByRole('tooltip')).toHaveText(CHANGE_DEFINITION);
  await picture(page, { path: '/tmp/reports-change-tooltip.png' });
  await page.mouse.move(0, 0);
  await expect(card).toContainText(`Report Mark ${code}`);
  await picture(page, { path: '/tmp/reports-performance.png', fullPage: true });

  // The rate rises 5 %: what was bought and sold is worth 5 % more in CAD.
  await post(request, '/api/currency-rates', {
    from_currency_id: currency.id,
    to_currency_id: cad,
    buy_rate: '2.1',
    sell_rate: '2.31',
  });
  await page.reload();
  while (!(await card.isVisible())) {
    const shown = await cards.count();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards).not.toHaveCount(shown);
  }
  await expect(card.getByTestId('current-rate')).toHaveText('2.2050');
  await expect(card.getByLabel('Change')).toHaveText('+5.00%');
  // Keyboard users reach the definition too.
  // Exchanges booked by other tests meanwhile refresh the report and may redraw the card, which
  // closes an open tooltip: focus again until the definition shows.
  await expect(async () => {
    await card.getByLabel('Change').blur();
    await card.getByLabel('Change').focus();
    await expect(page.getByRole('tooltip')).toHaveText(CHANGE_DEFINITION, { timeout: 1_000 });
  }).toPass();

  const today = bureauToday();
  await page.goto(`/reports?tab=daily&date=${today}`);
  const row = page.getByTestId(`position-${code}`);
  await expect(row).toBeVisible();
  const accounts = (
    (await (await request.get('/api/accounts')).json()) as {
      rows: { balance: string; currency: { code: string } }[];
    }
  ).rows;
  const balance = accounts.find((a) => a.currency.code === code)?.balance;
  // Bought 100, sold 25: the balance is 75.
  expect(balance).toMatch(/^75(\.0+)?$/);
  await expect(row.getByTestId('closing')).toHaveText('75.00');
  await picture(page, { path: '/tmp/reports-daily.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await picture(page, { path: '/tmp/reports-daily-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const csv = await request.get(`/api/reports/daily-position.csv?date=${today}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${today},${code},Report Mark ${code},0,100,25,0,0,0,0,75,2,`);
});

test('a period with no transactions shows SPEC’s empty state', async ({ page }) => {
  await page.goto('/reports?period=custom&from=2001-01-01&to=2001-01-31');
  await expect(page.getByText('No Data Available', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'No currency performance data found. Complete some transactions to see analytics.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Period')).toContainText('Custom range');
  await picture(page, { path: '/tmp/reports-empty.png', fullPage: true });
});
