// Shared by the cash day's browser tests (business-day.spec.ts, cash-setup.spec.ts): API calls
// with their expected status, members of each role, counts note by note, the figure cells of a
// balance row and screenshots at both widths.
import { mkdirSync } from 'node:fs';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { units } from './ledger';
import { expectNoSideScroll } from './layout';
import { approve } from './staff';
import { picture } from './screens';

export const SHOTS = '/tmp/shots-d';
// The Z report's PDF is written here even when no picture is taken.
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [1366, 390] as const;

export async function send<T>(request: APIRequestContext, url: string, data: object, status = 201) {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

export async function get<T>(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

// A member signed up in a browser of their own and approved by the owner with this role.
export async function member(browser: Browser, baseURL: string, role: string, name: string) {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@day.test`;
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', name },
    headers: { origin: baseURL },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await approve(baseURL, email, role);
  return context;
}

export type Location = { id: string; kind: string; name: string };
export type Branch = { id: string; name: string; locations: Location[] };
export type Currency = { id: string; code: string };
export type Denomination = { currency_id: string; value: string; is_active: boolean };

// An amount counted note by note, largest first (exact integers of 10^-18, no float).
export function countOf(amount: string, values: string[]) {
  let left = units(amount);
  const lines = [];
  for (const value of [...values].sort((a, b) => (units(b) > units(a) ? 1 : -1))) {
    const quantity = left / units(value);
    if (quantity > 0n) lines.push({ value, quantity: Number(quantity) });
    left -= quantity * units(value);
  }
  expect(left, `${amount} cannot be counted with ${values.join(', ')}`).toBe(0n);
  return lines;
}

export const cell = (row: Locator, figure: string) => row.locator(`[data-figure="${figure}"]`);

export async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideScroll(page);
    await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
