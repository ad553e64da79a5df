import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { picture } from './screens';

// The rate board for the window (issue 26): a manager's link on the Rates page, the public board it
// opens without a session, its refresh every minute, and the printed rate sheet.

const SHOTS = '/tmp/shots-board';
mkdirSync(SHOTS, { recursive: true });

async function send<T>(request: APIRequestContext, url: string, data: object, status = 201) {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

// A currency of this test's own, with rates against CAD nobody else changes (codes: 3 letters,
// so a code drawn may be taken by an earlier test of the run: another is drawn).
async function ownCurrency(request: APIRequestContext, name: string) {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let created: { code: string; id: string } | null = null;
  for (let attempt = 0; attempt < 20 && !created; attempt += 1) {
    const n = Math.floor(Math.random() * 26 * 26);
    const code = `Q${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}`;
    const res = await request.post('/api/currencies', {
      data: { code, name, symbol: 'Q', tier: 1, rounding_factor: '0.01', decimal_places: 2 },
    });
    if (res.status() === 409) continue;
    expect(res.status(), `/api/currencies: ${await res.text()}`).toBe(201);
    created = { code, id: ((await res.json()) as { id: string }).id };
  }
  if (!created) throw new Error('no free currency code in 20 draws');
  const { code } = created;
  const currency = { id: created.id };
  const currencies = (await (await request.get('/api/currencies?limit=100')).json()) as {
    rows: { id: string; code: string }[];
  };
  const cad = currencies.rows.find((c) => c.code === 'CAD')?.id ?? '';
  const rate = (buy_rate: string, sell_rate: string) =>
    send(request, '/api/currency-rates', {
      from_currency_id: currency.id,
      to_currency_id: cad,
      buy_rate,
      sell_rate,
    });
  return { code, rate };
}

// A browser with no session: what the screen at the window is.
async function anonymous(browser: Browser, viewport = { width: 1920, height: 1080 }) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport,
  });
  return context.newPage();
}

const boardRow = (page: Page, code: string) => page.getByRole('row', { name: code, exact: true });

