// Shared by the till specs (tills-teller-day.spec.ts, tills-float-and-spot-count.spec.ts): where
// their pictures go, a member signed up with a role, and the id of a currency's account.
import type { APIRequestContext, Browser } from '@playwright/test';
import { ok } from './api';
import { approve } from './staff';

export const SHOTS = '/tmp/shots';

// A member signed up in a browser context of their own, approved by the owner with `role`.
export async function member(browser: Browser, baseURL: string, name: string, role: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const email = `${name.replace(/\W/g, '').toLowerCase()}-${Date.now()}@bureau.test`;
  const [first, last] = name.split(' ');
  await ok(
    context.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'correct horse battery', first_name: first, last_name: last },
      headers: { origin: baseURL },
    }),
  );
  await approve(baseURL, email, role);
  const page = await context.newPage();
  return { context, page };
}

export async function accountId(api: APIRequestContext, code: string): Promise<string> {
  const { rows } = await ok<{ rows: { id: string; currency: { code: string } }[] }>(
    api.get('/api/accounts'),
  );
  const found = rows.find((row) => row.currency.code === code);
  if (!found) throw new Error(`No ${code} account`);
  return found.id;
}
