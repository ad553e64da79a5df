import { writeFile } from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { units } from './ledger';
import { expectNoSideScroll } from './layout';
import { chooseOption } from './select';
import { approve } from './staff';
import { toast } from './toasts';

// The manager's and the owner's screens of the cash day (docs/decisions/0036). Each test works
// in a branch of its own, so closing its day never stops the other specs booking at Main.

const SHOTS = '/tmp/shots-d';
const WIDTHS = [1366, 390] as const;

async function send<T>(request: APIRequestContext, url: string, data: object, status = 201) {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

async function get<T>(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

// A member signed up in a browser of their own and approved by the owner with this role.
async function member(browser: Browser, baseURL: string, role: string, name: string) {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@day.test`;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name },
    headers: { origin: baseURL },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await approve(baseURL, email, role);
  return context;
}

type Location = { id: string; kind: string; name: string };
type Branch = { id: string; name: string; locations: Location[] };
type Currency = { id: string; code: string };
type Denomination = { currency_id: string; value: string; is_active: boolean };

// An amount counted note by note, largest first (exact integers of 10^-18, no float).
function countOf(amount: string, values: string[]) {
  let left = units(amount);
  const lines = [];
  for (const value of [...values].sort((a, b) => (units(b) > units(a) ? 1 : -1))) {
    const quantity = left / units(value);
    if (quantity > 0n) lines.push({ value, quantity: Number(quantity) });
    left -= quantity * units(value);
  }
  expect(left, `${amount} cannot be counted with ${values.join(', ')}`).toBe(0n);
  return lines;
}

const cell = (row: Locator, figure: string) => row.locator(`[data-figure="${figure}"]`);

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a manager closes the branch’s day once its till is closed; the Z report shows the day and prints on A4', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const contexts: BrowserContext[] = [];
  try {
    // A branch with its till; a float carried from its vault into the till.
    const branch = await send<Branch>(owner.request, '/api/branches', {
      name: `Harbour ${tag}`,
      address: '2 Bay St, Toronto ON',
    });
    const vault = branch.locations.find((l) => l.kind === 'vault');
    if (!vault) throw new Error('the branch has no vault');
    const tillName = `Desk ${tag}`;
    const till = await send<Location>(owner.request, `/api/branches/${branch.id}/tills`, {
      name: tillName,
    });
    const tellerContext = await member(browser, String(baseURL), 'teller', `Tia Till ${tag}`);
    const managerContext = await member(browser, String(baseURL), 'manager', `Max Day ${tag}`);
    contexts.push(tellerContext, managerContext);
    const teller = tellerContext.request;

    const { rows: currencies } = await get<{ rows: Currency[] }>(owner.request, '/api/currencies');
    const id = (code: string) => {
      const found = currencies.find((c) => c.code === code);
      if (!found) throw new Error(`no ${code}`);
      return found.id;
    };
    const { rows: denominations } = await get<{ rows: Denomination[] }>(
      owner.request,
      '/api/denominations',
    );
    const valuesOf = (code: string) =>
      denominations.filter((d) => d.currency_id === id(code)).map((d) => d.value);

    const session = await send<{ id: string }>(teller, `/api/tills/${till.id}/open`, {
      counts: [],
    });
    for (const [code, amount] of [
      ['CAD', '500'],
      ['USD', '200'],
    ] as const) {
      await send(owner.request, '/api/cash-transfers', {
        from_location_id: vault.id,
        to_location_id: till.id,
        currency_id: id(code),
        amount,
      });
    }
    // A customer hands over 100 CAD in cash and is paid out in USD at the table's rate.
    const customer = await send<{ id: string }>(owner.request, '/api/customers', {
      first_name: 'Dora',
      last_name: `Day${tag}`,
      email: `dora-${tag.toLowerCase()}@day.test`,
    });
    const exchange = await send<{ transactions: { from_amount: string; to_amount: string }[] }>(
      teller,
      '/api/transactions',
      {
        customer_id: customer.id,
        pairs: [{ from_currency_id: id('CAD'), to_currency_id: id('USD'), amount: '100' }],
      },
    );
    const sold = exchange.transactions[0]?.to_amount ?? '';
    expect(exchange.transactions[0]?.from_amount).toMatch(/^100(\.0+)?$/);
    const usdLeft = (units('200') - units(sold)) / 10n ** 16n;
    const usdLeftText = `${usdLeft / 100n}.${String(usdLeft % 100n).padStart(2, '0')}`;

    // The manager's screen while the till is open: the day cannot close, and says why.
    const manager = await managerContext.newPage();
    await manager.setViewportSize({ width: 1366, height: 900 });
    await manager.goto(`/day?branch=${branch.id}`);
    await expect(manager.getByRole('heading', { name: 'Business Day', level: 1 })).toBeVisible();
    await expect(manager.getByTestId(`session-${tillName}`)).toContainText('Open');
    const closeDay = manager.getByRole('button', { name: 'Close the Day' });
    await expect(closeDay).toBeDisabled();
    await expect(manager.getByText(`Close every till first: ${tillName} (open`)).toBeVisible();
    await expect(manager.getByTestId('z-status')).toContainText('Provisional');
    await shoot(manager, 'day-open');

    // The teller's blind close is 5.00 CAD short; the manager signs the variance off.
    const closed = await send<{ status: string }>(
      teller,
      `/api/till-sessions/${session.id}/close`,
      {
        counts: [
          { currency_id: id('CAD'), lines: countOf('595', valuesOf('CAD')) },
          { currency_id: id('USD'), lines: countOf(usdLeftText, valuesOf('USD')) },
        ],
      },
      200,
    );
    expect(closed.status).toBe('awaiting_signoff');
    await manager.reload();
    await expect(manager.getByText(`${tillName} (awaiting sign-off`)).toBeVisible();
    await send(
      managerContext.request,
      `/api/till-sessions/${session.id}/sign-off`,
      { reason: 'Counted twice: 5.00 CAD short' },
      200,
    );

    // Now the day closes, after a confirmation.
    await manager.reload();
    await expect(manager.getByTestId(`session-${tillName}`)).toContainText('Closed');
    await expect(manager.getByTestId(`session-${tillName}`)).toContainText(
      `Signed off by Max Day ${tag}`,
    );
    await expect(closeDay).toBeEnabled();
    await closeDay.click();
    const confirm = manager.getByRole('alertdialog');
    await expect(confirm).toContainText(`Close Harbour ${tag}'s day of`);
    await confirm.getByRole('button', { name: 'Close the Day' }).click();
    await expect(toast(manager, `Harbour ${tag}'s day of`)).toContainText('Success');
    await expect(manager.getByTestId('day-status')).toHaveText('Closed');
    await expect(closeDay).toHaveCount(0);
    await expect(manager.getByTestId('z-status')).toContainText(`Day closed by Max Day ${tag}`);

    // The Z report: the till's day per currency, and the branch's totals.
    const expectLine = async (row: Locator, figures: Record<string, string>) => {
      await expect(row).toBeVisible();
      for (const [figure, text] of Object.entries(figures)) {
        await expect(cell(row, figure), figure).toHaveText(text);
      }
    };
    const cad = {
      opening: '0.00',
      bought: '100.00',
      sold: '0.00',
      transfers: '500.00',
      expected: '600.00',
      counted: '595.00',
      over_short: '-5.00',
      cad_value: '-5.00',
    };
    const usd = {
      opening: '0.00',
      bought: '0.00',
      sold: Number(sold).toFixed(2),
      transfers: '200.00',
      expected: usdLeftText,
      counted: usdLeftText,
      over_short: '0.00',
    };
    await expectLine(manager.getByTestId(`z-${tillName}-CAD`), cad);
    await expectLine(manager.getByTestId(`z-${tillName}-USD`), usd);
    await expectLine(manager.getByTestId('z-total-CAD'), cad);
    await expectLine(manager.getByTestId('z-total-USD'), usd);
    await expect(manager.getByTestId('z-over-short-cad')).toHaveText('-5.00');
    await shoot(manager, 'day-closed');

    // The figures equal the server's Z report, and its CSV downloads from the page's link.
    const csvLink = manager.getByRole('link', { name: 'Download CSV' });
    const csv = await manager.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(tillName);

    // Printed: the Z report alone on a landscape A4 sheet, with its figures.
    await manager.emulateMedia({ media: 'print' });
    await expect(manager.getByRole('navigation').first()).toBeHidden();
    await expect(manager.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(manager.getByRole('heading', { name: 'Day State' })).toBeHidden();
    await expect(manager.getByRole('heading', { name: `Z Report — Harbour ${tag}` })).toBeVisible();
    await expectLine(manager.getByTestId(`z-${tillName}-CAD`), cad);
    await expectLine(manager.getByTestId('z-total-USD'), usd);
    await manager.screenshot({ path: `${SHOTS}/day-print.png`, fullPage: true });
    const pdf = await manager.pdf({ preferCSSPageSize: true, printBackground: true });
    await writeFile(`${SHOTS}/z-report.pdf`, pdf);
    await manager.emulateMedia({ media: 'screen' });
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
    // A4 landscape: 297 × 210 mm in points.
    expect(Math.round(Number(box?.[1]))).toBe(842);
    expect(Math.round(Number(box?.[2]))).toBe(595);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('the owner adds a till, renames and deactivates it, adds a denomination and sets the tolerance', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const branch = await send<Branch>(page.request, '/api/branches', { name: `Kiosk ${tag}` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: `Kiosk ${tag}` });
  await expect(section.getByTestId('location-Vault')).toBeVisible();

  // A till, added, renamed and deactivated.
  await section.getByLabel('New Till').fill(`Window ${tag}`);
  await section.getByRole('button', { name: 'Add Till' }).click();
  await expect(toast(page, `Till Window ${tag} added`)).toContainText('Success');
  const row = section.getByTestId(`location-Window ${tag}`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: `Rename Window ${tag}` });
  await dialog.getByLabel('Till Name').fill(`Hatch ${tag}`);
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  const renamed = section.getByTestId(`location-Hatch ${tag}`);
  await expect(renamed).toBeVisible();
  await renamed.getByRole('switch', { name: `Hatch ${tag} active` }).click();
  await expect(renamed).toContainText('Inactive');
  const stored = await get<{ rows: Branch[] }>(page.request, '/api/branches');
  const tills = stored.rows
    .find((b) => b.id === branch.id)
    ?.locations.filter((l) => l.kind === 'till');
  expect(tills).toEqual([expect.objectContaining({ name: `Hatch ${tag}`, is_active: false })]);

  // A denomination of a currency of this test's own (codes are 3 letters).
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = Date.now();
  const code = `Z${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}`;
  const currency = await send<{ id: string }>(page.request, '/api/currencies', {
    code,
    name: `Day Mark ${code}`,
    symbol: 'D',
    tier: 3,
    rounding_factor: '0.01',
    decimal_places: 2,
  });
  await page.reload();
  const counts = page.getByRole('form', { name: /Add a .* denomination/ });
  await chooseOption(page, page.getByLabel('Denominations of'), `${code} - Day Mark ${code}`);
  await expect(page.getByText(`No ${code} denominations yet`)).toBeVisible();
  await counts.getByLabel('Value').fill('0');
  await counts.getByRole('button', { name: 'Add Denomination' }).click();
  await expect(counts.getByRole('alert')).toBeVisible();
  await counts.getByLabel('Value').fill('25');
  await counts.getByRole('button', { name: 'Add Denomination' }).click();
  await expect(toast(page, `25 ${code} added`)).toContainText('Success');
  await expect(page.locator(`[data-testid^="denomination-${code}-"]`)).toContainText('Note');
  const { rows } = await get<{ rows: Denomination[] }>(page.request, '/api/denominations');
  expect(rows.filter((d) => d.currency_id === currency.id)).toEqual([
    expect.objectContaining({ kind: 'note', is_active: true }),
  ]);

  // The till variance tolerance. Other specs close tills with a variance of whole dollars at
  // the same time: a cent keeps their outcome, and the default is put back at the end.
  const tolerance = page.getByRole('form', { name: 'Till variance tolerance' });
  await tolerance.getByLabel('Till variance tolerance (CAD)').fill('-1');
  await tolerance.getByRole('button', { name: 'Save Tolerance' }).click();
  await expect(tolerance.getByRole('alert')).toBeVisible();
  await tolerance.getByLabel('Till variance tolerance (CAD)').fill('0.01');
  await tolerance.getByRole('button', { name: 'Save Tolerance' }).click();
  await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
  try {
    const settings = await get<{ rows: { key: string; value: unknown }[] }>(
      page.request,
      '/api/settings',
    );
    expect(settings.rows.find((s) => s.key === 'till_variance_tolerance')?.value).toEqual({
      amount: '0.01',
    });
    await shoot(page, 'settings');
  } finally {
    const reset = await page.request.put('/api/settings/till_variance_tolerance', {
      data: { value: { amount: '0' } },
    });
    expect(reset.status()).toBe(200);
  }
});

test('accounts open to their split by location; the dashboard shows the tills and the day', async ({
  page,
}) => {
  // Cash in the Main vault (an adjustment lands there), so CAD has a location to show.
  const before = await get<{ rows: { id: string; currency: { code: string } }[] }>(
    page.request,
    '/api/accounts',
  );
  const cadAccount = before.rows.find((a) => a.currency.code === 'CAD');
  await send(page.request, `/api/accounts/${cadAccount?.id}/adjustments`, {
    direction: 'increase',
    amount: '10',
    note: 'Accounts by location',
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/accounts');
  const row = page.getByTestId('account-CAD');
  const disclosure = row.getByRole('button', { name: 'CAD by location' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const split = page.getByRole('list', { name: 'CAD by location' });
  await expect(split).toBeVisible();
  const { rows } = await get<{
    rows: { balance: string; currency: { code: string }; locations: { balance: string }[] }[];
  }>(page.request, '/api/accounts');
  const account = rows.find((a) => a.currency.code === 'CAD');
  expect(account?.locations.length).toBeGreaterThan(0);
  await expect(split.getByRole('listitem')).toHaveCount(account?.locations.length ?? -1);
  await expect(split.getByTestId('location-balance-Vault').first()).toBeVisible();
  await shoot(page, 'accounts');

  await page.goto('/');
  await expect(page.getByTestId('card-tills')).toContainText(/\d+ of \d+ open/);
  await expect(page.getByTestId('card-day')).toContainText(/Open|Closed/);
  await shoot(page, 'dashboard');

  await page.goto('/reports?tab=daily');
  await page.getByLabel('Location').click();
  await page.getByRole('option', { name: 'Counter 1', exact: true }).click();
  await expect(page).toHaveURL(/location=/);
  await expect(
    page.getByRole('heading', { name: /Daily position — .* — (Main, )?Counter 1$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('daily-position')).toBeVisible();
  await shoot(page, 'position');
});
