import { expect, test, type Page } from '@playwright/test';
import { frenchPage } from './french-page';
import { picture } from './screens';
import { uniqueCurrencyCode } from './unique-code';

// Issue 28: the customers list, a customer's page with an ID card, and the currencies in
// Canadian French, with fr-CA days. French is chosen in this browser context only (its
// localStorage, read first at start, and its answer of the saved preferences): the signed-in
// account other specs share keeps its own language.

const LOADED = { timeout: 30_000 };
// A day as fr-CA writes it: '7 mars 1985', '15 janv. 2030'.
const FRENCH_DAY = /\d{1,2} [a-zéû]+\.? \d{4}/;

async function customerWithCard(page: Page, tag: string): Promise<string> {
  const created = await page.request.post('/api/customers', {
    data: {
      first_name: 'Aurélie',
      last_name: tag,
      email: `${tag.toLowerCase()}@example.com`,
      birthday: '1985-03-07',
      preferred_language: 'fr',
      id_cards: [
        {
          id_number: 'QC-4417',
          id_type: 'Passeport',
          issued_date: '2020-01-15',
          expiry_date: '2030-01-15',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

for (const width of [1366, 390]) {
  test(`customers, a customer with an ID card and currencies read in French (${width} px)`, async ({
    browser,
  }) => {
    test.slow();
    const page = await frenchPage(browser, { width });
    const tag = `Fr${width}${Date.now()}`;
    await customerWithCard(page, tag);

    await page.goto(`/customers?search=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible(LOADED);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('searchbox', { name: 'Rechercher des clients' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter un client' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(tag) });
    await expect(row).toContainText(FRENCH_DAY);
    if (width > 1000) {
      await expect(page.getByRole('columnheader')).toHaveText([
        'Nom',
        'Courriel',
        'Téléphone',
        'Niveau de risque',
        'Client depuis',
        'Actions',
      ]);
    }
    await picture(page, { path: `/tmp/customers-french-list-${width}.png`, fullPage: true });

    await row.getByRole('link', { name: `Voir Aurélie ${tag}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Aurélie ${tag}` })).toBeVisible();
    for (const section of [
      'Profil',
      'Entreprise',
      'Pièces d’identité',
      'Historique des opérations',
    ])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Date de naissance' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '7 mars 1985' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Français$/ })).toBeVisible();
    const card = page.getByRole('list', { name: 'pièces d’identité' }).getByRole('listitem');
    await expect(card).toContainText('Passeport');
    await expect(card).toContainText('Délivrée le 15 janv. 2020 · Expire le 15 janv. 2030');
    await expect(
      card.getByRole('button', { name: 'Supprimer la pièce d’identité QC-4417' }),
    ).toBeVisible();
    await expect(page.getByLabel('Date de délivrance')).toBeVisible();
    await expect(page.getByText('Aucune opération pour l’instant')).toBeVisible();
    await picture(page, { path: `/tmp/customers-french-detail-${width}.png`, fullPage: true });

    // The form speaks French, the domain's messages too.
    await page.getByRole('button', { name: 'Modifier' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le client' });
    await expect(edit.getByLabel('Langue préférée')).toHaveText('Français');
    await edit.getByLabel('Prénom').fill('');
    await edit.getByRole('button', { name: 'Mettre à jour le client' }).click();
    await expect(edit.getByText('Le prénom est obligatoire')).toBeVisible();
    await picture(page, { path: `/tmp/customers-french-form-${width}.png` });
    await edit.getByRole('button', { name: 'Annuler' }).click();

    await page.goto('/currencies');
    await expect(page.getByRole('heading', { level: 1, name: 'Devises' })).toBeVisible(LOADED);
    const usd = page.getByRole('row', { name: /^USD\b/ });
    await expect(usd).toContainText('0,01');
    await expect(usd).toContainText(/Devise de réserve majeure|Devise d’échange majeure|Standard/);
    if (width > 1000) {
      await expect(page.getByRole('columnheader', { name: 'Symbole' })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Catégorie' })).toBeVisible();
    }
    await picture(page, { path: `/tmp/currencies-french-${width}.png`, fullPage: true });
    if (width > 1000) {
      // A rounding factor is typed and shown with a decimal comma.
      await page.getByRole('button', { name: 'Modifier USD' }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier la devise' });
      await expect(edit.getByLabel('Facteur d’arrondi')).toHaveValue('0,01');
      await edit.getByRole('button', { name: 'Annuler' }).click();

      const code = uniqueCurrencyCode('W');
      await page.getByRole('button', { name: 'Ajouter une devise' }).click();
      const add = page.getByRole('dialog', { name: 'Ajouter une devise' });
      await add.getByRole('button', { name: 'Créer la devise' }).click();
      await expect(page.getByText('Veuillez remplir tous les champs obligatoires')).toBeVisible();
      await add.getByLabel('Code *').fill(code);
      await add.getByLabel('Symbole *').fill('q');
      await add.getByLabel('Nom *').fill(`Quetzal ${tag}`);
      await add.getByLabel('Facteur d’arrondi').fill('0,05');
      await add.getByRole('button', { name: 'Créer la devise' }).click();
      await expect(
        page.getByText('Devise créée avec succès. Compte créé automatiquement.'),
      ).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(`^${code}\\b`) })).toContainText(
        '0,05',
      );
    }
    await page.context().close();
  });
}
