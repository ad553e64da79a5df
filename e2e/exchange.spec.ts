import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountIds, movedBy, units } from './ledger';
import { customerOnFile } from './customers';
import { toast } from './toasts';
import { picture } from './screens';
import { bookedReference } from './reference';
import { chooseOption } from './select';

// A customer made through the API for this test, named Ex <tag>.
const customerOn = (page: Page, tag: string) =>
  customerOnFile(page.request, { first_name: 'Ex', last_name: tag });

test('an exchange from the side panel shortcut books the pair and moves the USD balance', async ({
  page,
}) => {
  const tag = `Ex${Date.now()}`;
  const id = await customerOn(page, tag);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toContainText(`Ex ${tag}`);
  await expect(page.getByLabel('Reference Number')).toHaveValue(/^\d{10}$/);
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByTestId('pair-0-preview')).toContainText('100.00 USD →');
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
  await picture(page, { path: '/tmp/exchange.png', fullPage: true });

  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '1 exchange transaction(s) completed successfully')).toContainText(
    'Success',
  );
  const done = page.getByRole('dialog', { name: 'Exchange completed' });
  const reference = await bookedReference(page, done);
  await expect(done).toContainText('100.00 USD');
  const booked = (await (await page.request.get(`/api/exchanges/${reference}`)).json()) as Booked;
  const ids = booked.transactions.map((t) => t.id);
  expect(await movedBy(page.request, 'USD', ids)).toBe(units('100'));

  await done.getByRole('button', { name: 'New Transaction' }).click();
  await expect(done).toBeHidden();
  await expect(
    page.getByText('No customer selected. Please select a customer from the customers page.'),
  ).toBeVisible();
  await expect(page.getByLabel('Reference Number')).not.toHaveValue(reference);
});

