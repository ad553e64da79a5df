import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { expectNoSideScroll } from './layout';
import { ownMember } from './staff';
import { toast } from './toasts';
import { ok } from './api';
import { picture } from './screens';
import { bookedReference } from './reference';

// Issue 28 at the counter: a teller whose app is in French books an exchange with French
// amounts ('1 234,5'), reads the preview, the toast and the receipt in Canadian French; and an
// English screen prints a French receipt for a customer who prefers French. The French teller
// is a member of their own (their own browser context, saved language and till), so the shared
// signed-in account stays in English for every other spec.

const SPACE = '[\\s\\u00a0\\u202f]';
// Digits grouped the French way ('1 666').
const GROUPED = '[\\d\\s\\u00a0\\u202f]+';
const SHOTS = '/tmp/exchange-french';

// A teller signed up in a browser context of their own, approved, with an open till and French
// saved as their language (and remembered by the browser, so the first paint is French too).
async function frenchTeller(browser: Browser, owner: Page, baseURL: string, stamp: string) {
  const till = await ok<{ id: string }>(
    owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, {
      data: { name: `Comptoir ${stamp}` },
    }),
  );
  const context = await ownMember(browser, baseURL, 'teller', `Francine ${stamp}`);
  const headers = { origin: baseURL };
  await ok(context.request.post(`/api/tills/${till.id}/open`, { data: { counts: [] }, headers }));
  await ok(context.request.put('/api/me/preferences', { data: { language: 'fr' }, headers }));
  await context.addInitScript(() => localStorage.setItem('bureau.language', 'fr'));
  return { context, page: await context.newPage() };
}

async function customer(owner: Page, stamp: string, extra: Record<string, string> = {}) {
  const created = await ok<{ id: string }>(
    owner.request.post('/api/customers', {
      data: {
        first_name: 'Élise',
        last_name: stamp,
        email: `elise-${stamp}@example.com`,
        ...extra,
      },
    }),
  );
  return created.id;
}

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width < 640) await expectNoSideScroll(page);
    await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a teller books a whole exchange in French: French amounts, toast and receipt', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = `Fr${Date.now().toString(36)}`;
  const tag = stamp.toLowerCase();
  const id = await customer(owner, tag);
  const { context, page } = await frenchTeller(browser, owner, String(baseURL), stamp);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nouvelle opération de change' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Client sélectionné' })).toContainText(tag);

    // The customer prefers English; the teller prints this receipt in French.
    const language = page.getByLabel('Langue du reçu');
    await expect(language).toHaveText('English');
    await language.click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(language).toHaveText('Français');

    // A French amount: spaces between thousands, a decimal comma.
    await page.getByLabel('Montant', { exact: true }).fill('1 234,5');
    const preview = page.getByTestId('pair-0-preview');
    await expect(preview).toContainText(/^Taux\s?: 1 USD = \d+,\d{4} CAD/);
    await expect(preview).toContainText(new RegExp(`1${SPACE}234,50 USD → ${GROUPED},\\d{2} CAD`));
    await expect(page.getByTestId('summary-count')).toHaveText(/^Paires valides\s?: 1$/);
    await expect(page.getByTestId('summary-total')).toContainText(
      /Valeur totale\s?: [\d\s]+,\d{2} CAD/,
    );
    // The till panel is in, so the button no longer moves as the click lands: a teller's till
    // is counted blind (docs/decisions/0036), its name and no figures, so no warning either.
    const panel = page.getByTestId('till-panel');
    await expect(panel).toContainText(/se compte à l.aveugle/);
    await expect(panel.getByRole('status')).toHaveCount(0);
    await shoot(page, 'form');

    await page.getByRole('button', { name: 'Conclure l’opération' }).click();
    await expect(toast(page, '1 opération de change conclue avec succès')).toContainText('Succès');
    const done = page.getByRole('dialog', { name: 'Opération de change conclue' });
    const reference = await bookedReference(page, done);
    await expect(done).toContainText(new RegExp(`Numéro de référence${SPACE}?: ${reference}`));
    const quick = done.getByRole('region', { name: 'Reçu rapide' });
    await expect(quick).toContainText('REÇU D’OPÉRATION DE CHANGE');
    await expect(quick).toContainText(new RegExp(`Remis${SPACE}?:${SPACE}+1${SPACE}234,50 USD`));
    await expect(quick).toContainText(/Date\s?:\s+\d{1,2} [a-zéû]+\.? \d{4}/);
    await expect(quick).toContainText('Merci de votre confiance!');
    await shoot(page, 'quick-receipt');

    await done.getByRole('radio', { name: 'Reçu complet' }).click();
    const full = done.getByRole('region', { name: 'Reçu complet' });
    await expect(full.getByRole('columnheader', { name: 'Montant remis' })).toBeVisible();
    await expect(full).toContainText('Numéro de référence');
    await expect(full).toContainText(new RegExp(`Valeur totale${GROUPED},\\d{2} CAD`));
    await shoot(page, 'full-receipt');

    const booked = await ok<{ receipt_language: string; transactions: { from_amount: string }[] }>(
      page.request.get(`/api/exchanges/${reference}`),
    );
    expect(booked.receipt_language).toBe('fr');
    expect(booked.transactions.map((t) => Number(t.from_amount))).toEqual([1234.5]);

    await done.getByRole('button', { name: 'Nouvelle opération' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByText(/^Aucun client sélectionné\./)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an English screen prints a French receipt for a customer who prefers French', async ({
  page,
}) => {
  const stamp = `fp${Date.now().toString(36)}`;
  const id = await customer(page, stamp, { preferred_language: 'fr' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(stamp);
  // The customer's preferred language is the receipt's, the screen stays English.
  await expect(page.getByLabel('Receipt language')).toHaveText('Français');
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByTestId('pair-0-preview')).toContainText('100.00 USD →');

  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toContainText(
    'Success',
  );
  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  const reference = await bookedReference(page, done);
  await expect(done.getByRole('radio', { name: 'Full Receipt' })).toBeVisible();
  const quick = done.getByRole('region', { name: 'Quick Receipt' });
  await expect(quick).toContainText('REÇU D’OPÉRATION DE CHANGE');
  await expect(quick).toContainText(new RegExp(`Remis${SPACE}?:${SPACE}+100,00 USD`));
  await expect(quick).not.toContainText('EXCHANGE RECEIPT');

  // The downloaded receipt says it is French.
  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Download' }).click();
  const html = await readFile(await (await download).path(), 'utf8');
  expect(html).toContain('<html lang="fr-CA">');
  expect(html).toContain(`<title>Reçu ${reference}</title>`);

  const booked = await ok<{ receipt_language: string }>(
    page.request.get(`/api/exchanges/${reference}`),
  );
  expect(booked.receipt_language).toBe('fr');
});
