// A teller's day at a till, from the opening count to a manager's sign-off; a till's float and
// spot counts are in tills-float-and-spot-count.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { ok } from './api';
import { expectNoSideScroll } from './layout';
import { units } from './ledger';
import { chooseOption } from './select';
import { premadeMember } from './staff';
import { accountId, member, SHOTS } from './tills';
import { toast } from './toasts';
import { picture } from './screens';

// A teller's whole day on the screens (docs/decisions/0036): open a till by counting its float,
// an exchange beside the till panel, a blind close that comes out 5.00 CAD short, and a
// manager's sign-off. The data around the flow (staff, a till, cash in the vault, a customer)
// is made through the API.

const WIDTHS = [1366, 390] as const;

// Screenshots of the screen as it is, wide and narrow, named after it; nothing is wider than a
// narrow window. A long page (the count) is taken as the window shows it.
async function shoot(page: Page, name: string, fullPage = true) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (width < 640) await expectNoSideScroll(page);
    await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size);
}

const CAD_VALUES = ['100', '50', '20', '10', '5', '2', '1', '0.25', '0.1', '0.05'];
const CAD_LABELS: Record<string, string> = { '0.1': '0.10' };

// An amount of CAD as notes and coins, largest first (what a teller would count).
function cadNotes(amount: bigint): { label: string; quantity: number }[] {
  let left = amount;
  const lines: { label: string; quantity: number }[] = [];
  for (const value of CAD_VALUES) {
    const each = units(value);
    const quantity = left / each;
    if (quantity > 0n)
      lines.push({ label: CAD_LABELS[value] ?? value, quantity: Number(quantity) });
    left -= quantity * each;
  }
  expect(left, 'the amount is a multiple of 0.05 CAD').toBe(0n);
  return lines;
}

function decimalText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 10n ** 18n;
  const cents = (abs % 10n ** 18n) / 10n ** 16n;
  return `${negative ? '-' : ''}${whole.toLocaleString('en-US')}.${cents.toString().padStart(2, '0')}`;
}

