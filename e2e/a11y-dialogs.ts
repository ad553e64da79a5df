import { readFileSync, readdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { goInApp } from './a11y';
import type { Seed } from './a11y-seed';

// The dialogs the accessibility suite checks (issues 28 and 47), each opened through the screen
// a member opens it from, in the walk's language.

export type Language = 'en' | 'fr';

// The French catalogues, the shared one and each feature's, read as the app reads them: a
// feature's own text first (two features may say the same English differently).
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const SHARED = read('src/web/i18n/fr.json');
const FEATURES = new Map(
  readdirSync('src/web/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        return [[entry.name, read(`src/web/features/${entry.name}/fr.json`)] as const];
      } catch {
        return [];
      }
    }),
);

/** A text as the screen shows it in `language`; `feature` names the catalogue it is in. */
export function say(language: Language, text: string, feature?: string): string {
  if (language === 'en') return text;
  return (feature ? FEATURES.get(feature)?.[text] : undefined) ?? SHARED[text] ?? text;
}

/** A text with {{values}} as a pattern: what the screen shows, whatever the values. */
function sayPattern(language: Language, text: string, feature: string): RegExp {
  const escaped = say(language, text, feature)
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${escaped}$`);
}

type Opening = {
  where: string;
  path: (seed: Seed) => string;
  // The control that opens the dialog, on the page as loaded.
  trigger: (page: Page, language: Language) => Locator;
  // What opens after the trigger, when it is a menu first.
  then?: (page: Page, language: Language) => Locator;
  // A confirmation is an alert dialog (role alertdialog); every other one a dialog.
  role?: 'dialog' | 'alertdialog';
};

const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).first();

const DIALOGS: Opening[] = [
  {
    where: 'new customer dialog',
    path: () => '/',
    trigger: (page, l) => button(say(l, 'New'))(page),
    then: (page, l) => page.getByRole('menuitem', { name: say(l, 'New Customer') }),
  },
  {
    where: 'new company dialog',
    path: () => '/',
    trigger: (page, l) => button(say(l, 'New'))(page),
    then: (page, l) => page.getByRole('menuitem', { name: say(l, 'New Company') }),
  },
  {
    where: 'edit customer dialog',
    path: (s) => `/customers/${s.customer}`,
    trigger: (page, l) => button(say(l, 'Edit', 'customers'))(page),
  },
  {
    where: 'currency edit dialog',
    path: () => '/currencies',
    trigger: (page, l) => button(sayPattern(l, 'Edit {{code}}', 'currencies'))(page),
  },
  {
    where: 'rate form dialog',
    path: () => '/rates',
    trigger: (page, l) => button(say(l, 'Add Rate', 'rates'))(page),
  },
  {
    where: 'balance adjustment dialog',
    path: () => '/accounts',
    trigger: (page, l) => button(say(l, 'Adjust', 'accounts'))(page),
  },
  {
    where: 'transfer dialog',
    path: () => '/tills',
    trigger: (page, l) => button(say(l, 'Transfer', 'tills'))(page),
  },
  {
    where: 'handover sign-off dialog',
    path: () => '/tills',
    trigger: (page, l) => button(say(l, 'Sign Off', 'tills'))(page),
  },
  {
    where: 'till session sign-off dialog',
    path: (s) => `/till-sessions/${s.awaitingSignoff}`,
    trigger: (page, l) => button(say(l, 'Sign Off', 'tills'))(page),
  },
  {
    where: 'suspicious transaction report dialog',
    path: (s) => `/transactions/${s.transaction}`,
    trigger: (page, l) => button(say(l, 'Report as Suspicious', 'compliance'))(page),
  },
  {
    where: 'compliance case dialog',
    path: (s) => `/compliance/${s.case}`,
    trigger: (page, l) =>
      page
        .getByRole('button', {
          name: new RegExp(
            `^(${say(l, 'Mark as filed', 'compliance')}|${say(l, 'Mark as reviewed', 'compliance')})$`,
          ),
        })
        .first(),
  },
  {
    where: 'sanctions review dialog',
    path: (s) => `/compliance/sanctions/${s.hit}`,
    trigger: (page, l) => button(say(l, 'Not a match', 'sanctions'))(page),
  },
  {
    where: 'till printer dialog',
    path: () => '/settings',
    trigger: (page, l) => button(sayPattern(l, 'Receipt printer of {{name}}', 'settings'))(page),
  },
  {
    where: 'staff role dialog',
    path: () => '/staff',
    trigger: (page, l) => button(say(l, 'Change Role', 'staff'))(page),
  },
  // A customer's ID documents (issue 44): the photos on file and the card to complete.
  {
    where: 'ID card photos dialog',
    path: (s) => `/customers/${s.customer}`,
    trigger: (page, l) => button(sayPattern(l, 'Photos of ID card {{number}}', 'id-cards'))(page),
  },
  {
    where: 'complete ID card dialog',
    path: (s) => `/customers/${s.customer}`,
    trigger: (page, l) => button(sayPattern(l, 'Complete ID card {{number}}', 'id-cards'))(page),
  },
  // The confirmations (alert dialogs): a delete, an archive (a customer with transactions), a
  // revoke, a deactivation and a pickup's claim. Escape leaves each unconfirmed.
  {
    where: 'delete ID card confirmation',
    path: (s) => `/customers/${s.customer}`,
    trigger: (page, l) => button(sayPattern(l, 'Delete ID card {{number}}', 'id-cards'))(page),
    role: 'alertdialog',
  },
  {
    where: 'delete customer confirmation',
    path: (s) => `/customers/${s.customer}`,
    trigger: (page, l) => button(say(l, 'Delete', 'customers'))(page),
    role: 'alertdialog',
  },
  {
    where: 'delete rate confirmation',
    path: () => '/rates',
    trigger: (page, l) => button(sayPattern(l, 'Delete {{pair}}', 'rates'))(page),
    role: 'alertdialog',
  },
  {
    where: 'revoke board link confirmation',
    path: () => '/rates',
    trigger: (page, l) => button(sayPattern(l, 'Revoke {{label}}', 'rate-board'))(page),
    role: 'alertdialog',
  },
  {
    where: 'deactivate staff confirmation',
    path: () => '/staff',
    trigger: (page, l) => button(say(l, 'Deactivate', 'staff'))(page),
    role: 'alertdialog',
  },
  {
    where: 'claim confirmation',
    path: (s) => `/transactions/${s.onBehalf}`,
    trigger: (page, l) => button(say(l, 'Claim Transaction', 'transactions'))(page),
    role: 'alertdialog',
  },
];

// The walk in parts, each a test of its own (issue 47: 22 dialogs and the palette in one test
// went past its time limit on a busy machine, about 30 s a dialog).
export const DIALOG_PARTS = 4;
const PER_PART = Math.ceil(DIALOGS.length / DIALOG_PARTS);

/**
 * Opens each dialog of one part of the walk (0 to DIALOG_PARTS - 1) in turn and hands it to
 * `check` (axe and the headings), then closes it with Escape; the command palette and the
 * receipt close the last part.
 */
export async function walkDialogs(
  page: Page,
  seed: Seed,
  language: Language,
  check: (where: string) => Promise<void>,
  part: number,
) {
  for (const [index, dialog] of DIALOGS.slice(part * PER_PART, (part + 1) * PER_PART).entries()) {
    // The first screen is loaded; the others are reached inside the app, as staff move
    // between screens, and a dialog of the screen already shown opens from it as it is.
    const path = dialog.path(seed);
    if (index === 0) await page.goto(path);
    else if (new URL(page.url()).pathname !== path) await goInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    // A control that is not there fails the walk at once, not at its time limit.
    await dialog.trigger(page, language).click({ timeout: 15_000 });
    await dialog.then?.(page, language).click({ timeout: 15_000 });
    const opened = page.getByRole(dialog.role ?? 'dialog');
    await expect(opened, dialog.where).toBeVisible();
    await check(dialog.where);
    await page.keyboard.press('Escape');
    await expect(opened, dialog.where).toBeHidden();
  }

  if (part !== DIALOG_PARTS - 1) return;

  // The command palette.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('command palette');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A receipt, as the exchange's end opens it.
  await page.goto(`/transactions/${seed.transaction}#receipt`);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await check('receipt dialog');
}
