import { expect, test } from '@playwright/test';
import { settled } from './a11y';
import { h1, ROUTES } from './a11y-routes';
import { seed, type Seed } from './a11y-seed';
import { expectNoSideScroll } from './layout';
import { ownerApi } from './staff';

// At 320 CSS pixels wide (a 1280 px window zoomed to 400 %), no screen scrolls sideways (WCAG
// 1.4.10, issue 47): every route of the app, signed in and signed out. Wide tables scroll inside
// themselves; rows of tabs and filters wrap.

test.describe.configure({ mode: 'parallel' });

let seeded: Promise<Seed> | undefined;

test.beforeAll(async ({ baseURL }) => {
  const api = await ownerApi(String(baseURL));
  seeded = seed(api).finally(() => api.dispose());
  await seeded;
});

const SIGNED_IN = ROUTES.filter((route) => !route.signedOut);
const HALF = Math.ceil(SIGNED_IN.length / 2);
const PARTS = [
  { name: 'screens, first half', signedIn: true, routes: SIGNED_IN.slice(0, HALF) },
  { name: 'screens, second half', signedIn: true, routes: SIGNED_IN.slice(HALF) },
  { name: 'signed-out screens', signedIn: false, routes: ROUTES.filter((r) => r.signedOut) },
];

for (const part of PARTS) {
  test(`${part.name} do not scroll sideways at 320 px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const s = await (seeded as Promise<Seed>);
    const context = await browser.newContext({
      storageState: part.signedIn ? process.env.E2E_STAFF_STATE : { cookies: [], origins: [] },
      viewport: { width: 320, height: 640 },
    });
    const page = await context.newPage();
    // Every screen is measured; the ones that scroll are listed together.
    const scrolling: string[] = [];
    try {
      for (const route of part.routes) {
        const path = route.path(s);
        await page.goto(path);
        await (route.ready ?? h1)(page);
        await settled(page);
        await expectNoSideScroll(page).catch(async () => {
          const beyond = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          scrolling.push(`${path}: ${beyond} px beyond the window`);
        });
      }
    } finally {
      await context.close();
    }
    expect(scrolling).toEqual([]);
  });
}
