import { expect, test, type Browser, type Page } from '@playwright/test';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../src/server/db/schema/cash';
import { get, member, send, shoot } from './cash-day';
import { customerOnFile } from './customers';
import { chooseOption } from './select';
import { toast } from './toasts';

// Issue 46 (docs/decisions/0059): cash handed to a till during the day is counted by the
// teller who receives it, blind and by denomination; a difference beyond the tolerance waits for
// a manager, who says whose it is. The staff, the till and the handover are made through the API.

type Session = { id: string; till: { id: string; name: string } };

// A new till of the Main branch and a new teller, signed in a browser of their own.
async function tellerAtNewTill(
  owner: Page,
  browser: Browser,
  app: string,
  tillPrefix: string,
  tellerName: string,
) {
  const stamp = Date.now().toString(36).toUpperCase();
  const till = await send<{ id: string; name: string }>(
    owner.request,
    `/api/branches/${MAIN_BRANCH_ID}/tills`,
    { name: `${tillPrefix} ${stamp}` },
  );
  const tellerContext = await member(browser, app, 'teller', `${tellerName}${stamp}`);
  return { stamp, till, tellerContext, teller: await tellerContext.newPage() };
}

test('a float handed to an open till is counted by its teller; a manager signs the difference off', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const app = String(baseURL);
  const stamp = Date.now().toString(36).toUpperCase();
  const till = await send<{ id: string; name: string }>(
    owner.request,
    `/api/branches/${MAIN_BRANCH_ID}/tills`,
    { name: `Handover ${stamp}` },
  );
  const accounts = await get<{ rows: { id: string; currency: { id: string; code: string } }[] }>(
    owner.request,
    '/api/accounts',
  );
  const cad = accounts.rows.find((a) => a.currency.code === 'CAD');
  if (!cad) throw new Error('no CAD account');
  await send(owner.request, `/api/accounts/${cad.id}/adjustments`, {
    direction: 'increase',
    amount: '500',
    note: 'Vault cash',
  });
  const tellerContext = await member(browser, app, 'teller', `Hana Teller${stamp}`);
  const teller = await tellerContext.newPage();
  try {
    await send(tellerContext.request, `/api/tills/${till.id}/open`, { counts: [] });
    const handover = await send<{ id: string }>(owner.request, '/api/cash-transfers', {
      from_location_id: MAIN_VAULT_ID,
      to_location_id: till.id,
      currency_id: cad.currency.id,
      amount: '200',
      note: 'Afternoon float',
    });

    // The teller sees the cash waiting, blind, and counts it: 9 × 20, 20.00 CAD short.
    await teller.setViewportSize({ width: 1366, height: 900 });
    await teller.goto('/tills');
    const waiting = teller.getByRole('region', { name: 'Cash Waiting to Be Counted' });
    const row = waiting.getByTestId(`handover-${handover.id}`);
    await expect(row).toContainText('Blind until counted');
    await expect(row).toContainText('Awaiting count');
    await shoot(teller, 'handover-waiting');
    await row.getByRole('link', { name: 'Count' }).click();
    await expect(teller.getByRole('heading', { name: 'Count the cash from Vault' })).toBeVisible();
    // Only the currency handed over is counted.
    await expect(teller.getByTestId('count-USD')).toHaveCount(0);
    await teller.getByLabel('CAD 20 quantity', { exact: true }).fill('9');
    await expect(teller.getByTestId('total-CAD')).toHaveText('180.00 CAD');
    await shoot(teller, 'handover-count');
    await teller.getByRole('button', { name: 'Submit Count' }).click();
    await expect(
      toast(teller, '180.00 CAD counted, 200.00 CAD sent: a manager signs the difference off'),
    ).toContainText('Waiting for a sign-off');

    // The manager says the difference is the receiver's.
    await owner.goto('/tills');
    const ownerRow = owner
      .getByRole('region', { name: 'Cash Waiting to Be Counted' })
      .getByTestId(`handover-${handover.id}`);
    await expect(ownerRow).toContainText('200.00 CAD');
    await expect(ownerRow).toContainText('-20.00 CAD');
    await ownerRow.getByRole('button', { name: 'Sign Off' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Sign Off the Handover' });
    await dialog.getByRole('radio', { name: `The receiver's (${till.name})` }).check();
    await dialog.getByLabel('Reason').fill('Recounted with the teller: 180 arrived');
    await dialog.getByRole('button', { name: 'Sign Off' }).click();
    await expect(toast(owner, `The handover to ${till.name} is signed off`)).toContainText(
      'Success',
    );

    // The teller's session keeps it: sent, counted, whose the difference is.
    const mine = await get<{ session: Session | null }>(
      tellerContext.request,
      '/api/till-sessions/mine',
    );
    await teller.goto(`/till-sessions/${mine.session?.id}`);
    const history = teller
      .getByRole('region', { name: 'Cash Handed Over' })
      .getByTestId(`handover-${handover.id}`);
    await expect(history).toContainText('Received');
    await expect(history).toContainText('180.00 CAD');
    await expect(history).toContainText("receiver's");
    await shoot(teller, 'handover-session');
  } finally {
    await tellerContext.close();
  }
});

test('a teller drops cash from their till to the vault', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const { till, tellerContext, teller } = await tellerAtNewTill(
    owner,
    browser,
    String(baseURL),
    'Drop',
    'Dru Teller',
  );
  try {
    const cad = (
      await get<{ rows: { id: string; code: string }[] }>(owner.request, '/api/currencies')
    ).rows.find((c) => c.code === 'CAD');
    await send(tellerContext.request, `/api/tills/${till.id}/open`, {
      counts: [{ currency_id: cad?.id, lines: [{ value: '50', quantity: 6 }] }],
    });
    await teller.setViewportSize({ width: 1366, height: 900 });
    await teller.goto('/tills');
    await teller.getByTestId(`till-${till.name}`).getByRole('button', { name: 'Transfer' }).click();
    const dialog = teller.getByRole('dialog', { name: 'Transfer Cash' });
    await chooseOption(teller, dialog.getByLabel('To'), 'Vault');
    await chooseOption(teller, dialog.getByLabel('Currency'), 'CAD - Canadian Dollar');
    await dialog.getByLabel('Amount').fill('250');
    await dialog.getByRole('button', { name: 'Transfer' }).click();
    await expect(
      toast(
        teller,
        `250.00 CAD handed from ${till.name} to Vault: it is received once counted there`,
      ),
    ).toContainText('Success');

    // The manager counts the drop at the vault.
    await owner.goto('/tills');
    const row = owner
      .getByRole('region', { name: 'Cash Waiting to Be Counted' })
      .locator('tr', { hasText: `${till.name} → Vault` });
    await expect(row).toContainText('drop');
    await row.getByRole('link', { name: 'Count' }).click();
    await owner.getByLabel('CAD 50 quantity', { exact: true }).fill('5');
    await owner.getByRole('button', { name: 'Submit Count' }).click();
    await expect(toast(owner, `250.00 CAD received from ${till.name}`)).toContainText('Success');

    // The day's Z report shows the drop under its till, as sent and as counted.
    await owner.goto(`/day?branch=${MAIN_BRANCH_ID}`);
    await expect(owner.getByTestId(`z-till-${till.name}`)).toContainText(
      /Drop to Vault: 250(\.00)? CAD sent, 250(\.00)? CAD counted, received/,
    );
  } finally {
    await tellerContext.close();
  }
});

// Notes on hand: a payout the till's last count cannot make is warned about before submit.
test('a payout the counted notes cannot make is warned about', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const { stamp, till, tellerContext, teller } = await tellerAtNewTill(
    owner,
    browser,
    String(baseURL),
    'Notes',
    'Nia Teller',
  );
  try {
    const { rows } = await get<{ rows: { id: string; code: string }[] }>(
      owner.request,
      '/api/currencies',
    );
    const usd = rows.find((c) => c.code === 'USD');
    await send(tellerContext.request, `/api/tills/${till.id}/open`, {
      counts: [{ currency_id: usd?.id, lines: [{ value: '100', quantity: 9 }] }],
    });
    const customer = await customerOnFile(teller.request, { first_name: 'Noa', last_name: stamp });
    await teller.setViewportSize({ width: 1366, height: 900 });
    await teller.goto(`/exchange?customerId=${customer}&fromCurrency=CAD&toCurrency=USD`);
    await teller.getByLabel('Receives').fill('905');
    const warning = teller.getByTestId('pair-0-notes');
    await expect(warning).toContainText('has no notes to make 905.00 USD');
    await teller.getByLabel('Receives').fill('900');
    await expect(warning).toBeHidden();
  } finally {
    await tellerContext.close();
  }
});
