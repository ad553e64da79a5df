import { expect, test, type Page } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { ok } from './api';
import { ownMember } from './staff';
import { toast } from './toasts';

// Issue 47: a till's count has a hundred quantities; a teller reaches another currency in a key
// or two. Enter goes on to the next currency, Alt+Page Down and Alt+Page Up jump between
// currencies, the currency links go straight to one, Ctrl+Enter submits. The close lists first
// the currencies the till was counted with (never what it holds), the others one click away.

const quantities = (page: Page, code: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${code} \\S+ quantity$`) });

test('a teller moves through a count by currency with the keyboard', async ({
  browser,
  baseURL,
  page: owner,
}) => {
  const stamp = Date.now().toString(36);
  const tillName = `Keys ${stamp}`;
  await ok(
    owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: tillName } }),
  );
  const context = await ownMember(browser, String(baseURL), 'teller', `Kim Keys${stamp}`);
  const t = await context.newPage();
  try {
    await t.goto('/tills');
    await t
      .getByTestId(`till-${tillName}`)
      .getByRole('link', { name: 'Open', exact: true })
      .click();
    await expect(t.getByRole('heading', { name: `Open ${tillName}` })).toBeVisible();

    // A teller never learns what the till holds: the opening lists every currency, in order.
    const links = t.getByRole('navigation', { name: 'Currencies to count' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const codes = await links.allTextContents();
    expect(codes.length).toBeGreaterThan(3);
    const [first = '', second = '', third = ''] = codes;
    await expect(quantities(t, first).first()).toBeFocused();

    // Enter: the next currency's first quantity, in one key, whatever the first had to count.
    await t.keyboard.type('2');
    await t.keyboard.press('Enter');
    await expect(quantities(t, second).first()).toBeFocused();
    await t.keyboard.type('1');
    // Alt+Page Down and Alt+Page Up: the next and the previous currency.
    await t.keyboard.press('Alt+PageDown');
    await expect(quantities(t, third).first()).toBeFocused();
    await t.keyboard.press('Alt+PageUp');
    await t.keyboard.press('Alt+PageUp');
    await expect(quantities(t, first).first()).toBeFocused();
    // A currency's link: straight to its first quantity.
    await links.filter({ hasText: third }).click();
    await expect(quantities(t, third).first()).toBeFocused();
    // Enter in the last currency: the Open Till button, which Enter presses.
    await quantities(t, codes.at(-1) ?? '')
      .last()
      .focus();
    await t.keyboard.press('Enter');
    await expect(t.getByRole('button', { name: 'Open Till' })).toBeFocused();

    // Ctrl+Enter submits from a quantity.
    await quantities(t, second).first().focus();
    await t.keyboard.press('Control+Enter');
    await expect(toast(t, `${tillName} is open`)).toContainText('Success');
    await expect(t.getByTestId(`opening-${second}`)).toBeVisible();

    // The close lists the currencies of the opening count first, the rest behind a button.
    await t.goto('/tills');
    await t.getByTestId(`till-${tillName}`).getByRole('link', { name: 'Close' }).click();
    const listed = codes.filter((code) => [first, second, 'CAD'].includes(code));
    await expect(
      t.getByRole('navigation', { name: 'Currencies to count' }).getByRole('link'),
    ).toHaveText(listed);
    await expect(t.getByTestId(`count-${codes.find((c) => !listed.includes(c))}`)).toHaveCount(0);
    const form = t.getByRole('form', { name: 'Count' });
    await expect(form).not.toContainText(/expected/i);
    // Enter from the last listed currency reaches Show all currencies; pressing it lists the
    // others and goes on to the first of them.
    await quantities(t, listed.at(-1) ?? '')
      .first()
      .focus();
    await t.keyboard.press('Enter');
    const showAll = t.getByRole('button', { name: 'Show all currencies' });
    await expect(showAll).toBeFocused();
    await t.keyboard.press('Enter');
    await expect(showAll).toHaveCount(0);
    const after = await t
      .getByRole('navigation', { name: 'Currencies to count' })
      .getByRole('link')
      .allTextContents();
    expect(after.slice(0, listed.length)).toEqual(listed);
    expect(after.length).toBe(codes.length);
    await expect(quantities(t, after[listed.length] ?? '').first()).toBeFocused();
  } finally {
    await context.close();
  }
});
