import { expect, test, type Page } from '@playwright/test';
import { frenchPage } from './french-page';

// Issue 47: a French screen names the currencies in French (Intl's Canadian French names), so
// staff searching in French type those names. The rates list's search and the command palette
// find a currency by its French name, accents or not, and by what a Québec counter calls the
// US dollar. French is chosen in this browser context only: the shared account keeps its own.

// The rates list's rows (the reference rates' table below it lists every currency).
const pairs = (page: Page) =>
  page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Paire de devises' }) })
    .getByRole('row');

test('the rates list finds a currency by its French name', async ({ browser }) => {
  const page = await frenchPage(browser, { locale: 'fr-CA' });
  try {
    await page.goto('/rates');
    await expect(page.getByRole('heading', { level: 1, name: 'Taux de change' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Rechercher des taux' });
    for (const [typed, code, name] of [
      ['livre sterling', 'GBP', 'Livre sterling'],
      ['dollar américain', 'USD', 'Dollar des États-Unis'],
      ['Dollar des Etats-Unis', 'USD', 'Dollar des États-Unis'],
      ['yen', 'JPY', 'Yen japonais'],
    ] as const) {
      await search.fill(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(typed);
      // Pairs are listed, each with the currency on one side, named in French.
      const listed = pairs(page).filter({ has: page.getByRole('cell') });
      await expect(listed.filter({ hasText: name }).first()).toBeVisible();
      await expect
        .poll(async () => {
          const texts = await listed.allInnerTexts();
          return texts.length > 0 && texts.every((text) => text.includes(code));
        }, typed)
        .toBe(true);
    }
  } finally {
    await page.context().close();
  }
});

test('the command palette finds a currency by its French name and Enter opens its rates', async ({
  browser,
}) => {
  const page = await frenchPage(browser, { locale: 'fr-CA' });
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Palette de commandes' });
    await expect(palette).toBeVisible();
    await expect(palette.getByRole('combobox')).toBeFocused();

    await page.keyboard.type('livre sterling');
    const pound = palette.getByRole('option', { name: /^GBP\s*Livre sterling$/ });
    await expect(pound).toBeVisible();
    await expect(palette.getByRole('option')).toHaveCount(1);
    await expect(pound).toHaveAttribute('aria-selected', 'true');

    // Accents aside, as typed on a keyboard without them.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('dollar americain');
    const dollar = palette.getByRole('option', { name: /^USD\s*Dollar des États-Unis$/ });
    await expect(dollar).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/rates\?search=USD$/);
    await expect(page.getByRole('searchbox', { name: 'Rechercher des taux' })).toHaveValue('USD');
    await expect(pairs(page).filter({ hasText: 'Dollar des États-Unis' }).first()).toBeVisible();
  } finally {
    await page.context().close();
  }
});
