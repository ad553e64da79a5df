import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';

// The owner's API, signed in with the shared setup account (the first sign-up of the run).
export async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    storageState: process.env.E2E_STAFF_STATE,
    extraHTTPHeaders: { origin: baseURL },
  });
}

// The id of the account with this email, as the owner's Staff list shows it.
export async function staffId(owner: APIRequestContext, email: string): Promise<string> {
  const res = await owner.get('/api/staff');
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: { id: string; email: string }[] };
  const found = rows.find((m) => m.email === email);
  if (!found) throw new Error(`no staff account ${email}`);
  return found.id;
}

// Approves a waiting account through the owner, as the Staff page does.
export async function approve(baseURL: string, email: string, role = 'teller') {
  const owner = await ownerApi(baseURL);
  try {
    const id = await staffId(owner, email);
    const res = await owner.post(`/api/staff/${id}/approve`, { data: { role } });
    expect(res.status()).toBe(200);
  } finally {
    await owner.dispose();
  }
}

// A signed-in browser context of a staff member of its own, approved in `role` by the owner:
// for a spec that changes the member's own choices (language, theme), which the shared setup
// account must never see change under the specs running beside it.
export async function ownMember(
  browser: Browser,
  baseURL: string,
  role: 'teller' | 'manager' | 'owner' = 'owner',
  name = 'Alex Member',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1366, height: 900 },
  });
  const [first_name, last_name] = name.split(' ');
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bureau.test`;
  const signedUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery', first_name, last_name },
    headers: { origin: baseURL },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await approve(baseURL, email, role);
  return context;
}

// The run's pre-made members, one per role below the owner: signed up and approved once by
// auth.setup.ts, their cookies saved beside the owner's (playwright.config.ts).
export const PREMADE = {
  manager: { name: 'Morgan Manager', state: () => process.env.E2E_MANAGER_STATE },
  teller: { name: 'Terry Teller', state: () => process.env.E2E_TELLER_STATE },
} as const;

// A signed-in browser context of the run's pre-made manager or teller, for a test that needs
// someone in that role and changes nothing of theirs: no till session of their own (a teller
// holds one at a time), no saved language or theme, no role change. A test about signing up or
// approval, or one that opens a till or saves a choice, signs up a member of its own
// (ownMember).
export async function premadeMember(
  browser: Browser,
  baseURL: string,
  role: keyof typeof PREMADE,
): Promise<BrowserContext> {
  const state = PREMADE[role].state();
  if (!state) throw new Error(`no saved ${role}: run the setup project (auth.setup.ts)`);
  return browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 1366, height: 900 },
  });
}

// Signs up and approves the pre-made member of `role` through the owner's API, and saves
// their cookies where premadeMember reads them. Called once per run, by auth.setup.ts.
export async function makePremade(baseURL: string, role: keyof typeof PREMADE): Promise<void> {
  const state = PREMADE[role].state();
  if (!state) throw new Error(`E2E_${role.toUpperCase()}_STATE is not set`);
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  try {
    const [first_name, last_name] = PREMADE[role].name.split(' ');
    const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bureau.test`;
    const signedUp = await context.post('/api/auth/sign-up/email', {
      data: { email, password: 'correct horse battery', first_name, last_name },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    await approve(baseURL, email, role);
    await context.storageState({ path: state });
  } finally {
    await context.dispose();
  }
}
