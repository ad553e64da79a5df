import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';
import { bookedReference } from './reference';

const SHOTS = '/tmp/shots-profit';
mkdirSync(SHOTS, { recursive: true });

// Cross rates through CAD, the profit report and the managers' dashboard chart (issue 26,
// docs/decisions/0037). The signed-in staff member is the owner, who sees margins.

test('a pair without a rate of its own books through CAD and says so', async ({ page }) => {
  const tag = `Xr${Date.now()}`;
  const created = await page.request.post('/api/customers', {
    data: { first_name: 'Cross', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The seeded table has EUR -> CAD and CAD -> USD, and no EUR/USD rate either way.
  await page.goto(`/exchange?customerId=${id}&fromCurrency=EUR&toCurrency=USD`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(tag);
  await page.getByLabel('Amount', { exact: true }).fill('100');
  const preview = page.getByTestId('pair-0-preview');
  await expect(preview).toContainText('Rate: 1 EUR = 1.0429 USD via CAD');
  await expect(preview).toContainText('104.29 USD');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toContainText(
    'Success',
  );
  const reference = await bookedReference(
    page,
    page.getByRole('dialog', { name: 'Exchange completed' }),
  );

  const booked = (await (await page.request.get(`/api/exchanges/${reference}`)).json()) as {
    transactions: { id: string; rate_source: string }[];
  };
  const [pair] = booked.transactions;
  expect(pair?.rate_source).toBe('cross');
  await page.goto(`/transactions/${pair?.id}`);
  await expect(page.getByTestId('exchange-rate')).toContainText('via CAD');
  await expect(page.getByTestId('margin-card')).toBeVisible();
  await expect(page.getByTestId('realised-margin')).toContainText('CAD');
});

test('the profit report groups margins and the dashboard charts the last 30 days', async ({
  page,
}) => {
  // A buy and a sale of USD of this test's own, so the period has a USD row whatever else runs.
  const tag = `Pr${Date.now()}`;
  const created = await page.request.post('/api/customers', {
    data: { first_name: 'Profit', last_name: tag, email: `${tag.toLowerCase()}@example.com` },
  });
  const { id: customer_id } = (await created.json()) as { id: string };
  const { rows } = (await (await page.request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const idOf = (code: string) => rows.find((c) => c.code === code)?.id;
  for (const [from, to, amount] of [
    ['USD', 'CAD', '100'],
    ['CAD', 'USD', '70'],
  ] as const) {
    const res = await page.request.post('/api/transactions', {
      data: {
        customer_id,
        pairs: [{ from_currency_id: idOf(from), to_currency_id: idOf(to), amount }],
      },
    });
    expect(res.status()).toBe(201);
  }

  await page.goto('/reports?tab=profit&group=currency');
  await expect(page.getByRole('tab', { name: 'Profit' })).toHaveAttribute('aria-selected', 'true');
  const report = page.getByTestId('profit-report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('profit-totals')).toContainText('Total');
  await expect(report.getByTestId('profit-USD')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/api\/reports\/profit\.csv\?group=currency/,
  );

  await page.goto('/');
  const card = page.getByTestId('card-profit');
  await expect(card).toContainText('Volume and profit, last 30 days');
  await expect(card.getByTestId('profit-chart')).toBeVisible();
  await expect(card.locator('.recharts-surface').first()).toBeVisible();

  // Looked at as staff see them, on a counter's screen and on a phone.
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await picture(card, { path: `${SHOTS}/dashboard-card-${width}.png` });
    await page.goto('/reports?tab=profit&group=currency');
    await expect(report.getByTestId('profit-USD')).toBeVisible();
    await picture(page, { path: `${SHOTS}/profit-report-${width}.png`, fullPage: true });
    await page.goto('/');
    await expect(card.getByTestId('profit-chart')).toBeVisible();
  }
});