test('card payment without an ID card warns and is refused', async ({ page }) => {
  const tag = `Ec${Date.now()}`;
  const id = await customerOn(page, tag);
  await page.goto(`/exchange?customerId=${id}&fromCurrency=USD&toCurrency=CAD&operation=buy`);
  await expect(page.getByRole('region', { name: 'Selected customer' })).toBeVisible();
  await page.getByLabel('Payment Method').click();
  await page.getByRole('option', { name: 'Card' }).click();
  await expect(page.getByText('No ID card on file - card payment will be blocked')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(
    toast(page, 'Card payments require a valid ID card on file for this customer'),
  ).toContainText('Error');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
});

// Exact decimal text as a count of 10^-18, so money compares without floating point.
async function balances(request: APIRequestContext): Promise<Map<string, bigint>> {
  const res = await request.get('/api/accounts');
  const { rows } = (await res.json()) as {
    rows: { balance: string; currency: { code: string } }[];
  };
  return new Map(rows.map((row) => [row.currency.code, units(row.balance)]));
}

// A currency of this test's own, holding 150.00, that CAD buys at 2: its balance and warning
// depend on nothing else the suite does.
async function ownCurrency(request: APIRequestContext): Promise<string> {
  // A digit keeps the code off ISO 4217's: the accounts page writes it after the amount.
  const code = `W${Date.now() % 10}${(Math.floor(Date.now() / 10) % 36).toString(36).toUpperCase()}`;
  const created = await request.post('/api/currencies', {
    data: { code, name: `Pickup ${code}`, symbol: 'W', rounding_factor: '0.01' },
  });
  expect(created.status()).toBe(201);
  const currencyId = ((await created.json()) as { id: string }).id;
  const cad = (
    (await (await request.get('/api/currencies')).json()) as {
      rows: { id: string; code: string }[];
    }
  ).rows.find((c) => c.code === 'CAD');
  const rate = await request.post('/api/currency-rates', {
    data: { from_currency_id: cad?.id, to_currency_id: currencyId, buy_rate: '2', sell_rate: '2' },
  });
  expect(rate.status()).toBe(201);
  const accountId = (await accountIds(request)).get(code);
  const float = await request.post(`/api/accounts/${accountId}/adjustments`, {
    data: { direction: 'increase', amount: '150' },
  });
  expect(float.ok()).toBe(true);
  return code;
}

type Booked = {
  reference_number: string;
  total_value: string;
  is_on_behalf: boolean;
  recipient_customer: { first_name: string; last_name: string } | null;
  transactions: {
    id: string;
    from_amount: string;
    to_amount: string;
    from_currency: { code: string };
    to_currency: { code: string };
  }[];
};

test('a two-pair on-behalf exchange from the Buy USD shortcut, with the recipient created inline', async ({
  page,
}) => {
  const tag = `Ob${Date.now()}`;
  await customerOn(page, tag);
  const code = await ownCurrency(page.request);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const panel = page.getByRole('complementary', { name: 'Customer panel' });
  await panel.getByLabel('Find a customer').fill(tag);
  await panel
    .getByRole('list', { name: 'Customer search results' })
    .getByRole('button', { name: new RegExp(`Ex ${tag}`) })
    .click();
  // The dashboard behind refreshes as other tests book exchanges; a click that lands while the
  // panel re-renders is made again.
  await expect(async () => {
    await panel
      .getByRole('region', { name: 'Selected customer' })
      .getByRole('link', { name: 'Buy USD' })
      .click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/exchange\?customerId=.*&fromCurrency=USD&toCurrency=CAD/, {
      timeout: 2_000,
    });
  }).toPass();
  // The side panel shows the customer too; this is the exchange form's panel.
  await expect(
    page.getByRole('form', { name: 'Exchange' }).getByRole('region', { name: 'Selected customer' }),
  ).toContainText(`Ex ${tag}`);

  const pair = (n: number) => page.getByRole('group', { name: `Pair ${n}` });
  const choose = async (n: number, side: 'From Currency' | 'To Currency', option: RegExp) => {
    await pair(n).getByLabel(side).click();
    await page.getByRole('option', { name: option }).click();
  };
  await pair(1).getByLabel('Amount', { exact: true }).fill('100');
  await expect(page.getByTestId('pair-0-balance')).toContainText('CAD Balance');

  // Pair 2 pays out the test's own currency: 50 CAD at 2 is 100.00 of its 150.00.
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await choose(2, 'From Currency', /^CAD - /);
  await choose(2, 'To Currency', new RegExp(`^${code} - `));
  await pair(2).getByLabel('Amount', { exact: true }).fill('50');
  const balance2 = page.getByTestId('pair-1-balance');
  await expect(balance2).toContainText(`${code} Balance`);
  await expect(balance2).toContainText(`150.00 ${code}`);

  // A third pair paying out the same currency takes it below zero across both: a warning only.
  await page.getByRole('button', { name: 'Add Transaction' }).click();
  await choose(3, 'From Currency', /^CAD - /);
  await choose(3, 'To Currency', new RegExp(`^${code} - `));
  await pair(3).getByLabel('Amount', { exact: true }).fill('30');
  const warning = `This exchange would take the ${code} balance below zero (-10.00 ${code} after it)`;
  await expect(pair(2).getByRole('status')).toHaveText(warning);
  await expect(pair(3).getByRole('status')).toHaveText(warning);
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 3');
  await picture(page, { path: '/tmp/exchange-warning.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 800 });
  await picture(page, { path: '/tmp/exchange-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Remove pair 3' }).click();
  await expect(pair(2).getByRole('status')).toBeHidden();

  // The recipient, created from the picker with the search text split into names.
  await page.getByLabel('On behalf of another person').check();
  await page.getByLabel('Find a recipient').fill(`Rita Pickup${tag}`);
  const results = page.getByRole('list', { name: 'Find a recipient results' });
  await expect(results).toHaveText('No customers found');
  await picture(page, { path: '/tmp/exchange-recipient-picker.png' });
  await page.getByRole('button', { name: 'Create New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
  await expect(dialog.getByLabel('First Name')).toHaveValue('Rita');
  await expect(dialog.getByLabel('Last Name')).toHaveValue(`Pickup${tag}`);
  await dialog.getByLabel('Email').fill(`rita.${tag.toLowerCase()}@example.com`);
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'Customer created successfully')).toContainText('Success');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`On behalf of: Rita Pickup${tag}`)).toBeVisible();
  await page.getByLabel('Pickup Instructions').fill('Collect on Friday');

  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 2');
  const total = await page.getByTestId('summary-total').textContent();
  await picture(page, { path: '/tmp/exchange-two-pairs.png', fullPage: true });

  const before = await balances(page.request);
  await page.getByRole('button', { name: 'Complete Exchange' }).click();
  await expect(toast(page, '2 exchange transaction(s) completed successfully')).toContainText(
    'Success',
  );
  const reference = await bookedReference(
    page,
    page.getByRole('dialog', { name: 'Exchange completed' }),
  );
  const booked = (await (await page.request.get(`/api/exchanges/${reference}`)).json()) as Booked;
  expect(booked.is_on_behalf).toBe(true);
  expect(booked.recipient_customer).toMatchObject({
    first_name: 'Rita',
    last_name: `Pickup${tag}`,
  });
  const [usdCad, cadOwn] = booked.transactions;
  expect([usdCad?.from_currency.code, usdCad?.to_currency.code]).toEqual(['USD', 'CAD']);
  expect([cadOwn?.from_currency.code, cadOwn?.to_currency.code]).toEqual(['CAD', code]);
  expect(cadOwn?.to_amount).toBe('100');
  // The summary showed the server's total value, in CAD, to 2 decimals.
  expect(total).toBe(`Total value: ${booked.total_value} CAD`);

  const after = await balances(page.request);
  const moved = (c: string) => (after.get(c) ?? 0n) - (before.get(c) ?? 0n);
  const ids = booked.transactions.map((t) => t.id);
  expect(await movedBy(page.request, 'USD', ids)).toBe(units(usdCad?.from_amount ?? '0'));
  expect(await movedBy(page.request, 'CAD', ids)).toBe(
    units(cadOwn?.from_amount ?? '0') - units(usdCad?.to_amount ?? '0'),
  );
  expect(moved(code)).toBe(-units(cadOwn?.to_amount ?? '0'));

  await page.goto('/accounts');
  await expect(page.getByTestId(`account-${code}`)).toContainText(`50.00 ${code}`);
});

