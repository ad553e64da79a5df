import { writeFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Locator } from '@playwright/test';
import {
  SHOTS,
  send,
  get,
  member,
  countOf,
  cell,
  shoot,
  type Location,
  type Branch,
  type Currency,
  type Denomination,
} from './cash-day';
import { units } from './ledger';
import { PREMADE, premadeMember } from './staff';
import { toast } from './toasts';
import { picture } from './screens';

// The manager's and the owner's screens of the cash day (docs/decisions/0036). Each test works
// in a branch of its own, so closing its day never stops the other specs booking at Main.

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
    // A teller of their own, who opens this branch's till; the run's pre-made manager.
    const tellerContext = await member(browser, String(baseURL), 'teller', `Tia Till ${tag}`);
    const managerContext = await premadeMember(browser, String(baseURL), 'manager');
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
      `Signed off by ${PREMADE.manager.name}`,
    );
    await expect(closeDay).toBeEnabled();
    await closeDay.click();
    const confirm = manager.getByRole('alertdialog');
    await expect(confirm).toContainText(`Close Harbour ${tag}'s day of`);
    await confirm.getByRole('button', { name: 'Close the Day' }).click();
    await expect(toast(manager, `Harbour ${tag}'s day of`)).toContainText('Success');
    await expect(manager.getByTestId('day-status')).toHaveText('Closed');
    await expect(closeDay).toHaveCount(0);
    await expect(manager.getByTestId('z-status')).toContainText(
      `Day closed by ${PREMADE.manager.name}`,
    );

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
    await picture(manager, { path: `${SHOTS}/day-print.png`, fullPage: true });
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
