import { beforeAll, expect } from 'vitest';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import { toDecimalString } from '@domain/money';
import { queryRows } from '../db/client';
import { apiSuite } from './api-suite';
import { openTillFor } from './open-till';

let serial = 0;

// Test support for exchange suites: currencies by code, customers, and the database state an
// exchange may change (rows, movements and every balance), to prove a refusal writes nothing.
export function exchangeSuite(env?: Record<string, string>) {
  const s = apiSuite(env ? { env } : {});
  const { call } = s;
  // An exchange needs its teller's open till (docs/decisions/0036).
  beforeAll(async () => {
    await openTillFor(s.t, s.session);
  });

  const currency = async (code: string): Promise<Currency> => {
    const rows = (await call('GET', '/api/currencies')).json<{ rows: Currency[] }>().rows;
    const found = rows.find((c) => c.code === code);
    if (!found) throw new Error(`no currency ${code}`);
    return found;
  };
  const ids = async (...codes: string[]) =>
    Promise.all(codes.map(async (c) => (await currency(c)).id));

  const customer = async (extra: Record<string, unknown> = {}) => {
    serial += 1;
    const res = await call('POST', '/api/customers', {
      first_name: 'Ex',
      last_name: `Change${serial}`,
      email: `ex${serial}-${Date.now()}@bureau.test`,
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(`customer: ${res.body}`);
    return res.json<{ id: string }>().id;
  };
  // A customer FINTRAC's identification rules ask nothing more of (docs/decisions/0026): date
  // of birth, address, occupation and an unexpired ID card on file.
  const identifiedCustomer = async (extra: Record<string, unknown> = {}) => {
    const id = await customer({
      birthday: '1980-04-02',
      address: '1 Front Street, Toronto',
      occupation: 'Engineer',
      ...extra,
    });
    const card = await call('POST', '/api/id-cards', {
      customer_id: id,
      id_number: `P${serial}-${Date.now()}`,
      id_type: 'Passport',
      expiry_date: '2099-01-01',
      issuing_country: 'CA',
      verified: true,
    });
    if (card.statusCode !== 201) throw new Error(`id card: ${card.body}`);
    return id;
  };
  const company = async () => {
    const res = await call('POST', '/api/companies', { name: `Firm ${++serial}` });
    return res.json<{ id: string }>().id;
  };
  const rate = async (from: string, to: string, buy: string) => {
    const [fromId, toId] = await ids(from, to);
    const res = await call('POST', '/api/currency-rates', {
      from_currency_id: fromId,
      to_currency_id: toId,
      buy_rate: buy,
      sell_rate: buy,
    });
    if (res.statusCode !== 201) throw new Error(`rate: ${res.body}`);
  };
  const newCurrency = async (code: string, body: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/currencies', {
      code,
      name: code,
      symbol: code,
      rounding_factor: '0.01',
      ...body,
    });
    if (res.statusCode !== 201) throw new Error(`currency: ${res.body}`);
    return res.json<Currency>().id;
  };
  const exchange = (body: Record<string, unknown>, key?: string) =>
    s.t.as(s.session, {
      method: 'POST',
      url: '/api/transactions',
      payload: body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const balance = async (code: string) => {
    const [row] = await queryRows<{ balance: string }>(
      s.t.database.db,
      `select a.balance::text as balance from account_balances a
       join currencies c on c.id = a.currency_id
       where c.code = '${code}'`,
    );
    return row ? toDecimalString(row.balance) : 'missing';
  };
  // Everything an exchange writes, as one comparable value.
  const state = async () =>
    queryRows<{ what: string }>(
      s.t.database.db,
      `select 'tx ' || (select count(*) from transactions) || ' mv ' ||
         (select count(*) from account_movements) || ' ex ' || (select count(*) from exchanges) ||
         ' bal ' || (select string_agg(balance::text, ',' order by account_id) from account_balances) as what`,
    );
  // Every balance equals the sum of its movements.
  const expectLedgerBalanced = async () => {
    const rows = await queryRows<{ code: string; balanced: boolean }>(
      s.t.database.db,
      `select c.code, a.balance = coalesce(sum(m.amount), 0) as balanced
       from account_balances a join currencies c on c.id = a.currency_id
       left join account_movements m on m.account_id = a.account_id group by c.code, a.balance`,
    );
    expect(rows.filter((row) => !row.balanced)).toEqual([]);
  };
  const booked = (res: { json<T>(): T }) => res.json<ExchangeResponse>();

  return {
    // Getters: the app and session exist only once beforeAll has run.
    get t() {
      return s.t;
    },
    get userId() {
      return s.userId;
    },
    // The signed-in owner's headers (it opens other members' tills).
    get session() {
      return s.session;
    },
    call,
    currency,
    ids,
    customer,
    identifiedCustomer,
    company,
    rate,
    newCurrency,
    exchange,
    balance,
    state,
    expectLedgerBalanced,
    booked,
  };
}
