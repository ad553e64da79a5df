import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Denomination, TillSession } from '@domain/contracts/cash';
import { Dec } from '@domain/money';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { MAIN_BRANCH_ID, MAIN_VAULT_ID } from '../db/schema/cash';
import { bureauDate } from '../modules/settings';
import { fixtureText } from '../test/fake-sanctions-server';
import { LIST_FILES, semaListedPerson } from '../test/sanctions-list-fixtures';
import type { TestApp } from '../test/test-app';

// Test support for backups: a bureau's day through the API, on any database the app runs on
// (PostgreSQL, or PGlite for the conversion of an earlier version's folder), so that a backup
// or a conversion is proven on every kind of row a bureau holds: staff, customers and their ID
// cards, a float carried from the vault, exchanges, a till opened and closed by count, the
// business day closed, a sanctions list and a customer it holds, a changed setting, and the
// audit trail of all of it.

type Headers = { authorization: string };
export type BureauApp = Pick<TestApp, 'as' | 'signUp'> & { db: Database };

export type FilledBureau = {
  owner: { headers: Headers; userId: string; email: string };
  customerId: string;
  listedCustomerId: string;
  references: string[];
};

async function call(
  t: BureauApp,
  who: Headers,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const res = await t.as(who, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

export async function fillBureau(t: BureauApp): Promise<FilledBureau> {
  const email = `owner-${Date.now()}@bureau.test`;
  const owner = { ...(await t.signUp(email)), email };
  const manager = await t.signUp(undefined, { role: 'manager' });
  const as = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    call(t, owner.headers, method, url, payload);
  const currencies = (await as('GET', '/api/currencies')).json<{
    rows: { id: string; code: string }[];
  }>().rows;
  const id = (code: string) => currencies.find((c) => c.code === code)?.id ?? '';
  const accounts = (await as('GET', '/api/accounts')).json<{
    rows: { id: string; currency: { code: string } }[];
  }>().rows;

  // A float in the vault, carried to a new till opened by the owner.
  for (const [code, amount] of [
    ['CAD', '2000'],
    ['USD', '1000'],
  ] as const) {
    const account = accounts.find((a) => a.currency.code === code);
    await as('POST', `/api/accounts/${account?.id}/adjustments`, {
      direction: 'increase',
      amount,
      note: 'float',
    });
  }
  const till = (
    await as('POST', `/api/branches/${MAIN_BRANCH_ID}/tills`, { name: 'Backup counter' })
  ).json<{ id: string }>();
  const session = (
    await as('POST', `/api/tills/${till.id}/open`, { counts: [] })
  ).json<TillSession>();
  await call(t, manager.headers, 'POST', '/api/cash-transfers', {
    from_location_id: MAIN_VAULT_ID,
    to_location_id: session.till.id,
    currency_id: id('CAD'),
    amount: '500',
  });

  const customerId = (
    await as('POST', '/api/customers', {
      first_name: 'Dee',
      last_name: 'Backup',
      email: `dee-${Date.now()}@bureau.test`,
      birthday: '1980-04-02',
      address: '1 Front Street, Toronto',
      occupation: 'Engineer',
    })
  ).json<{ id: string }>().id;
  await as('POST', '/api/id-cards', {
    customer_id: customerId,
    id_number: `P-${Date.now()}`,
    id_type: 'Passport',
    expiry_date: '2099-01-01',
    issuing_country: 'CA',
    verified: true,
  });
  // 100 USD sold for 130 CAD, then 65 CAD for 52 USD.
  const references: string[] = [];
  for (const [from, to, amount, rate] of [
    ['USD', 'CAD', '100', '1.30'],
    ['CAD', 'USD', '65', '0.80'],
  ] as const) {
    const booked = await as('POST', '/api/transactions', {
      customer_id: customerId,
      payment_method: 'cash',
      pairs: [{ from_currency_id: id(from), to_currency_id: id(to), amount, custom_rate: rate }],
    });
    references.push(booked.json<{ reference_number: string }>().reference_number);
  }

  // The till closed by a count of what it holds, then the day.
  const held = await queryRows<{ currency_id: string; balance: string }>(
    t.db,
    sql`select currency_id, trim_scale(balance)::text as balance from location_balances
        where location_id = ${session.till.id}::uuid and balance <> 0`,
  );
  const counts = [];
  for (const row of held)
    counts.push(await countOf(t, owner.headers, row.currency_id, row.balance));
  await as('POST', `/api/till-sessions/${session.id}/close`, { counts });
  await as('POST', '/api/business-days/close', {
    branch_id: MAIN_BRANCH_ID,
    date: await bureauDate(t.db, new Date()),
  });

  // A sanctions list in force, and a customer it holds.
  await as('POST', '/api/sanctions/lists', {
    source: 'sema',
    file_name: LIST_FILES.sema,
    content: fixtureText(LIST_FILES.sema),
  });
  const listedCustomerId = (
    await as('POST', '/api/customers', {
      ...semaListedPerson(),
      email: `listed-${Date.now()}@bureau.test`,
    })
  ).json<{ id: string }>().id;
  await as('PUT', '/api/settings/require_id_for_card', { value: { enabled: false } });
  return { owner, customerId, listedCustomerId, references };
}

// A count of `amount` in the currency's notes and coins, largest first.
async function countOf(t: BureauApp, who: Headers, currencyId: string, amount: string) {
  const { rows } = (
    await call(t, who, 'GET', `/api/denominations?currency_id=${currencyId}`)
  ).json<{ rows: Denomination[] }>();
  let left = new Dec(amount);
  const lines = [];
  for (const d of [...rows].sort((a, b) => new Dec(b.value).cmp(a.value))) {
    const quantity = left.div(d.value).floor().toNumber();
    if (quantity > 0) lines.push({ value: d.value, quantity });
    left = left.sub(new Dec(d.value).mul(quantity));
  }
  if (!left.isZero()) throw new Error(`${amount} is not in notes and coins`);
  return { currency_id: currencyId, lines };
}
