import { expect, test, type APIRequestContext } from '@playwright/test';
import { picture } from './screens';

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; reference_number: string };
}

async function currencyIds(request: APIRequestContext) {
  const res = await request.get('/api/currencies');
  const rows = ((await res.json()) as { rows: { id: string; code: string }[] }).rows;
  return (code: string) => rows.find((c) => c.code === code)?.id;
}

test("a customer's history lists the exchanges they receive on behalf of someone else", async ({
  page,
}) => {
  const tag = `Hist${Date.now()}`;
  const id = await currencyIds(page.request);
  const person = (first: string) =>
    post(page.request, '/api/customers', {
      first_name: first,
      last_name: tag,
      email: `${first.toLowerCase()}-${tag.toLowerCase()}@example.com`,
    });
  const sender = await person('Sender');
  const recipient = await person('Recipient');
  const exchange = await post(page.request, '/api/transactions', {
    customer_id: sender.id,
    is_on_behalf: true,
    recipient_customer_id: recipient.id,
    pairs: [{ from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: '40' }],
  });

  await page.goto(`/customers/${recipient.id}`);
  await expect(page.getByRole('heading', { name: `Recipient ${tag}` })).toBeVisible();
  await expect(page.getByRole('link', { name: exchange.reference_number })).toBeVisible();
  await expect(page.getByText('Showing latest 10 transactions')).toBeVisible();
});

test("a company's Business Transactions tab pages on the server", async ({ page }) => {
  const tag = `Biz${Date.now()}`;
  const id = await currencyIds(page.request);
  const company = await post(page.request, '/api/companies', { name: `Paged Co ${tag}` });
  const member = await post(page.request, '/api/customers', {
    first_name: 'Member',
    last_name: tag,
    email: `member-${tag.toLowerCase()}@example.com`,
    company_id: company.id,
  });
  const references: string[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const exchange = await post(page.request, '/api/transactions', {
      customer_id: member.id,
      transaction_category: i === 12 ? 'personal' : 'business',
      pairs: [{ from_currency_id: id('USD'), to_currency_id: id('CAD'), amount: String(i) }],
    });
    references.push(exchange.reference_number);
  }
  // One more business exchange in two pairs: 13 business transactions in all.
  await post(page.request, '/api/transactions', {
    customer_id: member.id,
    transaction_category: 'business',
    pairs: [
      { from_currency_id: id('EUR'), to_currency_id: id('CAD'), amount: '5' },
      { from_currency_id: id('GBP'), to_currency_id: id('CAD'), amount: '5' },
    ],
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/companies/${company.id}?tab=transactions`);
  const rows = page.getByRole('row').filter({ hasText: `Member ${tag}` });
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 13 transactions')).toBeVisible();
  // The personal exchange is not a business transaction.
  await expect(page.getByRole('link', { name: references[11] ?? '' })).toHaveCount(0);
  await picture(page, { path: '/tmp/company-transactions.png', fullPage: true });

  // The second page is held on its way: meanwhile the first page's rows stay, and so does
  // their range in the footer.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/transactions') && url.searchParams.get('offset') === '10',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const businessTab = page.getByRole('tabpanel', { name: 'Business Transactions' });
  await businessTab.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Showing 1 to 10 of 13 transactions')).toBeVisible();
  const table = businessTab.getByRole('table');
  await expect(table).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByText('Showing 11 to 13 of 13 transactions')).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(rows).toHaveCount(3);
  // The oldest come last: the first three exchanges booked.
  for (const reference of references.slice(0, 3)) {
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
  }
});
