import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SANCTIONS_MESSAGES } from '../src/domain/contracts/sanctions';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { expectNoSideScroll } from './layout';
import { ownMember, premadeMember } from './staff';
import { toast } from './toasts';
import { ok } from './api';
import { listedPerson, UN_FIXTURE } from './sanctions-fixture';
import { picture } from './screens';

// Sanctions screening on the screens (docs/decisions/0038): the UN list imported, a customer
// named as a listed person is held; the teller meets the hold on the customer's page and at the
// exchange without seeing any list detail; a manager reviews the match beside the list entry and
// clears it; the teller's exchange then goes through. Data is made through the API.

const SHOTS = 'test-results/sanctions';
const UN_LABEL = 'UN Security Council Consolidated List';

// A member signed up in a browser context of their own, approved by the owner with `role`.
async function member(
  browser: Browser,
  baseURL: string,
  name: string,
  role: 'teller' | 'manager' | 'owner',
) {
  const context = await ownMember(browser, baseURL, role, name);
  return { context, page: await context.newPage() };
}

// The run's pre-made manager (auth.setup.ts), who only looks and reviews here.
async function managerOf(browser: Browser, baseURL: string) {
  const context = await premadeMember(browser, baseURL, 'manager');
  return { context, page: await context.newPage() };
}

// The screen wide and narrow; nothing is wider than a narrow window.
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width < 640) await expectNoSideScroll(page);
    await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a teller meets a sanctions hold; a manager clears the match and the exchange goes through', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const app = String(baseURL);
  const stamp = Date.now().toString(36).toUpperCase();
  const xml = readFileSync(UN_FIXTURE, 'utf8');
  const listed = listedPerson(xml);

  await ok(
    owner.request.post('/api/sanctions/lists', {
      data: { source: 'un', file_name: 'un-small.xml', content: xml },
    }),
  );
  const customer = await ok<{ id: string; screening_status: string }>(
    owner.request.post('/api/customers', {
      data: { ...listed, email: `listed-${stamp.toLowerCase()}@example.com` },
    }),
  );
  expect(customer.screening_status).toBe('hold');
  const name = `${listed.first_name} ${listed.last_name}`;

  // The teller's own till, opened with an empty count, to book the exchange at the end.
  const till = await ok<{ id: string }>(
    owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, {
      data: { name: `Screening ${stamp}` },
    }),
  );
  const teller = await member(browser, app, `Tess Teller${stamp}`, 'teller');
  const manager = await managerOf(browser, app);
  await ok(
    teller.context.request.post(`/api/tills/${till.id}/open`, {
      data: { counts: [] },
      headers: { origin: app },
    }),
  );
  const t = teller.page;
  const m = manager.page;
  try {
    // The customer's page: held, said without any list detail.
    await t.setViewportSize({ width: 1366, height: 768 });
    await t.goto(`/customers/${customer.id}`);
    await expect(t.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(t.getByText('Screening hold')).toBeVisible();
    await expect(t.getByRole('alert').filter({ hasText: SANCTIONS_MESSAGES.review })).toBeVisible();
    await expect(t.getByRole('region', { name: 'Sanctions screening' })).toHaveCount(0);
    await expect(t.getByText(UN_LABEL)).toHaveCount(0);
    await shoot(t, 'teller-customer');

    // The exchange: said as soon as the customer is picked; the button stays off.
    await t.goto(`/exchange?customerId=${customer.id}&fromCurrency=USD&toCurrency=CAD`);
    const selected = t.getByRole('region', { name: 'Selected customer' });
    await expect(selected).toContainText(name);
    await expect(selected.getByText('Screening hold')).toBeVisible();
    await t.getByLabel('Amount', { exact: true }).fill('100');
    const notice = t.locator('#exchange-screening');
    await expect(notice).toContainText(SANCTIONS_MESSAGES.review);
    const complete = t.getByRole('button', { name: 'Complete Exchange' });
    await expect(complete).toBeDisabled();
    await shoot(t, 'teller-exchange-hold');

    // The manager: the Compliance link counts the match, the queue lists it.
    await m.setViewportSize({ width: 1366, height: 768 });
    await m.goto('/compliance');
    await expect(
      m.getByRole('navigation', { name: 'Main' }).getByLabel(/sanctions match/),
    ).toBeVisible();
    const queue = m.getByRole('region', { name: 'Sanctions matches' });
    const row = queue.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText(UN_LABEL);
    await shoot(m, 'compliance-queue');

    // The customer's page for a manager: the match, and the way to review it.
    await m.goto(`/customers/${customer.id}`);
    const screening = m.getByRole('region', { name: 'Sanctions screening' });
    await expect(screening).toContainText('To review');
    await shoot(m, 'manager-customer');
    await screening.getByRole('link', { name: 'Review' }).first().click();

    // The review: our customer beside the list entry.
    await expect(m.getByRole('heading', { name: /Sanctions match/ })).toBeVisible();
    await expect(m.getByRole('region', { name: 'Screened' })).toContainText(name);
    const entry = m.getByRole('region', { name: 'List entry' });
    await expect(entry).toContainText(UN_LABEL);
    if (listed.reference) await expect(entry).toContainText(listed.reference);
    await shoot(m, 'review');

    await m.getByRole('button', { name: 'Not a match' }).click();
    const dialog = m.getByRole('dialog', { name: 'Not a match' });
    await dialog.getByRole('button', { name: 'Clear as not a match' }).click();
    await expect(dialog).toContainText('at least 5 characters');
    await dialog.getByLabel('Reason').fill('Different person: passport seen, born elsewhere');
    await dialog.getByRole('button', { name: 'Clear as not a match' }).click();
    await expect(toast(m, 'Match cleared')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(m.getByRole('heading', { name: /Sanctions match/ })).toContainText('Not a match');
    await expect(m.getByRole('region', { name: 'Match' })).toContainText('passport seen');

    // The teller checks again; the exchange goes through.
    await t.getByRole('button', { name: 'Check again' }).click();
    await expect(notice).toHaveCount(0);
    await expect(selected.getByText('Screening hold')).toHaveCount(0);
    await complete.click();
    await expect(toast(t, '1 exchange transaction(s) completed successfully')).toBeVisible();
    await expect(t.getByRole('dialog', { name: 'Exchange completed' })).toBeVisible();
  } finally {
    await teller.context.close();
    await manager.context.close();
  }
});