test('a teller opens a till by count, books beside the till panel, closes blind; a manager signs off', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const app = String(baseURL);
  const stamp = Date.now().toString(36).toUpperCase();
  const tillName = `Counter ${stamp}`;
  await ok(
    owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: tillName } }),
  );
  // Cash in the vault for the manager to hand the till (an adjustment lands in the vault).
  await ok(
    owner.request.post(`/api/accounts/${await accountId(owner.request, 'CAD')}/adjustments`, {
      data: { direction: 'increase', amount: '1000', note: 'Vault float' },
    }),
  );
  const customer = await ok<{ id: string }>(
    owner.request.post('/api/customers', {
      data: { first_name: 'Till', last_name: stamp, email: `till-${stamp}@example.com` },
    }),
  );
  // A teller of their own (no till yet, then their own till's session); the run's manager.
  const teller = await member(browser, app, `Tia Teller${stamp}`, 'teller');
  const managerContext = await premadeMember(browser, app, 'manager');
  const manager = { context: managerContext, page: await managerContext.newPage() };
  const t = teller.page;
  const m = manager.page;
  try {
    // No till yet: the navigation bar says so, and the exchange screen sends the teller to open one.
    await t.setViewportSize({ width: 1366, height: 900 });
    await t.goto(`/exchange?customerId=${customer.id}&fromCurrency=USD&toCurrency=CAD`);
    await expect(t.getByTestId('till-indicator')).toHaveText('No till open');
    const panel = t.getByTestId('till-panel');
    await expect(panel).toContainText('Open your till before booking an exchange');
    await shoot(t, 'exchange-no-till');
    await panel.getByRole('link', { name: 'Open a Till' }).click();
    await expect(t).toHaveURL(/\/tills$/);

    // The Tills page: the new till is closed; Open leads to the count.
    const row = t.getByTestId(`till-${tillName}`);
    await expect(row).toContainText('Closed');
    await shoot(t, 'tills-teller');
    await row.getByRole('link', { name: 'Open', exact: true }).click();
    await expect(t.getByRole('heading', { name: `Open ${tillName}` })).toBeVisible();

    // The count: typed with the keyboard, subtotals and totals follow every keystroke.
    const usd100 = t.getByLabel('USD 100 quantity', { exact: true });
    await expect(t.getByLabel('CAD 100 quantity', { exact: true })).toBeFocused();
    await usd100.fill('1');
    await t.keyboard.press('Tab');
    await expect(t.getByLabel('USD 50 quantity', { exact: true })).toBeFocused();
    await t.keyboard.type('1.5');
    await expect(t.getByTestId('count-USD')).toContainText(
      'Each USD quantity must be a whole number',
    );
    // Enter goes on to the next currency; Ctrl+Enter submits (issue 47).
    await t.keyboard.press('Control+Enter');
    await expect(t.getByText('Fix the count of USD first')).toBeVisible();
    await t.keyboard.press('Backspace');
    await t.keyboard.press('Backspace');
    await t.keyboard.press('Backspace');
    await expect(t.getByTestId('subtotal-USD-100')).toHaveText('100.00');
    await expect(t.getByTestId('total-USD')).toHaveText('100.00 USD');
    await expect(t.getByTestId('count-USD')).not.toContainText('whole number');
    await shoot(t, 'count-open', false);
    await t.keyboard.press('Control+Enter');

    // Opened: the opening count beside what the till held (nothing, a new till).
    await expect(toast(t, `${tillName} is open`)).toContainText('Success');
    await expect(t.getByTestId('session-outcome')).toContainText('Open');
    const opening = t.getByTestId('opening-USD');
    await expect(opening).toContainText('0.00 USD');
    await expect(opening).toContainText('+100.00 USD');
    await expect(t.getByTestId('till-indicator')).toHaveText(tillName);
    const sessionUrl = t.url();
    const sessionId = sessionUrl.split('/').pop() ?? '';
    await shoot(t, 'session-open');

    // The manager hands the till 500.00 CAD from the vault.
    await m.setViewportSize({ width: 1366, height: 900 });
    await m.goto('/tills');
    await expect(m.getByTestId(`till-${tillName}`)).toContainText('Open');
    await expect(m.getByTestId(`till-${tillName}`)).toContainText('100.00 USD');
    // The till's own Transfer, so the dialog is its branch's: the page's Transfer opens the
    // branch of the first till listed, which another spec's new branch may be at that moment.
    await m
      .getByTestId(`till-${tillName}`)
      .getByRole('button', { name: 'Transfer', exact: true })
      .click();
    const dialog = m.getByRole('dialog', { name: 'Transfer Cash' });
    await chooseOption(m, dialog.getByLabel('From'), 'Vault');
    await chooseOption(m, dialog.getByLabel('To'), tillName);
    await chooseOption(m, dialog.getByLabel('Currency'), 'CAD - Canadian Dollar');
    await dialog.getByLabel('Amount').fill('500');
    await dialog.getByLabel('Note (optional)').fill('Morning float');
    await shoot(m, 'transfer-dialog');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(
      toast(m, `500.00 CAD handed from Vault to ${tillName}: it is received once counted there`),
    ).toContainText('Success');
    await expect(m.getByTestId(`till-${tillName}`)).toContainText('500.00 CAD');

    // The exchange screen: the teller's till by name only, counted blind (a manager sees what
    // it holds, on the Tills page).
    await t.goto(`/exchange?customerId=${customer.id}&fromCurrency=USD&toCurrency=CAD`);
    await expect(panel).toContainText(`Till: ${tillName}`);
    await expect(panel).toContainText(
      `${tillName} is counted blind: what it holds shows after your count.`,
    );
    await expect(panel.getByTestId(/^till-holds-/)).toHaveCount(0);
    await shoot(t, 'exchange-till-panel');
    await t.getByLabel('Amount', { exact: true }).fill('100');
    await t.getByRole('button', { name: 'Complete Exchange' }).click();
    await expect(toast(t, '1 exchange transaction(s) completed successfully')).toContainText(
      'Success',
    );
    await t.keyboard.press('Escape');
    await m.reload();
    await expect(m.getByTestId(`till-${tillName}`)).toContainText('200.00 USD');

    // What the till holds now, as the ledger says (a manager's view): the close counts 5.00
    // CAD less.
    const tills = await ok<{
      rows: { name: string; balances: { code: string; balance: string }[] }[];
    }>(m.request.get('/api/tills'));
    const held = tills.rows.find((row) => row.name === tillName)?.balances ?? [];
    const cadHeld = units(held.find((b) => b.code === 'CAD')?.balance ?? '0');
    expect(units(held.find((b) => b.code === 'USD')?.balance ?? '0')).toBe(units('200'));
    const cadCounted = cadHeld - units('5');

    // The blind close: nothing expected on the screen, only the count.
    await t.goto('/tills');
    await t.getByTestId(`till-${tillName}`).getByRole('link', { name: 'Close' }).click();
    await expect(t.getByRole('heading', { name: `Close ${tillName}` })).toBeVisible();
    const form = t.getByRole('form', { name: 'Count' });
    await expect(form).not.toContainText(/expected/i);
    await expect(form).not.toContainText(decimalText(cadHeld));
    await t.getByLabel('USD 100 quantity', { exact: true }).fill('2');
    for (const line of cadNotes(cadCounted)) {
      await t.getByLabel(`CAD ${line.label} quantity`, { exact: true }).fill(String(line.quantity));
    }
    await expect(t.getByTestId('total-CAD')).toHaveText(`${decimalText(cadCounted)} CAD`);
    await shoot(t, 'count-close', false);
    await t.getByRole('button', { name: 'Submit Count' }).click();

    // After the count: expected, counted and the variance; beyond the tolerance (0) it waits.
    await expect(t).toHaveURL(sessionUrl);
    const outcome = t.getByTestId('session-outcome');
    await expect(outcome).toContainText("Waiting for a manager's sign-off");
    const cad = t.getByTestId('closing-CAD');
    await expect(cad).toContainText(`${decimalText(cadHeld)} CAD`);
    await expect(cad).toContainText(`${decimalText(cadCounted)} CAD`);
    await expect(cad).toContainText('-5.00 CAD');
    await expect(t.getByTestId('closing-USD')).toContainText('0.00 USD');
    await expect(t.getByRole('link', { name: 'Recount' })).toBeVisible();
    await expect(t.getByRole('button', { name: 'Sign Off' })).toHaveCount(0);
    await expect(t.getByTestId('till-indicator')).toHaveText(`${tillName} (counted)`);
    await shoot(t, 'session-awaiting');

    // The manager signs off with a reason: the session is closed.
    await m.goto(`/till-sessions/${sessionId}`);
    await expect(m.getByTestId('closing-CAD')).toContainText('-5.00 CAD');
    await m.getByRole('button', { name: 'Sign Off' }).click();
    const signOff = m.getByRole('dialog', { name: `Sign Off ${tillName}` });
    await signOff.getByRole('button', { name: 'Sign Off' }).click();
    await expect(signOff.getByText('A reason is required')).toBeVisible();
    await signOff.getByLabel('Reason').fill('Short 5.00 CAD: a coin roll miscounted');
    await signOff.getByRole('button', { name: 'Sign Off' }).click();
    await expect(toast(m, `${tillName} is signed off`)).toContainText('Success');
    await expect(m.getByTestId('session-outcome')).toContainText('Closed');
    await expect(m.getByTestId('session-outcome')).toContainText(
      'Short 5.00 CAD: a coin roll miscounted',
    );
    await expect(m.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await shoot(m, 'session-signed-off');

    // The day's history lists the session with its variance; the teller has no till open.
    await m.goto('/tills');
    const history = m.getByTestId(`session-${sessionId}`);
    await expect(history).toContainText(tillName);
    await expect(history).toContainText('-5.00 CAD');
    await shoot(m, 'tills-manager');
    await t.goto('/tills');
    await expect(t.getByTestId('till-indicator')).toHaveText('No till open');
    await expect(t.getByTestId(`till-${tillName}`)).toContainText('Closed');
  } finally {
    await teller.context.close();
    await manager.context.close();
  }
});
