import { expect, test } from '@playwright/test';
import { showCryptoOn } from './crypto-shown';
import { toast } from './toasts';
import { picture } from './screens';
import { chooseOption } from './select';

test('with crypto enabled the pickers filter All/Fiat/Crypto and crypto pairs refresh their rate', async ({
  page,
}) => {
  // The crypto switch is global and flipped only by the settings tests: here the answers say it
  // is on, and list one coin with its rate to CAD.
  const btc = {
    id: 'b7c00000-0000-4000-8000-000000000001',
    code: 'BTC',
    name: 'Bitcoin',
    symbol: '₿',
    tier: 1,
    rounding_factor: '0.00000001',
    decimal_places: 8,
    is_active: true,
    crypto_id: 'bitcoin',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  await showCryptoOn(page);
  await page.route(
    (url) => url.pathname === '/api/currencies',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { rows: { code: string; id: string }[] };
      await route.fulfill({ response, json: { ...body, rows: [...body.rows, btc] } });
    },
  );
  const btcRate = '90000';
  await page.route('**/api/currency-rates/current', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { rows: { from_currency_id: string }[] };
    const cadId = (
      (await (await page.request.get('/api/currencies')).json()) as {
        rows: { id: string; code: string }[];
      }
    ).rows.find((c) => c.code === 'CAD')?.id;
    const rate = {
      id: 'b7c00000-0000-4000-8000-000000000002',
      from_currency_id: btc.id,
      to_currency_id: cadId,
      buy_rate: btcRate,
      sell_rate: btcRate,
      effective_date: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    };
    await route.fulfill({ response, json: { ...body, rows: [...body.rows, rate] } });
  });

  await page.goto('/exchange');
  const filter = page.getByRole('radiogroup', { name: 'Currency filter' });
  await expect(filter.getByRole('radio')).toHaveText([
    'All Currencies',
    'Fiat Only',
    'Crypto Only',
  ]);
  const pair = page.getByRole('group', { name: 'Pair 1' });
  await filter.getByRole('radio', { name: 'Crypto Only' }).click();
  await pair.getByLabel('From Currency').click();
  await expect(page.getByRole('option')).toHaveText(['BTC - Bitcoin']);
  await page.getByRole('option', { name: 'BTC - Bitcoin' }).click();

  const refresh = pair.getByRole('button', { name: 'Refresh rate of pair 1' });
  await refresh.click();
  await expect(toast(page, 'Please select both currencies first')).toContainText('Error');

  await filter.getByRole('radio', { name: 'Fiat Only' }).click();
  await pair.getByLabel('To Currency').click();
  await expect(page.getByRole('option', { name: 'BTC - Bitcoin' })).toHaveCount(0);
  await chooseOption(page, pair.getByLabel('To Currency'), 'CAD - Canadian Dollar');
  await expect(pair.getByLabel('From Currency')).toHaveText('BTC - Bitcoin');
  await expect(page.getByTestId('pair-0-preview')).toContainText('1 BTC = 90000.0000 CAD');

  // The refresh asks the server for the rate derived from the stored prices.
  await page.route('**/api/crypto/rate?*', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      json: {
        from_currency_id: url.searchParams.get('from'),
        to_currency_id: url.searchParams.get('to'),
        rate: '91234.5678912',
      },
    });
  });
  await refresh.click();
  await expect(toast(page, 'Updated rate: 91234.567891')).toContainText('Success');
  await expect(page.getByTestId('pair-0-preview')).toContainText('1 BTC = 91234.5679 CAD');
  await picture(page, { path: '/tmp/exchange-crypto.png', fullPage: true });

  // A fiat pair has no refresh button.
  await chooseOption(page, pair.getByLabel('From Currency'), 'USD - US Dollar');
  await expect(refresh).toHaveCount(0);
});
