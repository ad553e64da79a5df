// A till's float handed over from the vault as it opens, and a manager's spot count of an open
// till (issue 46); a teller's whole day is in tills-teller-day.spec.ts.
import { expect, test } from '@playwright/test';
import { MAIN_BRANCH_ID } from '../src/server/db/schema/cash';
import { ok } from './api';
import { chooseOption } from './select';
import { accountId, member, SHOTS } from './tills';
import { toast } from './toasts';
import { picture } from './screens';

// Issue 46: the float is handed over as the till opens, counted by the teller who receives it;
// a difference is the teller's opening variance.
test('a till opens with its float taken from the vault and counted', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const app = String(baseURL);
  const stamp = Date.now().toString(36).toUpperCase();
  const tillName = `Float ${stamp}`;
  await ok(
    owner.request.post(`/api/branches/${MAIN_BRANCH_ID}/tills`, { data: { name: tillName } }),
  );
  await ok(
    owner.request.post(`/api/accounts/${await accountId(owner.request, 'CAD')}/adjustments`, {
      data: { direction: 'increase', amount: '500', note: 'Vault float' },
    }),
  );
  const teller = await member(browser, app, `Flo Teller${stamp}`, 'teller');
  const t = teller.page;
  try {
    await t.setViewportSize({ width: 1366, height: 900 });
    await t.goto('/tills');
    await t
      .getByTestId(`till-${tillName}`)
      .getByRole('link', { name: 'Open', exact: true })
      .click();
    await expect(t.getByRole('heading', { name: `Open ${tillName}` })).toBeVisible();
    const float = t.getByRole('region', { name: 'Float from the vault' });
    await float.getByRole('button', { name: 'Take a float from the vault' }).click();
    await chooseOption(t, float.getByLabel('Currency 1'), 'CAD - Canadian Dollar');
    await float.getByLabel('Amount 1').fill('300');
    // Counted: 14 x 20 = 280.00 CAD, 20 short of what the vault handed over.
    await t.getByLabel('CAD 20 quantity', { exact: true }).fill('14');
    await expect(t.getByTestId('total-CAD')).toHaveText('280.00 CAD');
    await picture(t, { path: `${SHOTS}/open-with-float-1366.png`, fullPage: true });
    await t.getByRole('button', { name: 'Open Till' }).click();
    await expect(toast(t, `${tillName} is open`)).toContainText('Success');
    const opening = t.getByTestId('opening-CAD');
    await expect(opening).toContainText('300.00 CAD');
    await expect(opening).toContainText('-20.00 CAD');
  } finally {
    await teller.context.close();
  }
});

// Issue 46: a manager counts an open till during the day; the count is kept beside what the till
// held, and the till stays open.
test('a manager spot counts an open till, which stays open', async ({ page }) => {
  const mine = await ok<{ session: { id: string; till: { name: string } } | null }>(
    page.request.get('/api/till-sessions/mine'),
  );
  const session = mine.session;
  if (!session) throw new Error('the owner has no open till');
  await page.goto(`/till-sessions/${session.id}`);
  await page.getByRole('link', { name: 'Spot Count' }).click();
  await expect(
    page.getByRole('heading', { name: `Spot count ${session.till.name}` }),
  ).toBeVisible();
  await page.getByLabel('CAD 20 quantity', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Submit Spot Count' }).click();
  await expect(toast(page, `${session.till.name} is spot counted`)).toContainText('Success');
  await expect(page).toHaveURL(new RegExp(`/till-sessions/${session.id}$`));
  const spots = page.getByRole('region', { name: 'Spot Counts' });
  await expect(spots.getByTestId('spot-1-CAD').first()).toContainText('20.00 CAD');
  await expect(page.getByTestId('session-outcome')).toContainText('Open');
  await picture(page, { path: `${SHOTS}/session-spot-1366.png`, fullPage: true });
});