test('a link made on the Rates page opens the board without a session, until it is revoked', async ({
  page,
  browser,
}) => {
  const { code, rate } = await ownCurrency(page.request, 'Board Mark');
  await rate('1.25', '1.3');
  const label = `Window ${code}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/rates');
  const card = page.getByRole('form', { name: 'New rate board link' });
  await card.getByLabel('Screen').fill(label);
  await card.getByRole('button', { name: 'Create link' }).click();
  const address = await page.getByLabel(`Address of the board for ${label}`).inputValue();
  expect(address).toMatch(/\/board\/[A-Za-z0-9_-]{43}$/);
  const links = page.getByRole('list', { name: 'Rate board links' });
  await expect(links.getByText(label)).toBeVisible();
  const cardRoot = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Rate board' }),
  });
  await cardRoot.scrollIntoViewIfNeeded();
  await picture(cardRoot, { path: `${SHOTS}/rates-card-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await picture(cardRoot, { path: `${SHOTS}/rates-card-390.png` });
  // The address is not shown again.
  await page.reload();
  await expect(links.getByText(label)).toBeVisible();
  await expect(page.getByLabel(`Address of the board for ${label}`)).toHaveCount(0);

  const board = await anonymous(browser);
  await board.goto(address);
  await expect(board.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(boardRow(board, code)).toContainText('Board Mark');
  // We buy 1.25 CAD; we sell at the inverse of CAD→code, which is 1 / (1 / 1.25): 1.25 too.
  await expect(boardRow(board, code).getByRole('cell').nth(1)).toHaveText('1.2500');
  await expect(boardRow(board, code).getByRole('cell').nth(2)).toHaveText('1.2500');
  // Flags are pictures (SVG), not emoji that Linux shows as empty boxes (issue 47).
  const usFlag = boardRow(board, 'USD').locator('img[data-flag="us"]');
  await expect(usFlag).toBeVisible();
  expect(await usFlag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(boardRow(board, code).locator('img')).toHaveCount(0);
  await expect(board.getByText(/^Last updated /)).toBeVisible();
  await picture(board, { path: `${SHOTS}/board-1920x1080.png` });
  await board.setViewportSize({ width: 1080, height: 1920 });
  await picture(board, { path: `${SHOTS}/board-1080x1920.png` });

  // Without a token, or with one that is not ours: refused.
  await board.goto('/board');
  await expect(board.getByRole('alert')).toContainText('This rate board link does not work');
  await board.goto('/board/not-a-real-token');
  await expect(board.getByRole('alert')).toContainText('This rate board link does not work');
  await expect(board.getByRole('table')).toHaveCount(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: `Revoke ${label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(links.getByRole('listitem').filter({ hasText: label })).toContainText('Revoked');
  await board.goto(address);
  await expect(board.getByRole('alert')).toContainText('This rate board link does not work');
  await expect(board.getByRole('table')).toHaveCount(0);
  await board.context().close();
});

test('the board refreshes by itself every minute and greys when it cannot', async ({
  page,
  browser,
}) => {
  const { code, rate } = await ownCurrency(page.request, 'Refresh Mark');
  await rate('2.1', '2.3');
  const { token } = await send<{ token: string }>(page.request, '/api/board-links', {
    label: `Refresh ${code}`,
  });

  const board = await anonymous(browser);
  await board.clock.install();
  await board.goto(`/board/${token}`);
  const buy = boardRow(board, code).getByRole('cell').nth(1);
  await expect(buy).toHaveText('2.1000');

  // A rate changes at the counter; within the minute the board shows it, never blanking.
  await rate('2.2345', '2.4');
  await board.clock.fastForward(61_000);
  await expect(buy).toHaveText('2.2345');
  await expect(board.getByRole('status')).toHaveCount(0);

  // The server cannot answer: the board keeps the last rates, greyed, and says so.
  await board.route('**/api/board/**', (route) =>
    route.fulfill({ status: 503, json: { error: 'Down', code: 'unavailable' } }),
  );
  await board.clock.fastForward(61_000);
  // Its two retries, a few seconds apart.
  await board.clock.fastForward(10_000);
  await expect(board.getByRole('status')).toHaveText('Rates are being updated');
  await expect(board.getByRole('main')).toHaveAttribute('data-stale', 'true');
  await expect(buy).toHaveText('2.2345');
  await picture(board, { path: `${SHOTS}/board-stale-1920x1080.png` });

  await board.unroute('**/api/board/**');
  await board.clock.fastForward(61_000);
  await expect(board.getByRole('status')).toHaveCount(0);
  await expect(board.getByRole('main')).not.toHaveAttribute('data-stale', 'true');
  await board.context().close();
});

test('Rates prints a rate sheet of the same rates on one A4 page', async ({ page }) => {
  const { code, rate } = await ownCurrency(page.request, 'Sheet Mark');
  await rate('0.0123', '0.0135');
  await page.goto('/rates');
  await page.getByRole('link', { name: 'Print rate sheet' }).click();
  await expect(page).toHaveURL(/\/rates\/sheet$/);
  const sheet = page.getByRole('article', { name: 'Rate sheet' });
  const row = sheet.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Sheet Mark');
  await expect(row.getByRole('cell').nth(0)).toHaveText('0.01230');
  await expect(row.getByRole('cell').nth(1)).toHaveText('0.01230');
  await expect(sheet.getByText(/^Rates as of /)).toBeVisible();

  // The Print button asks the browser to print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // On paper: the sheet alone, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to rates' })).toBeHidden();
  await expect(row).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${SHOTS}/rate-sheet.pdf`, pdf);
  const text = pdf.toString('latin1');
  expect(text.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  // A4 is 595 × 842 points.
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([595, 842]);
  await picture(page, { path: `${SHOTS}/rate-sheet-print.png`, fullPage: true });
});
