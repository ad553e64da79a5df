import { expect, test as setup } from '@playwright/test';
import { MAIN_TILL_ID } from '../src/server/db/schema/cash';
import { makePremade } from './staff';

// One staff account (the owner) for the feature specs; they start signed in with its cookie.
// Then one manager and one teller, approved by it, for the specs that need someone in that role
// but no member of their own (e2e/staff.ts, premadeMember): a sign-up each per run, not per test.
setup('sign up the staff accounts the other specs use', async ({ page, baseURL }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Teller');
  await page.getByLabel('Email').fill(`teller-${Date.now()}@bureau.test`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Exchanges need their teller's open till (docs/decisions/0036): the account opens the Main
  // branch's first till, which holds nothing yet, with an empty count.
  const opened = await page.request.post(`/api/tills/${MAIN_TILL_ID}/open`, {
    data: { counts: [] },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  // No receipt prints the seeded placeholders (issue 47): the run's bureau has its own profile
  // (the receipts spec changes it again).
  const profile = await page.request.put('/api/settings/business_profile', {
    data: {
      value: { name: 'Harbour Exchange', address: '10 Bay St, Toronto ON', phone: '416-555-0199' },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await page.context().storageState({ path: process.env.E2E_STAFF_STATE });
  await makePremade(String(baseURL), 'manager');
  await makePremade(String(baseURL), 'teller');
});
