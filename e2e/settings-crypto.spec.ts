import { expect, test } from '@playwright/test';
import { E2E_PRICES, setFakePrices } from './fake-prices';
import { movedBy, units } from './ledger';
import { cryptoCurrencies, nav, openMore, setActive, setCrypto } from './settings-crypto';
import { expectFailureToast, toast } from './toasts';
import { picture } from './screens';
import { bookedReference } from './reference';

// The crypto switch is global: every test that flips it lives here, one after another (with
// the failure toast's test, which finds the ID switch as the first test leaves it).
test.describe.configure({ mode: 'serial' });

test('settings shows its cards, and the ID switch updates its badge', async ({ page }) => {
  await page.goto('/settings');
  await setCrypto(page, false);
  await expect(page.getByRole('heading', { name: 'Cryptocurrency Features' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment & Transaction Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'System Configuration' })).toBeVisible();
  // SPEC §2: the other settings by key, with description and value type (issue 47).
  const others = page.getByRole('list', { name: 'Other settings' });
  const profile = others.getByRole('listitem').filter({ hasText: 'business_profile' });
  await expect(profile).toContainText('Bureau name, address and phone printed on receipts');
  await expect(profile).toContainText('object');
  await expect(others).not.toContainText('crypto_enabled');
  await expect(page.getByText('No other settings.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Important Notice' })).toHaveCount(0);
  await expect(page.getByText('Cash always available')).toBeVisible();
  await expect(page.getByText('ID required', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Require ID for Card Payments' }).click();
  await expect(page.getByText('ID not required')).toBeVisible();
  await page.getByRole('switch', { name: 'Require ID for Card Payments' }).click();
  await expect(page.getByText('ID required', { exact: true })).toBeVisible();
});

test('a failed load or update shows the SPEC failure toast', async ({ page }) => {
  const list = (url: URL) => url.pathname === '/api/settings';
  await page.route(list, (route) => route.fulfill({ status: 500, json: { error: 'Down' } }));
  await page.goto('/settings');
  await expect(page.getByText('Failed to load settings')).toBeVisible();
  await page.unroute(list);

  await page.reload();
  await page.route('**/api/settings/*', (route) =>
    route.fulfill({ status: 503, json: { error: 'Try again later' } }),
  );
  const requireId = page.getByRole('switch', { name: 'Require ID for Card Payments' });
  await expect(requireId).toHaveAttribute('aria-checked', 'true');
  await requireId.click();
  await expectFailureToast(page, 'Failed to update setting', 'Try again later');
  await expect(requireId).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('ID required', { exact: true })).toBeVisible();
});

