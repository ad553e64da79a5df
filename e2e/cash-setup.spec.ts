import { expect, test } from '@playwright/test';
import { send, get, shoot, type Branch, type Denomination } from './cash-day';
import { chooseOption } from './select';
import { boxOf, intersects } from './layout';
import { toast } from './toasts';

// The owner's set-up of tills, denominations and tolerance, and where the cash is by location
// (docs/decisions/0036). Each test works in a branch of its own.

test('the owner adds a till, renames and deactivates it, adds a denomination and sets the tolerance', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const branch = await send<Branch>(page.request, '/api/branches', { name: `Kiosk ${tag}` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: `Kiosk ${tag}` });
  await expect(section.getByTestId('location-Vault')).toBeVisible();

  // A till, added, renamed and deactivated.
  await section.getByLabel('New Till').fill(`Window ${tag}`);
  await section.getByRole('button', { name: 'Add Till' }).click();
  const added = toast(page, `Till Window ${tag} added`);
  await expect(added).toContainText('Success');
  const row = section.getByTestId(`location-Window ${tag}`);
  await expect(row).toBeVisible();
  // Toasts show at the bottom left, clear of a row's buttons on the right, even while the new
  // till is the last row on screen.
  await row.scrollIntoViewIfNeeded();
  for (const control of [
    row.getByRole('button', { name: 'Rename' }),
    row.getByRole('switch', { name: `Window ${tag} active` }),
  ]) {
    expect(intersects(await boxOf(added), await boxOf(control))).toBe(false);
  }
  await row.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: `Rename Window ${tag}` });
  await dialog.getByLabel('Till Name').fill(`Hatch ${tag}`);
  await dialog.getByRole('button', { name: 'Save Name' }).click();
  const renamed = section.getByTestId(`location-Hatch ${tag}`);
  await expect(renamed).toBeVisible();
  await renamed.getByRole('switch', { name: `Hatch ${tag} active` }).click();
  await expect(renamed).toContainText('Inactive');
  const stored = await get<{ rows: Branch[] }>(page.request, '/api/branches');
  const tills = stored.rows
    .find((b) => b.id === branch.id)
    ?.locations.filter((l) => l.kind === 'till');
  expect(tills).toEqual([expect.objectContaining({ name: `Hatch ${tag}`, is_active: false })]);

  // A denomination of a currency of this test's own (codes are 3 letters).
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const n = Date.now();
  const code = `Z${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}`;
  const currency = await send<{ id: string }>(page.request, '/api/currencies', {
    code,
    name: `Day Mark ${code}`,
    symbol: 'D',
    tier: 3,
    rounding_factor: '0.01',
    decimal_places: 2,
  });
  await page.reload();
  const counts = page.getByRole('form', { name: /Add a .* denomination/ });
  await chooseOption(page, page.getByLabel('Denominations of'), `${code} - Day Mark ${code}`);
  await expect(page.getByText(`No ${code} denominations yet`)).toBeVisible();
  await counts.getByLabel('Value').fill('0');
  await counts.getByRole('button', { name: 'Add Denomination' }).click();
  await expect(counts.getByRole('alert')).toBeVisible();
  await counts.getByLabel('Value').fill('25');
  await counts.getByRole('button', { name: 'Add Denomination' }).click();
  await expect(toast(page, `25 ${code} added`)).toContainText('Success');
  await expect(page.locator(`[data-testid^="denomination-${code}-"]`)).toContainText('Note');
  const { rows } = await get<{ rows: Denomination[] }>(page.request, '/api/denominations');
  expect(rows.filter((d) => d.currency_id === currency.id)).toEqual([
    expect.objectContaining({ kind: 'note', is_active: true }),
  ]);

  // The till variance tolerance. Other specs close tills with a variance of whole dollars at
  // the same time: a cent keeps their outcome, and the default is put back at the end.
  const tolerance = page.getByRole('form', { name: 'Till variance tolerance' });
  await tolerance.getByLabel('Till variance tolerance (CAD)').fill('-1');
  await tolerance.getByRole('button', { name: 'Save Tolerance' }).click();
  await expect(tolerance.getByRole('alert')).toBeVisible();
  await tolerance.getByLabel('Till variance tolerance (CAD)').fill('0.01');
  await tolerance.getByRole('button', { name: 'Save Tolerance' }).click();
  await expect(toast(page, 'Setting updated successfully')).toContainText('Success');
  try {
    const settings = await get<{ rows: { key: string; value: unknown }[] }>(
      page.request,
      '/api/settings',
    );
    expect(settings.rows.find((s) => s.key === 'till_variance_tolerance')?.value).toEqual({
      amount: '0.01',
    });
    await shoot(page, 'settings');
  } finally {
    const reset = await page.request.put('/api/settings/till_variance_tolerance', {
      data: { value: { amount: '0' } },
    });
    expect(reset.status()).toBe(200);
  }
});

test('accounts open to their split by location; the dashboard shows the tills and the day', async ({
  page,
}) => {
  // Cash in the Main vault (an adjustment lands there), so CAD has a location to show.
  const before = await get<{ rows: { id: string; currency: { code: string } }[] }>(
    page.request,
    '/api/accounts',
  );
  const cadAccount = before.rows.find((a) => a.currency.code === 'CAD');
  await send(page.request, `/api/accounts/${cadAccount?.id}/adjustments`, {
    direction: 'increase',
    amount: '10',
    note: 'Accounts by location',
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/accounts');
  const row = page.getByTestId('account-CAD');
  const disclosure = row.getByRole('button', { name: 'CAD by location' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const split = page.getByRole('list', { name: 'CAD by location' });
  await expect(split).toBeVisible();
  const { rows } = await get<{
    rows: { balance: string; currency: { code: string }; locations: { balance: string }[] }[];
  }>(page.request, '/api/accounts');
  const account = rows.find((a) => a.currency.code === 'CAD');
  expect(account?.locations.length).toBeGreaterThan(0);
  await expect(split.getByRole('listitem')).toHaveCount(account?.locations.length ?? -1);
  await expect(split.getByTestId('location-balance-Vault').first()).toBeVisible();
  await shoot(page, 'accounts');

  await page.goto('/');
  await expect(page.getByTestId('card-tills')).toContainText(/\d+ of \d+ open/);
  await expect(page.getByTestId('card-day')).toContainText(/Open|Closed/);
  await shoot(page, 'dashboard');

  await page.goto('/reports?tab=daily');
  await chooseOption(page, page.getByLabel('Location'), 'Counter 1');
  await expect(page).toHaveURL(/location=/);
  await expect(
    page.getByRole('heading', { name: /Daily position — .* — (Main, )?Counter 1$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('daily-position')).toBeVisible();
  await shoot(page, 'position');
});
