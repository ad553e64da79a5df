import { expect, type Page } from '@playwright/test';
import type { Seed } from './a11y-seed';

// Every route of src/web/app/router.tsx, with a record of each kind to show (a11y-seed.ts):
// the accessibility suite walks them in each language and theme, the reflow check at 320 px.

export type Route = {
  path: (seed: Seed) => string;
  signedOut?: boolean;
  ready?: (page: Page) => Promise<void>;
};

export const h1 = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
};
export const anyMain = async (page: Page) => {
  await expect(page.locator('main, [role="main"], form, h1').first()).toBeVisible({
    timeout: 20_000,
  });
};

export const ROUTES: Route[] = [
  { path: () => '/' },
  { path: () => '/customers' },
  { path: (s) => `/customers/${s.customer}` },
  { path: () => '/companies' },
  { path: (s) => `/companies/${s.company}` },
  { path: () => '/accounts' },
  { path: () => '/rates' },
  { path: () => '/rates/sheet' },
  { path: () => '/currencies' },
  { path: () => '/transactions' },
  { path: (s) => `/transactions/${s.transaction}` },
  { path: () => '/compliance' },
  { path: (s) => `/compliance/${s.case}` },
  { path: (s) => `/compliance/sanctions/${s.hit}` },
  { path: () => '/tills' },
  { path: (s) => `/tills/${s.closedTill}/open` },
  { path: (s) => `/till-sessions/${s.session}` },
  { path: (s) => `/till-sessions/${s.session}/close` },
  { path: (s) => `/till-sessions/${s.session}/spot-count` },
  { path: (s) => `/handovers/${s.handover}/count` },
  { path: () => '/exchange' },
  { path: () => '/day' },
  { path: () => '/reports' },
  { path: () => '/settings' },
  { path: () => '/staff' },
  { path: () => '/audit' },
  { path: () => '/no-such-page' },
  { path: (s) => `/board/${s.boardToken}`, signedOut: true },
  { path: () => '/board', signedOut: true, ready: anyMain },
  { path: () => '/auth', signedOut: true, ready: anyMain },
];