test('turning crypto on shows every crypto feature without a reload, and off hides them', async ({
  page,
}) => {
  const code = `C${(Date.now() % 46656).toString(36).toUpperCase().padStart(3, '0')}`;
  await page.goto('/settings');
  await setCrypto(page, true);
  await expect(page.getByRole('heading', { name: 'Important Notice' })).toBeVisible();
  await expect(page.getByText('Bitcoin (BTC)')).toBeVisible();

  // The app's price service is the local fake: a failure it answers is shown with its reason.
  await page.route('**/api/crypto/update-prices', (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'Failed to update crypto prices: the price service failed (500)' },
    }),
  );
  await page.getByRole('button', { name: 'Update Prices' }).click();
  await expectFailureToast(page, 'Failed to update crypto prices', 'the price service failed');
  await page.unroute('**/api/crypto/update-prices');

  const interval = page.getByLabel('Price Update Interval (seconds)');
  // Out of range is clamped; unparsable (empty) falls back to 60.
  await interval.fill('10');
  await interval.press('Enter');
  await expect(interval).toHaveValue('30');
  await interval.fill('');
  await interval.blur();
  await expect(interval).toHaveValue('60');

  // Client-side navigation only from here on: the page is never reloaded.
  await openMore(page, 'Currencies');
  await expect(page.getByRole('tab', { name: 'Fiat' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Crypto' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Crypto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Cryptocurrency' });
  await dialog.getByLabel('Code *').fill(code);
  await dialog.getByLabel('Symbol *').fill('c');
  await dialog.getByLabel('Name *').fill(`Coin ${code}`);
  await dialog.getByRole('button', { name: 'Add Cryptocurrency' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Crypto ID *').fill(`Coin-${code}`);
  await dialog.getByRole('button', { name: 'Add Cryptocurrency' }).click();
  await expect(
    page.getByText('Cryptocurrency added successfully. Account automatically created.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Crypto' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(
    `coin-${code.toLowerCase()}`,
  );

  await nav(page, 'Accounts').click();
  await expect(page.getByTestId(`account-${code}`)).toContainText('Empty');
  await expect(page.getByTestId(`account-${code}`)).toContainText('0.00000000');

  const rate = await page.request.post('/api/currency-rates', {
    data: {
      from_currency_id: (
        await (await page.request.get('/api/currencies?kind=crypto')).json()
      ).rows.find((c: { code: string }) => c.code === code).id,
      to_currency_id: (await (await page.request.get('/api/currencies')).json()).rows.find(
        (c: { code: string }) => c.code === 'USD',
      ).id,
      buy_rate: '123.45',
      sell_rate: '125',
    },
  });
  expect(rate.status()).toBe(201);
  await nav(page, 'Currency Rates').click();
  await page.getByRole('radio', { name: 'Crypto' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${code}.*USD`) })).toBeVisible();
  await expect(page.getByRole('row', { name: /CAD.*USD/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Fiat' }).click();
  // Every seeded pair involves CAD; which ones fill the first page depends on their ids.
  await expect(page.getByRole('row', { name: /CAD/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);

  await openMore(page, 'Settings');
  await setCrypto(page, false);
  await expect(page.getByRole('heading', { name: 'Important Notice' })).toHaveCount(0);
  await openMore(page, 'Currencies');
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Crypto' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
  await nav(page, 'Accounts').click();
  await expect(page.getByTestId('account-USD')).toBeVisible();
  await expect(page.getByTestId(`account-${code}`)).toHaveCount(0);
  await nav(page, 'Currency Rates').click();
  await expect(page.getByRole('radiogroup', { name: 'Currency type' })).toHaveCount(0);

  // The price service does not know this coin: off, so it holds back no later update.
  const coin = (
    (await (await page.request.get('/api/currencies')).json()) as {
      rows: { id: string; code: string }[];
    }
  ).rows.find((c) => c.code === code);
  const off = await page.request.put(`/api/currencies/${coin?.id}`, {
    data: { ...coin, is_active: false },
  });
  expect(off.status()).toBe(200);
});

test('live prices: Update Prices, then CAD -> BTC priced on screen at the market rate with an 8-decimal receipt', async ({
  page,
}, testInfo) => {
  // A retry (CI retries a failed file once) finds what the first attempt left: its coins are
  // put aside, and its Bitcoin is turned back on below rather than added twice.
  const leftover = await cryptoCurrencies(page);
  for (const coin of leftover.filter((c) => c.is_active)) await setActive(page, coin, false);
  const bitcoin = leftover.find((c) => c.code === 'BTC');

  await page.goto('/settings');
  await setCrypto(page, true);
  // No crypto currency yet: nothing is updated, and the page says so.
  await page.getByRole('button', { name: 'Update Prices' }).click();
  await expectFailureToast(
    page,
    'Failed to update crypto prices',
    'No prices were updated: there is no active crypto currency',
  );
  if (testInfo.retry === 0) await expect(page.getByText('Last updated: Never')).toBeVisible();

  // Bitcoin from Add Crypto's supported coins; the next update prices it.
  await openMore(page, 'Currencies');
  if (bitcoin) {
    await setActive(page, bitcoin, true);
  } else {
    await page.getByRole('button', { name: 'Add Crypto' }).click();
    const addCrypto = page.getByRole('dialog', { name: 'Add Cryptocurrency' });
    await addCrypto.getByRole('button', { name: 'Fill in Bitcoin' }).click();
    await expect(addCrypto.getByLabel('Code *')).toHaveValue('BTC');
    await expect(addCrypto.getByLabel('Name *')).toHaveValue('Bitcoin');
    await expect(addCrypto.getByLabel('Crypto ID *')).toHaveValue('bitcoin');
    await expect(addCrypto.getByLabel('Rounding Factor')).toHaveValue('0.00000001');
    await picture(addCrypto, { path: '/tmp/add-crypto-bitcoin.png' });
    await addCrypto.getByRole('button', { name: 'Add Cryptocurrency' }).click();
    await expect(
      page.getByText('Cryptocurrency added successfully. Account automatically created.'),
    ).toBeVisible();
  }
  await openMore(page, 'Settings');
  const updated = page.waitForResponse('**/api/crypto/update-prices');
  await page.getByRole('button', { name: 'Update Prices' }).click();
  expect((await updated).status()).toBe(200);
  await expect(toast(page, 'Crypto prices updated successfully').first()).toBeVisible();
  const stored = (await (await page.request.get('/api/crypto/prices')).json()) as {
    prices: { coin_id: string; vs_currency: string; price: string }[];
  };
  expect(stored.prices).toContainEqual(
    expect.objectContaining({ coin_id: 'bitcoin', vs_currency: 'cad', price: '91234.56789' }),
  );
  await picture(page, { path: '/tmp/settings-crypto-prices.png', fullPage: true });

  const tag = `Btc${Date.now()}`;
  // $1,000 of virtual currency: the customer is identified (docs/decisions/0026).
  const customer = await page.request.post('/api/customers', {
    data: {
      first_name: 'Satoshi',
      last_name: tag,
      email: `${tag.toLowerCase()}@example.com`,
      birthday: '1975-04-05',
      address: '1 Front St, Toronto',
      occupation: 'Engineer',
      id_cards: [
        {
          id_number: `S-${tag}`,
          id_type: 'Passport',
          expiry_date: '2099-01-01',
          issuing_country: 'CA',
          verified: true,
        },
      ],
    },
  });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { id: string }).id;
  await page.goto(
    `/exchange?customerId=${customerId}&fromCurrency=CAD&toCurrency=BTC&operation=sell`,
  );
  const pair = page.getByRole('group', { name: 'Pair 1' });
  await expect(pair.getByLabel('To Currency')).toHaveText('BTC - Bitcoin');
  // Priced on screen at the market rate the server books (issue 47), without Refresh Rate:
  // 1 / 91234.56789 CAD per BTC, shown with four significant digits.
  await pair.getByLabel('Amount', { exact: true }).fill('1000');
  const preview = page.getByTestId('pair-0-preview');
  await expect(preview).toContainText('Rate: 1 CAD = 0.00001096 BTC');
  await expect(preview).toContainText('→ 0.01096076 BTC');
  await expect(pair.getByLabel('Rate Override')).toHaveValue('');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
  await expect(page.getByRole('button', { name: 'Complete Exchange' })).toBeEnabled();
  await picture(page, { path: '/tmp/exchange-btc.png', fullPage: true });
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Exchange completed' });
  const reference = await bookedReference(page, dialog);
  await expect(dialog.getByRole('region', { name: 'Quick Receipt' })).toContainText(
    '0.01096076 BTC',
  );
  await picture(dialog, { path: '/tmp/receipt-btc.png' });

  const booked = (await (await page.request.get(`/api/exchanges/${reference}`)).json()) as {
    transactions: { id: string; to_amount: string; rate_used: string; rate_source: string }[];
  };
  // The market's rate, as the screen showed it: no override was typed or fetched.
  expect(booked.transactions[0]).toMatchObject({
    to_amount: '0.01096076',
    rate_used: '0.000010960757782135',
    rate_source: 'market',
  });
  const ids = booked.transactions.map((t) => t.id);
  expect(await movedBy(page.request, 'BTC', ids)).toBe(-units('0.01096076'));

  await page.goto('/settings');
  await setCrypto(page, false);
});

test('a price service answering "NaN" fails the update, and Settings shows why until a good one', async ({
  page,
}) => {
  const stored = async () =>
    (await (await page.request.get('/api/crypto/prices')).json()) as {
      updated_at: string | null;
      prices: { coin_id: string; vs_currency: string; price: string }[];
    };
  const bitcoinCad = async () =>
    (await stored()).prices.find((p) => p.coin_id === 'bitcoin' && p.vs_currency === 'cad')?.price;
  await page.goto('/settings');
  await setCrypto(page, true);
  const last = page.getByText(/^Last updated: /);
  const reason = `the price service's answer was refused (bitcoin in usd is "NaN", not a positive number)`;
  try {
    await setFakePrices(page.request, {
      ...E2E_PRICES,
      bitcoin: { usd: 'NaN', cad: '1' },
    });
    // The last update as the page says it before this one: read once no update can succeed
    // (the scheduled ones neither), and once the prices have loaded, since the card says
    // "Never" while they load.
    if ((await stored()).updated_at) await expect(last.locator('time')).toBeVisible();
    const lastUpdated = await last.textContent();
    await page.getByRole('button', { name: 'Update Prices' }).click();
    await expectFailureToast(page, 'Failed to update crypto prices', reason);
    await expect(page.getByText(`Last update failed: ${reason}`)).toBeVisible();
    await expect(last).toHaveText(lastUpdated ?? '');
    expect(await bitcoinCad()).toBe('91234.56789');
    await picture(page, { path: '/tmp/settings-crypto-bad-price.png', fullPage: true });
    // Kept on the server: a fresh page shows it too.
    await page.reload();
    await expect(page.getByText(`Last update failed: ${reason}`)).toBeVisible();
  } finally {
    await setFakePrices(page.request, E2E_PRICES);
  }
  await page.getByRole('button', { name: 'Update Prices' }).click();
  await expect(toast(page, 'Crypto prices updated successfully').first()).toBeVisible();
  await expect(page.getByText(/^Last update failed/)).toHaveCount(0);

  await setCrypto(page, false);
});
