import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ok } from './api';
import { picture } from './screens';
import { ownMember } from './staff';

// Issue 47: currency names and money in French. A window sign in Québec names the currencies in
// French (Intl's Canadian French names), keeping a name the bureau wrote itself; money reads
// '57 440,20 $ HK', its sign where Canadian French puts it.

const SHOTS = '/tmp/shots-currency-french';
mkdirSync(SHOTS, { recursive: true });

// HKD and NZD are this spec's own currencies (SEK and NOK are the reference rates'): HKD under
// its standard English name, NZD under a name of the bureau's own. A second run reuses them.
async function currency(request: APIRequestContext, code: string, name: string, symbol: string) {
  const { rows } = await ok<{ rows: { id: string; code: string }[] }>(
    request.get('/api/currencies'),
  );
  const found = rows.find((row) => row.code === code);
  if (found) return found.id;
  const created = await ok<{ id: string }>(
    request.post('/api/currencies', {
      data: { code, name, symbol, tier: 2, rounding_factor: '0.01', decimal_places: 2 },
    }),
  );
  const cad = rows.find((row) => row.code === 'CAD')?.id ?? '';
  await ok(
    request.post('/api/currency-rates', {
      data: {
        from_currency_id: created.id,
        to_currency_id: cad,
        buy_rate: '0.17',
        sell_rate: '0.18',
      },
    }),
  );
  return created.id;
}

const boardRow = (page: Page, code: string) => page.getByRole('row', { name: code, exact: true });

// Both tests make the same two currencies: one after the other.
test.describe.configure({ mode: 'serial' });

test('the board at a Québec window names currencies in French, the bureau’s own names as written', async ({
  page,
  browser,
  baseURL,
}) => {
  await currency(page.request, 'HKD', 'Hong Kong Dollar', 'HK$');
  await currency(page.request, 'NZD', 'Kiwi (counter)', 'NZ$');
  const { token } = await ok<{ token: string }>(
    page.request.post('/api/board-links', { data: { label: `Québec ${Date.now()}` } }),
  );

  // The screen at the window: no session, a browser set to Canadian French.
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1920, height: 1080 },
    locale: 'fr-CA',
  });
  const board = await context.newPage();
  await board.goto(`/board/${token}`);
  await expect(board.getByRole('table', { name: 'Taux de change' })).toBeVisible();
  await expect(boardRow(board, 'USD')).toContainText('Dollar des États-Unis');
  await expect(boardRow(board, 'GBP')).toContainText('Livre sterling');
  await expect(boardRow(board, 'EUR')).toContainText('Euro');
  await expect(boardRow(board, 'HKD')).toContainText('Dollar de Hong Kong');
  await expect(boardRow(board, 'NZD')).toContainText('Kiwi (counter)');
  for (const english of ['US Dollar', 'British Pound', 'Hong Kong Dollar']) {
    await expect(board.getByText(english)).toHaveCount(0);
  }
  await picture(board, { path: `${SHOTS}/board-fr-1920x1080.png` });
  await context.close();
});

test('money on a French screen reads with its sign after the amount', async ({
  page,
  browser,
  baseURL,
}) => {
  const hkd = await currency(page.request, 'HKD', 'Hong Kong Dollar', 'HK$');
  const { rows } = await ok<{ rows: { id: string; currency: { code: string } }[] }>(
    page.request.get('/api/accounts'),
  );
  const account = rows.find((row) => row.currency.code === 'HKD');
  expect(account, 'the HKD account').toBeDefined();
  await ok(
    page.request.put(`/api/accounts/${account?.id ?? hkd}`, { data: { balance: '57440.20' } }),
  );

  const context = await ownMember(browser, String(baseURL), 'manager', 'Marie Gestion');
  const member = await context.newPage();
  await member.goto('/accounts');
  const row = member.getByTestId('account-HKD');
  await expect(row).toContainText('HK$57,440.20');
  await expect(row).toContainText('Hong Kong Dollar');
  await picture(member, { path: `${SHOTS}/accounts-en-1366.png` });
  await member.getByRole('button', { name: 'Switch to Français' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Comptes' })).toBeVisible();
  // Canadian French: the group and the sign each after a no-break space.
  await expect(row).toContainText('57\u00a0440,20\u00a0$\u00a0HK');
  await expect(row).toContainText('Dollar de Hong Kong');
  await expect(member.getByTestId('account-CAD')).toContainText(/\d,\d{2}\u00a0\$(?!\u00a0)/);
  await picture(member, { path: `${SHOTS}/accounts-fr-1366.png` });
  await member.setViewportSize({ width: 390, height: 844 });
  await picture(member, { path: `${SHOTS}/accounts-fr-390.png` });
  await context.close();
});
