import { expect, test } from '@playwright/test';
import { frenchPage } from './french-page';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { picture } from './screens';

// Issue 47 in French: one English word with two senses reads each sense's French on its own
// screen (a till session 'Fermée', a compliance case 'Fermé'), a count agrees with its noun
// ('1 entrée', '2 entrées'), and a record's History names its fields by their labels. French is
// chosen in this browser context only: the shared account keeps its own language.

const LOADED = { timeout: 30_000 };

test('a word reads each sense, a count agrees and the History names fields in French', async ({
  browser,
}) => {
  const page = await frenchPage(browser);
  const tag = `Mots${Date.now()}`;
  try {
    const created = await page.request.post('/api/customers', {
      data: { first_name: 'Noémie', last_name: `Avant${tag}`, email: `${tag}@example.com` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // One entry: the footer's noun agrees with the count, the fields read by their labels.
    await page.goto(`/customers/${id}`);
    const history = page.getByTestId('record-history');
    await expect(history.getByRole('heading', { name: 'Historique' })).toBeVisible(LOADED);
    await expect(
      history.getByText('Affichage de 1 à 1 sur 1 entrée', { exact: true }),
    ).toBeVisible();
    const creation = history
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Création', exact: true }) });
    await expect(creation).toContainText(`Nom de famille : Avant${tag}`);
    await expect(creation).toContainText(`Courriel : ${tag}@example.com`);
    await expect(creation).not.toContainText('last_name');

    // Two entries: the noun is plural, the change reads label, before → after.
    const updated = await page.request.put(`/api/customers/${id}`, {
      data: {
        first_name: 'Noémie',
        last_name: `Après${tag}`,
        email: `${tag}@example.com`,
        risk_level: 'high',
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    await page.reload();
    await expect(
      history.getByText('Affichage de 1 à 2 sur 2 entrées', { exact: true }),
    ).toBeVisible(LOADED);
    const change = history
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Modification', exact: true }) });
    await expect(change).toContainText(`Nom de famille : Avant${tag} → Après${tag}`);
    await expect(change).toContainText('Niveau de risque : low → high');
    await picture(page, { path: '/tmp/french-words-history.png', fullPage: true });

    // 'Closed' of a till session is feminine (une session)...
    const till = `Guichet ${tag}`;
    const made = await page.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, {
      data: { name: till },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/tills');
    await expect(page.getByRole('heading', { level: 1, name: 'Caisses' })).toBeVisible(LOADED);
    const row = page.getByTestId(`till-${till}`);
    await expect(row).toContainText('Fermée');
    await picture(page, { path: '/tmp/french-words-tills.png', fullPage: true });

    // ...and of a compliance case masculine (un dossier), on the other screen.
    await page.goto('/compliance');
    await expect(page.getByRole('heading', { level: 1, name: 'Conformité' })).toBeVisible(LOADED);
    await expect(page.getByRole('radio', { name: 'Fermé', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Ouvert', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Fermée' })).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});
