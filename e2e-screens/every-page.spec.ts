import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { customerOnFile } from '../e2e/customers';
import { ownMember } from '../e2e/staff';

// Every page of the app in each language and theme at a desk's and a phone's width, written
// to test-results/screens/<language>-<theme>-<width>/<page>.png for people to look at.

async function seed(request: APIRequestContext) {
  const tag = `Scr${Date.now().toString(36)}`;
  const customerId = await customerOnFile(request, {
    first_name: 'Élodie',
    last_name: `Tremblay${tag}`,
    phone: '514-555-0199',
    address: '1234 rue Sainte-Catherine O\nMontréal QC H3G 1P1',
    occupation: 'Comptable',
  });
  await request.post(`/api/customers/${customerId}/id-cards`, {
    data: {
      id_type: 'Passport',
      id_number: `P${tag}`,
      issued_date: '2022-03-01',
      expiry_date: '2032-03-01',
    },
  });
  const company = await request.post('/api/companies', {
    data: { name: `Érable Import ${tag}`, industry: 'Commerce' },
  });
  const companyId = ((await company.json()) as { id: string }).id;
  const currencies = (await (await request.get('/api/currencies')).json()) as {
    rows: { id: string; code: string }[];
  };
  const currency = (code: string) => currencies.rows.find((c) => c.code === code)?.id;
  const booked = await request.post('/api/transactions', {
    data: {
      customer_id: customerId,
      pairs: [
        { from_currency_id: currency('USD'), to_currency_id: currency('CAD'), amount: '1250.50' },
      ],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const transactionId = ((await booked.json()) as { transactions: { id: string }[] })
    .transactions[0]?.id;
  const tills = (await (await request.get('/api/tills')).json()) as {
    rows: { id: string; session: { id: string } | null }[];
  };
  const session = tills.rows.find((till) => till.session)?.session?.id;
  const cases = (await (await request.get('/api/compliance/cases')).json()) as {
    rows?: { id: string }[];
  };
  return { customerId, companyId, transactionId, session, caseId: cases.rows?.[0]?.id };
}

const pages = (ids: Awaited<ReturnType<typeof seed>>) =>
  [
    ['dashboard', '/'],
    ['customers', '/customers'],
    ['customer', `/customers/${ids.customerId}`],
    ['companies', '/companies'],
    ['company', `/companies/${ids.companyId}`],
    ['accounts', '/accounts'],
    ['rates', '/rates'],
    ['rate-sheet', '/rates/sheet'],
    ['currencies', '/currencies'],
    ['transactions', '/transactions'],
    ['transaction', `/transactions/${ids.transactionId}`],
    ['compliance', '/compliance'],
    ['compliance-case', ids.caseId ? `/compliance/${ids.caseId}` : null],
    ['tills', '/tills'],
    ['till-session', ids.session ? `/till-sessions/${ids.session}` : null],
    ['exchange', `/exchange?customerId=${ids.customerId}`],
    ['reports', '/reports'],
    ['reports-daily', '/reports?tab=daily'],
    ['day', '/day'],
    ['settings', '/settings'],
    ['staff', '/staff'],
    ['audit', '/audit'],
    ['not-found', '/no-such-page'],
  ].filter((entry): entry is [string, string] => entry[1] !== null);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

for (const language of ['fr', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    if (language === 'en' && theme === 'light') continue; // the everyday screens, seen daily
    test(`every page in ${language}, ${theme}`, async ({ browser, baseURL, page: owner }) => {
      const ids = await seed(owner.request);
      const context = await ownMember(browser, String(baseURL));
      const saved = await context.request.put('/api/me/preferences', {
        data: { language, theme },
        headers: { origin: String(baseURL) },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const page = await context.newPage();
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        for (const [name, path] of pages(ids)) {
          await page.goto(path);
          await settle(page);
          await page.screenshot({
            path: `test-results/screens/${language}-${theme}-${width}/${name}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    });
  }
}