test('a manager sees the lists in force on Settings; a bad file is refused with its reason', async ({
  browser,
  baseURL,
}) => {
  const manager = await managerOf(browser, String(baseURL));
  const m = manager.page;
  try {
    await m.setViewportSize({ width: 1366, height: 768 });
    await m.goto('/settings');
    const card = m.getByRole('region', { name: 'Sanctions lists' });
    await expect(card.getByRole('heading', { name: 'Sanctions lists' })).toBeVisible();
    // The owner's cards are not a manager's.
    await expect(m.getByRole('heading', { name: 'Business Profile' })).toHaveCount(0);

    await card.getByLabel('File (XML or CSV)').setInputFiles({
      name: 'broken.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from('<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL>'),
    });
    await card.getByRole('combobox', { name: 'List' }).click();
    await m.getByRole('option', { name: UN_LABEL }).click();
    await card.getByRole('button', { name: 'Upload' }).click();
    const problem = card.locator('#sanctions-file-problem');
    await expect(problem).toBeVisible();
    await expect(problem).not.toBeEmpty();

    // The thresholds are checked as the contract checks them, before anything is sent.
    await card.getByLabel('Possible match').fill('0.4');
    await card.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(card).toContainText('A threshold is a number between 0.5 and 1');
    await shoot(m, 'settings-card');
  } finally {
    await manager.context.close();
  }
});

test('a manager reviews a match in French: the queue, the review page and its dialog', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const app = String(baseURL);
  const stamp = Date.now().toString(36).toUpperCase();
  const xml = readFileSync(UN_FIXTURE, 'utf8');
  const listed = listedPerson(xml);
  await ok(
    owner.request.post('/api/sanctions/lists', {
      data: { source: 'un', file_name: 'un-small.xml', content: xml },
    }),
  );
  const customer = await ok<{ id: string }>(
    owner.request.post('/api/customers', {
      data: { ...listed, email: `listed-fr-${stamp.toLowerCase()}@example.com` },
    }),
  );
  const hits = await ok<{ data: { id: string }[] }>(
    owner.request.get(
      `/api/sanctions/hits?subject_type=customer&subject_id=${customer.id}&status=open`,
    ),
  );
  const hitId = hits.data[0]?.id;
  expect(hitId).toBeTruthy();

  // The pre-made manager (no language saved), this browser speaking French.
  const manager = await managerOf(browser, app);
  await manager.context.addInitScript(() => localStorage.setItem('bureau.language', 'fr'));
  const m = manager.page;
  try {
    await m.setViewportSize({ width: 1366, height: 768 });
    await m.goto('/compliance');
    const queue = m.getByRole('region', { name: 'Correspondances de sanctions' });
    await expect(queue.getByRole('radio', { name: 'À examiner' })).toBeVisible();
    await expect(queue.getByRole('columnheader', { name: 'Client ou entreprise' })).toBeVisible();
    await expect(queue.getByTestId(`hit-${hitId}`)).toContainText(
      'Liste récapitulative du Conseil de sécurité des Nations Unies',
    );

    await m.goto(`/compliance/sanctions/${hitId}`);
    await expect(m.getByRole('heading', { level: 1 })).toContainText('Correspondance de sanctions');
    await expect(m.getByRole('heading', { level: 1 })).toContainText('À examiner');
    await expect(m.getByRole('region', { name: 'Inscription sur la liste' })).toContainText(
      'Liste récapitulative du Conseil de sécurité des Nations Unies',
    );
    // The score with a decimal comma, the moment in Canadian French (« 07 h 15 »).
    const match = m.getByRole('region', { name: 'Correspondance', exact: true });
    await expect(match).toContainText(/\d+,\d\u00a0%/);
    await expect(match).toContainText(/\d{1,2} [a-zéû]+\.? \d{4}, \d{2} h \d{2}/);
    await shoot(m, 'review-fr');

    // The contract's refusal in French, then the match cleared as a false positive.
    await m.getByRole('button', { name: 'Faux positif' }).click();
    const dialog = m.getByRole('dialog', { name: 'Faux positif' });
    await dialog.getByRole('button', { name: 'Classer comme faux positif' }).click();
    await expect(dialog).toContainText('au moins 5 caractères');
    await dialog.getByLabel('Motif').fill('Autre personne : passeport vu, née ailleurs');
    await dialog.getByRole('button', { name: 'Classer comme faux positif' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(m.getByRole('heading', { level: 1 })).toContainText('Faux positif');
    await expect(match).toContainText('passeport vu');
  } finally {
    await manager.context.close();
  }
});