test('the exchange messages of SPEC §5 show where they belong', async ({ page }) => {
  const tag = `Em${Date.now()}`;
  await customerOn(page, tag);
  await customerOn(page, `${tag}R`);
  await page.goto('/exchange');
  const incomplete = page.getByText(
    'Please select a customer and complete at least one exchange pair',
  );
  await expect(incomplete).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Exchange' })).toBeDisabled();

  const pickCustomer = async (name: string) => {
    await page.getByRole('textbox', { name: 'Find a customer' }).fill(name);
    await page
      .getByRole('list', { name: 'Find a customer results' })
      .getByRole('button', { name: new RegExp(`Ex ${name}\\b`) })
      .click();
    await expect(
      page
        .getByRole('form', { name: 'Exchange' })
        .getByRole('region', { name: 'Selected customer' }),
    ).toContainText(`Ex ${name}`);
  };
  await pickCustomer(tag);
  const pair = page.getByRole('group', { name: 'Pair 1' });
  await chooseOption(page, pair.getByLabel('From Currency'), 'USD - US Dollar');
  await chooseOption(page, pair.getByLabel('To Currency'), 'CAD - Canadian Dollar');
  await pair.getByLabel('Amount', { exact: true }).fill('10');
  await expect(incomplete).toBeHidden();

  const complete = page.getByRole('button', { name: 'Complete Exchange' });
  await page.getByLabel('On behalf of another person').check();
  await complete.click();
  await expect(
    page.getByText('Please select a recipient customer for on-behalf transactions'),
  ).toBeVisible();

  // The picker leaves out the customer; choosing the recipient as the customer afterwards is
  // refused before anything is sent.
  await page.getByLabel('Find a recipient').fill(`${tag}R`);
  await page
    .getByRole('list', { name: 'Find a recipient results' })
    .getByRole('button', { name: new RegExp(`Ex ${tag}R`) })
    .click();
  await page.getByRole('button', { name: 'Clear customer' }).click();
  await pickCustomer(`${tag}R`);
  await complete.click();
  await expect(
    page.getByText('The recipient cannot be the same as the customer making the transaction'),
  ).toBeVisible();
  await page.getByLabel('On behalf of another person').uncheck();

  // An amount too large to record at this rate, named by its pair before submit.
  const tooLarge = 'Pair 1: the amount at this rate is too large to record';
  await pair.getByLabel('Amount', { exact: true }).fill('99999999999999999999');
  await pair.getByLabel('Rate Override').fill('1000');
  await expect(page.getByTestId('pair-0-preview')).toHaveText(tooLarge);
  await complete.click();
  await expect(pair.getByText(tooLarge)).toHaveCount(2);
  await expect(page.getByTestId('summary-count')).toHaveText('Valid pairs: 1');
});
