import { expect, test, type Page } from '@playwright/test';
import { ownMember } from './staff';

// Issue 28: the records screens (dashboard, transactions, compliance, companies, audit, rates,
// reports) in French, with French amounts and days, then back in English. A member of its own
// switches, so the specs beside it keep the shared account's English.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
// A whole page load (the app, its screen and its data) on a busy test machine.
const LOADED = { timeout: 30_000 };

async function visit(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(heading(page, title)).toBeVisible(LOADED);
}

test('the records screens read in French and back in English', async ({ browser, baseURL }) => {
  // Seven screens, each loaded in full.
  test.slow();
  const context = await ownMember(browser, String(baseURL));
  const page = await context.newPage();
  await page.goto('/');
  await expect(heading(page, 'Dashboard')).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Switch to Français' }).click();

  // The screen changes at once, without a reload: Canadian French words and formats.
  await expect(heading(page, 'Tableau de bord')).toBeVisible();
  await expect(page.getByTestId('card-volume')).toContainText(/^Volume total.*\d,\d{2}\u00a0\$/);
  await expect(page.getByTestId('card-today')).toContainText(/ le \d{1,2} [a-zéû]+\.? \d{4}/);
  await expect(page.getByText('Opérations récentes')).toBeVisible();

  await visit(page, '/transactions', 'Opérations');
  await expect(page.getByRole('radio', { name: /^Pour un tiers/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher des opérations' })).toBeVisible();

  await visit(page, '/compliance', 'Conformité');
  await expect(page.getByRole('radio', { name: 'Fermé' })).toBeVisible();

  await visit(page, '/companies', 'Entreprises');
  await expect(page.getByRole('button', { name: 'Ajouter une entreprise' })).toBeVisible();

  await visit(page, '/audit', 'Piste d’audit');
  await expect(page.getByRole('columnheader', { name: 'Modifications' })).toBeVisible();

  await visit(page, '/rates', 'Taux de change');
  await expect(page.getByRole('region', { name: 'Taux de référence' })).toBeVisible();

  await visit(page, '/reports?tab=daily', 'Rapports');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Position quotidienne — / }),
  ).toContainText(/\d{1,2} [a-zéû]+\.? \d{4}/);

  // Back to English (the switch speaks French until then): SPEC's texts again.
  await page.getByRole('button', { name: 'Passer en English' }).click();
  await expect(heading(page, 'Reports')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Daily Position' })).toBeVisible();
  await context.close();
});
