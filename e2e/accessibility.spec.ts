import { expect, test, type Browser, type Page } from '@playwright/test';
import { goInApp, headingSkips, seriousViolations, settled } from './a11y';
import { DIALOG_PARTS, walkDialogs } from './a11y-dialogs';
import { h1, ROUTES, type Route } from './a11y-routes';
import { seed, type Seed } from './a11y-seed';
import { ownerApi } from './staff';

// Every screen and the main dialogs (e2e/a11y-dialogs.ts, issue 47) pass axe's WCAG 2.2 AA
// rules (issue 28, axe-core 4.14): no critical or serious violation, in English and French, in
// the light and the dark theme. One browser page per language and theme walks every route of
// src/web/app/router.tsx. The shared account's saved choices are never changed: its
// preferences are answered here with the combination's.
// Every run (CI's included) walks English in the light theme, so each page and dialog has an
// axe pass; French and the dark theme's walks (the same screens with other words and colours)
// are tagged @screens and run with the pictures in `npm run test:screens` (issue 43), before a
// change to the screens lands.

test.describe.configure({ mode: 'parallel' });

type Language = 'en' | 'fr';
type Theme = 'light' | 'dark';

let seeded: Promise<Seed> | undefined;

test.beforeAll(async ({ baseURL }) => {
  const api = await ownerApi(String(baseURL));
  seeded = seed(api, { photos: true }).finally(() => api.dispose());
  await seeded;
});

async function openContext(browser: Browser, language: Language, theme: Theme, signedIn: boolean) {
  const context = await browser.newContext({
    storageState: signedIn ? process.env.E2E_STAFF_STATE : { cookies: [], origins: [] },
    colorScheme: theme,
    locale: language === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width: 1366, height: 900 },
  });
  await context.addInitScript(
    ([lang, chosen]) => {
      localStorage.setItem('bureau.language', lang);
      localStorage.setItem('bureau.theme', chosen);
    },
    [language, theme] as const,
  );
  // The member's saved choices, as if they were this combination's (nothing is saved).
  await context.route('**/api/me/preferences', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await route.fulfill({ json: { language, theme } });
  });
  return context;
}

// A walk loads its first screen; the signed-in ones after it are reached inside the app.
async function visit(page: Page, path: string, inApp: boolean) {
  if (inApp) await goInApp(page, path);
  else await page.goto(path);
}

type Combo = { language: Language; theme: Theme; label: string };

async function check(page: Page, where: string, { language, theme, label }: Combo) {
  await settled(page);
  // The combination is the one on screen.
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language === 'fr' ? 'fr-CA' : 'en-CA');
  if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  const found = [
    ...(await seriousViolations(page)),
    ...(await headingSkips(page)).map((skip) => `heading-order: ${skip}`),
  ];
  expect.soft(found.length, `${label} ${where}:\n  ${found.join('\n  ')}`).toBe(0);
}

// Each language and theme's walk in parts, each a test of its own, so that no test runs near
// its time limit on a slow machine and the two workers share the walks evenly: the first half
// of the signed-in screens, the second half, the signed-out screens, then the dialogs in
// DIALOG_PARTS parts.
const SIGNED_IN = ROUTES.filter((route) => !route.signedOut);
const HALF = Math.ceil(SIGNED_IN.length / 2);
type Part = { name: string; signedIn: boolean; routes: Route[]; dialogs?: number };
const PARTS: Part[] = [
  { name: 'screens, first half', signedIn: true, routes: SIGNED_IN.slice(0, HALF) },
  { name: 'screens, second half', signedIn: true, routes: SIGNED_IN.slice(HALF) },
  {
    name: 'signed-out screens',
    signedIn: false,
    routes: ROUTES.filter((route) => route.signedOut),
  },
  ...Array.from({ length: DIALOG_PARTS }, (_, dialogs) => ({
    name: `dialogs, part ${dialogs + 1} of ${DIALOG_PARTS}`,
    signedIn: true,
    routes: [],
    dialogs,
  })),
];

for (const language of ['en', 'fr'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const part of PARTS) {
      const tag = language === 'en' && theme === 'light' ? [] : ['@screens'];
      test(`${part.name} pass axe in ${language}, ${theme} theme`, { tag }, async ({ browser }) => {
        test.setTimeout(300_000);
        const s = await (seeded as Promise<Seed>);
        const combo = { language, theme, label: `[${language} ${theme}]` };
        const context = await openContext(browser, language, theme, part.signedIn);
        const page = await context.newPage();
        try {
          for (const [index, route] of part.routes.entries()) {
            const path = route.path(s);
            await visit(page, path, part.signedIn && index > 0);
            await (route.ready ?? h1)(page);
            await check(page, path, combo);
          }
        } finally {
          await context.close();
        }
        if (part.dialogs === undefined) return;
        const signedIn = await openContext(browser, language, theme, true);
        try {
          const dialogs = await signedIn.newPage();
          await walkDialogs(
            dialogs,
            s,
            language,
            (where) => check(dialogs, where, combo),
            part.dialogs,
          );
        } finally {
          await signedIn.close();
        }
      });
    }
  }
}
