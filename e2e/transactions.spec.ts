import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { toast } from './toasts';
import { picture } from './screens';

async function post<T>(page: Page, url: string, data: Record<string, unknown>): Promise<T> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

const customer = (page: Page, first: string, last: string) =>
  post<{ id: string }>(page, '/api/customers', {
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.com`.toLowerCase(),
  }).then((c) => c.id);

async function currencyIds(page: Page) {
  const res = await page.request.get('/api/currencies');
  const rows = ((await res.json()) as { rows: { id: string; code: string }[] }).rows;
  return (code: string) => rows.find((c) => c.code === code)?.id;
}

type Booked = { transactions: { id: string }[] };

// Two exchanges for one customer: one of their own, one of two pairs on behalf of a recipient.
async function bookExchanges(page: Page, tag: string) {
  const id = await currencyIds(page);
  const initiator = await customer(page, 'Tx', tag);
  const recipient = await customer(page, 'Pick', `${tag}Up`);
  await post(page, '/api/id-cards', {
    customer_id: recipient,
    id_number: 'P1234567',
    id_type: 'Passport',
    issued_date: null,
    expiry_date: null,
  });
  await post(page, '/api/transactions', {
    customer_id: initiator,
    pairs: [{ from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: '100' }],
  });
  const onBehalf = await post<Booked>(page, '/api/transactions', {
    customer_id: initiator,
    is_on_behalf: true,
    recipient_customer_id: recipient,
    recipient_notes: 'Bring a passport',
    pairs: [
      { from_currency_id: id('CAD'), to_currency_id: id('USD'), amount: '200' },
      { from_currency_id: id('CAD'), to_currency_id: id('EUR'), amount: '150' },
    ],
  });
  return { onBehalf };
}

async function expectCounts(page: Page, counts: Record<string, number>) {
  for (const [tab, n] of Object.entries(counts)) {
    await expect(page.getByTestId(`count-${tab}`)).toHaveText(`(${n})`);
  }
}

test('tab counts, then a pickup claimed with its whole exchange moves to Completed', async ({
  page,
}) => {
  const tag = `Cl${Date.now()}`;
  await bookExchanges(page, tag);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/transactions?search=${tag}`);
  await expectCounts(page, { all: 3, pending_pickup: 2, completed: 1, pending: 0, on_behalf: 2 });
  await expect(page.getByTestId('transaction-card')).toHaveCount(3);
  await picture(page, { path: '/tmp/transactions-list.png', fullPage: true });

  await page.getByRole('radio', { name: /Pending Pickup/ }).click();
  await expect(page).toHaveURL(/tab=pending_pickup/);
  const cards = page.getByTestId('transaction-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByTestId('status-badge')).toHaveText('Awaiting Pickup');
  await cards.first().getByRole('link', { name: 'View' }).click();

  // The detail page loads on demand: wait for it before reading its badge.
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Transaction');
  await expect(page.getByTestId('transaction-card')).toHaveCount(0);
  await expect(page.getByTestId('status-badge')).toHaveText('Awaiting Pickup');
  await expect(page.getByText('Bring a passport')).toBeVisible();
  await page.getByRole('button', { name: 'Claim Transaction' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Claim Transaction' });
  await expect(dialog.getByRole('region', { name: 'Recipient identity' })).toContainText(
    `Pick ${tag}Up`,
  );
  await expect(dialog).toContainText('Passport');
  await expect(dialog).toContainText('P1234567');
  await expect(dialog).toContainText('1 more pair waiting for pickup');
  await expect(dialog.getByLabel('Claim the whole exchange together')).toBeChecked();
  await picture(page, { path: '/tmp/transactions-claim-dialog.png' });
  await dialog.getByRole('button', { name: 'Claim 2 pairs' }).click();

  await expect(toast(page, 'Transaction claimed successfully!')).toContainText('Success');
  await expect(page.getByTestId('status-badge')).toHaveText('Claimed');
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Transaction Created');
  await expect(timeline).toContainText('Transaction Processed');
  await expect(timeline).toContainText('Transaction Claimed');
  await expect(page.getByRole('button', { name: 'Claim Transaction' })).toHaveCount(0);
  await picture(page, { path: '/tmp/transactions-detail.png', fullPage: true });

  await page.getByRole('link', { name: 'Back to Transactions' }).click();
  await page.goto(`/transactions?search=${tag}`);
  await expectCounts(page, { all: 3, pending_pickup: 0, completed: 3, pending: 0, on_behalf: 2 });
});

test('the list filters by search and exports the current filter as CSV', async ({ page }) => {
  const tag = `Ex${Date.now()}`;
  await bookExchanges(page, tag);
  await page.goto(`/transactions?tab=on_behalf&search=${tag}`);
  await expect(page.getByTestId('transaction-card')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('reference_number');
  expect(lines.slice(1).every((line) => line.includes(`Pick ${tag}Up`))).toBe(true);

  await page.goto(`/transactions?search=nothing-matches-${tag}`);
  await expect(page.getByText('No transactions found')).toBeVisible();
});

test('an unknown transaction shows the not-found text with a way back', async ({ page }) => {
  await page.goto('/transactions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Transaction not found')).toBeVisible();
  await expect(
    page.getByText("The transaction you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});

test("a card's receipt link opens the exchange's receipt on the detail page and clears the hash", async ({
  page,
}) => {
  const tag = `Rc${Date.now()}`;
  const { onBehalf } = await bookExchanges(page, tag);
  await page.goto(`/transactions?tab=on_behalf&search=${tag}`);
  const card = page.getByTestId('transaction-card').first();
  await card.getByRole('link', { name: 'Receipt' }).click();

  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toBeVisible();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  // Every pair of the exchange is on the reprint, from the server's receipt data.
  await expect(receipt).toContainText('200.00 CAD');
  await expect(receipt).toContainText('150.00 CAD');
  await expect(receipt).toContainText(`Tx ${tag}`);
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();

  await page.goto(`/transactions/${onBehalf.transactions[0]?.id}`);
  await page.getByRole('button', { name: 'View Receipt' }).click();
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('200.00 CAD');
  await page
    .getByRole('dialog', { name: 'Receipt' })
    .getByRole('button', { name: 'Close' })
    .click();

  // The hash added on the page itself (an address pasted or a link followed) opens it too.
  await page.goto(`/transactions/${onBehalf.transactions[0]?.id}#receipt`);
  await expect(page.getByRole('dialog', { name: 'Receipt' })).toContainText('200.00 CAD');
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
});

test('Next asks for the page after the last card shown; a reload reads it at its offset', async ({
  page,
}) => {
  const tag = `Nx${Date.now()}`;
  const id = await currencyIds(page);
  const initiator = await customer(page, 'Next', tag);
  // Six exchanges of two pairs, one after the other: twelve cards, newest exchange first.
  const booked: Array<Booked & { reference_number: string }> = [];
  for (let i = 0; i < 6; i++) {
    booked.push(
      await post<Booked & { reference_number: string }>(page, '/api/transactions', {
        customer_id: initiator,
        pairs: [
          { from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: `${100 + i}` },
          { from_currency_id: id('EUR'), to_currency_id: id('CAD'), amount: `${200 + i}` },
        ],
      }),
    );
  }
  const secondPage = () =>
    page.waitForRequest(
      (r) => r.url().includes('/api/transactions?') && r.url().includes('offset=10'),
    );
  await page.goto(`/transactions?search=${tag}`);
  await expect(page.getByText('Showing 1 to 10 of 12 transactions')).toBeVisible();
  let asked = secondPage();
  await page.getByRole('button', { name: 'Next' }).click();
  // The tenth card is the second exchange's second pair (decision 0030).
  expect(new URL((await asked).url()).searchParams.get('after')).toBe(
    booked[1]?.transactions[1]?.id,
  );
  await expect(page.getByText('Showing 11 to 12 of 12 transactions')).toBeVisible();
  await expect(page.getByTestId('transaction-card')).toHaveCount(2);
  // The first exchange's two pairs.
  for (const card of await page.getByTestId('transaction-card').all()) {
    await expect(card).toContainText(booked[0]!.reference_number);
  }
  asked = secondPage();
  await page.reload();
  expect(new URL((await asked).url()).searchParams.get('after')).toBeNull();
  await expect(page.getByText('Showing 11 to 12 of 12 transactions')).toBeVisible();
  await expect(page.getByTestId('transaction-card')).toHaveCount(2);
});
