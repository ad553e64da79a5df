import { expect, test, type Locator, type Page } from '@playwright/test';
import { customerOnFile } from './customers';

test('dialogs open with their first field focused', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  const customer = page.getByRole('dialog', { name: 'Add New Customer' });
  await expect(customer.getByLabel('First Name')).toBeFocused();
  await customer.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New' }).click();
  await page.getByRole('menuitem', { name: 'New Company' }).click();
  const company = page.getByRole('dialog', { name: 'Add New Company' });
  await expect(company.getByLabel('Company Name')).toBeFocused();
  await company.getByRole('button', { name: 'Cancel' }).click();

  // The first field of the rate form is a currency choice.
  await page.goto('/rates');
  await page.getByRole('button', { name: 'Add Rate' }).click();
  const rate = page.getByRole('dialog', { name: 'Add Currency Rate' });
  await expect(rate.getByLabel('From Currency')).toBeFocused();
  await rate.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/currencies');
  await page.getByRole('button', { name: 'Add Currency' }).click();
  const currency = page.getByRole('dialog', { name: 'Add New Currency' });
  await expect(currency.getByLabel('Code *')).toBeFocused();
  await currency.getByRole('button', { name: 'Cancel' }).click();
  // Editing, the code cannot change: the first field that can is the symbol.
  await page.getByRole('button', { name: 'Edit USD' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit Currency' }).getByLabel('Symbol *'),
  ).toBeFocused();
});

// Tab and Shift+Tab stay inside an open dialog (WCAG 2.4.3); Escape closes it and puts focus
// back where it was, on the control that opened it. Each key goes round the dialog's tabbable
// controls once and two more, so it has wrapped at both ends.
async function expectTrapped(page: Page, dialog: Locator) {
  const tabbable = await dialog.evaluate(
    (box) =>
      Array.from(
        box.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0).length,
  );
  expect(tabbable).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < tabbable + 2; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((box) => box.contains(document.activeElement));
      expect(inside, `${key} ×${i + 1} left the dialog`).toBe(true);
    }
  }
}

async function expectClosedBackOn(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('the main dialogs keep the keyboard inside and give focus back when closed', () => {
  test('New Customer and New Company, from the New menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // From the New menu: focus comes back to the menu's button.
    const newMenu = page.getByRole('button', { name: 'New', exact: true });
    for (const [item, name] of [
      ['New Customer', 'Add New Customer'],
      ['New Company', 'Add New Company'],
    ]) {
      await newMenu.click();
      await page.getByRole('menuitem', { name: item }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expectTrapped(page, dialog);
      await expectClosedBackOn(page, dialog, newMenu);
    }
  });

  test('the command palette, opened from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await expectTrapped(page, palette);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('Add Rate', async ({ page }) => {
    await page.goto('/rates');
    const addRate = page.getByRole('button', { name: 'Add Rate' });
    await addRate.click();
    const rate = page.getByRole('dialog', { name: 'Add Currency Rate' });
    await expect(rate).toBeVisible();
    await expectTrapped(page, rate);
    await expectClosedBackOn(page, rate, addRate);
  });

  test("a receipt, from a booked exchange's page", async ({ page }) => {
    const id = await customerOnFile(page.request, {
      first_name: 'Fay',
      last_name: `Focus${Date.now()}`,
    });
    const { rows: currencies } = (await (await page.request.get('/api/currencies')).json()) as {
      rows: { id: string; code: string }[];
    };
    const currency = (code: string) => currencies.find((c) => c.code === code)?.id;
    const booked = await page.request.post('/api/transactions', {
      data: {
        customer_id: id,
        pairs: [
          { from_currency_id: currency('USD'), to_currency_id: currency('CAD'), amount: '40' },
        ],
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { transactions } = (await booked.json()) as { transactions: { id: string }[] };
    await page.goto(`/transactions/${transactions[0]?.id}`);
    const view = page.getByRole('button', { name: 'View Receipt' });
    await view.click();
    const receipt = page.getByRole('dialog');
    await expect(receipt).toBeVisible();
    await expectTrapped(page, receipt);
    await expectClosedBackOn(page, receipt, view);
  });
});
