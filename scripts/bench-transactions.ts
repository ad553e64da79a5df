// The transactions part of `npm run bench` (PostgreSQL only): BENCH_TRANSACTIONS transactions
// (default 1,000,000) generated in SQL over the bench's customers with their audit rows and
// their balance movements (which carry the balances they make), then the list screens' requests
// timed: the dashboard, tab counts, the reports, first and deep pages, searches and a detail by
// id.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../src/server/db/client';
import { MAIN_BRANCH_ID, MAIN_CARD_ID, MAIN_TILL_ID } from '../src/server/db/schema/cash';
import { insertAudited, type Step } from './bench-bulk';
import { customerCount, cycle, deepPagesAfter, surnameAt, type Scenario } from './bench-seed';

export const transactionCount = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);

// Two pairs per exchange (pair 0 and 1 share the reference and created_at). About 1 in 5
// exchanges is on behalf, half of those claimed; 2% pending, 1% cancelled. Pairs go from
// USD, EUR or GBP to CAD, every fifth from CAD to USD (the bureau selling). An exchange every
// 30 seconds back from now, all at the main branch.
export const transactionSteps = (): Step[] => [
  [
    `seeded ${transactionCount} transactions`,
    (tx) => insertAudited(tx, 'transactions', 'transaction', transactions(customerCount)),
  ],
  ['seeded their movements', insertMovements],
];

const transactions = (customers: number) => sql`
    with c as (
      select array_agg(id order by created_at, id) as ids from customers),
    cur as (
      select (select id from currencies where code = 'CAD') as cad,
             array[(select id from currencies where code = 'USD'),
                   (select id from currencies where code = 'EUR'),
                   (select id from currencies where code = 'GBP')] as foreign_ids),
    g as (
      select n, n / 2 as ex, n % 2 as pair from generate_series(0, ${transactionCount - 1}) n)
    insert into transactions (reference_number, pair_index, customer_id, from_currency_id,
      to_currency_id, from_amount, to_amount, rate_used, rate_source, base_value,
      transaction_type, status, payment_method, transaction_date, transaction_category,
      is_on_behalf, recipient_customer_id, notes, claimed_at, created_at, branch_id,
      reference_spread, parties_text)
    select
      lpad((ex % 10000000000)::text, 10, '0'), pair,
      c.ids[1 + ex % ${customers}],
      case when ex % 5 = 0 then cur.cad else cur.foreign_ids[1 + ex % 3] end,
      case when ex % 5 = 0 then cur.foreign_ids[1] else cur.cad end,
      100 + ex % 900, round((100 + ex % 900) * 1.35, 2), 1.35, 'table',
      round((100 + ex % 900) * 1.35, 2),
      case when ex % 5 = 0 then 'sell' else 'buy' end,
      case when ex % 50 = 1 then 'pending' when ex % 100 = 3 then 'cancelled' else 'completed' end,
      case when ex % 4 = 0 then 'card' else 'cash' end,
      ((now() - make_interval(secs => ex * 30)) at time zone 'America/Toronto')::date,
      'personal',
      ex % 5 = 2,
      case when ex % 5 = 2 then c.ids[1 + (ex + 1) % ${customers}] end,
      case when ex % 10 = 2 then 'Claimed on 1/1/2026, 9:00:00 AM' end,
      case when ex % 10 = 2 then now() - make_interval(secs => ex * 15) end,
      now() - make_interval(secs => ex * 30),
      ${MAIN_BRANCH_ID}::uuid,
      round((100 + ex % 900) * 1.35 * 0.025, 2),
      -- What its insert trigger would write (the triggers are off): its people's searched text.
      transaction_parties_text(c.ids[1 + ex % ${customers}],
        case when ex % 5 = 2 then c.ids[1 + (ex + 1) % ${customers}] end)
    from g, c, cur`;

// Each booked pair's two movements: the customer's currency into its account, the other out of
// its account, each with the balances after it that the ledger functions write
// (docs/decisions/0041): the account's running balance and its location's; the accounts'
// cost pools stay at zero, and the pair's realised margin rides on its first leg.
const insertMovements = (tx: Tx) =>
  tx.execute(sql`
    with moves as (
      select a.id as account_id, m.amount, t.id as transaction_id, t.created_at, m.side,
        case when m.side = 0 then round(t.base_value * 0.02, 2) else 0 end as realised_cad,
        case when t.payment_method = 'card' and m.side = 0 then ${MAIN_CARD_ID}::uuid
             else ${MAIN_TILL_ID}::uuid end as location_id
      from transactions t
      cross join lateral (values (t.from_currency_id, t.from_amount, 0),
        (t.to_currency_id, -t.to_amount, 1)) as m(currency_id, amount, side)
      join accounts a on a.currency_id = m.currency_id
      where t.status <> 'pending')
    insert into account_movements (account_id, amount, balance_after, reason, transaction_id,
      created_at, location_id, cost_pool_after, location_balance_after, realised_cad)
    select account_id, amount,
      sum(amount) over (partition by account_id order by created_at, transaction_id, side
                        rows unbounded preceding),
      'exchange', transaction_id, created_at, location_id, 0,
      sum(amount) over (partition by account_id, location_id
                        order by created_at, transaction_id, side rows unbounded preceding),
      realised_cad
    from moves
    order by created_at, transaction_id, side`);

// Requests of the transaction screens; `i` varies pages, searches and ids between rounds.
export async function transactionScenarios(db: Database): Promise<Scenario[]> {
  const rows = (await db.execute(
    sql`select id::text from transactions tablesample system (1) limit 500`,
  )) as unknown as { rows: { id: string }[] };
  const ids = rows.rows.map((row) => row.id);
  const people = (await db.execute(
    sql`select customer_id::text as id from transactions tablesample system (1) limit 500`,
  )) as unknown as { rows: { id: string }[] };
  const customerIds = people.rows.map((row) => row.id);
  const currencies = (await db.execute(
    sql`select (select id::text from currencies where code = 'USD') as usd,
      (select id::text from currencies where code = 'CAD') as cad`,
  )) as unknown as { rows: { usd: string; cad: string }[] };
  const { usd, cad } = currencies.rows[0] ?? { usd: '', cad: '' };
  // A run's exchanges take reference numbers from a random start of their own, far above the
  // seeded ones, so that runs on a reused database do not collide.
  const referenceBase = 8_000_000_000 + Math.floor(Math.random() * 900_000) * 1_000;
  const deep = Math.floor(transactionCount / 10);
  const middle = Math.floor(transactionCount / 2);
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const daysAgo = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
  // Next from a deep page (decision 0030): the web sends the last row of the page before.
  const listOrder = 'order by created_at desc, reference_number desc, pair_index';
  const nextAll = await deepPagesAfter(
    db,
    `select id from transactions ${listOrder}`,
    transactionCount,
  );
  const nextPickup = await deepPagesAfter(
    db,
    `select id from transactions where is_on_behalf and status = 'completed'
      and claimed_at is null ${listOrder}`,
    Math.floor(transactionCount / 10),
  );
  const nextAudit = await deepPagesAfter(
    db,
    'select a.id::text as id from audit_log a order by a.id desc',
    transactionCount,
  );
  return [
    ['dashboard', () => '/api/dashboard'],
    ['tab counts', () => '/api/transactions/counts'],
    ['tab counts, search', (i) => `/api/transactions/counts?search=${surnameAt(i)}`],
    [
      'tab counts, a letter or two',
      cycle(['x', 'qu', 'z', '00'], (term) => `/api/transactions/counts?search=${term}`),
    ],
    ['first page, All', () => '/api/transactions?limit=10'],
    ['first page, Pending Pickup', () => '/api/transactions?tab=pending_pickup&limit=10'],
    ['first page, Completed', () => '/api/transactions?tab=completed&limit=10'],
    ['first page, Pending', () => '/api/transactions?tab=pending&limit=10'],
    ['deep page, All', (i) => `/api/transactions?limit=10&offset=${deep - ((i * 997) % 1000)}`],
    // A page asked for by its number half way down a million (issue 48).
    [
      'deep page 500,000, All',
      (i) => `/api/transactions?limit=10&offset=${middle - ((i * 997) % 1000)}`,
    ],
    [
      'deep page, Pending Pickup',
      (i) => `/api/transactions?tab=pending_pickup&limit=10&offset=${Math.floor(deep / 10) - i}`,
    ],
    ['next page, All', (i) => `/api/transactions?limit=10${nextAll(i)}`],
    [
      'next page, Pending Pickup',
      (i) => `/api/transactions?tab=pending_pickup&limit=10${nextPickup(i)}`,
    ],
    ['search by name', (i) => `/api/transactions?search=${surnameAt(i)}&limit=10`],
    ['search by reference', (i) => `/api/transactions?search=${String(4000 + i)}12&limit=10`],
    [
      'search, 1 character',
      cycle(['a', 'x', 'z', '5'], (term) => `/api/transactions?search=${term}&limit=10`),
    ],
    [
      'search, 2 characters',
      cycle(['an', 'qu', 'zz', '00'], (term) => `/api/transactions?search=${term}&limit=10`),
    ],
    [
      'search, email part',
      (i) => `/api/transactions?search=customer${(i * 7919) % customerCount}@&limit=10`,
    ],
    ['search, no match', () => '/api/transactions?search=zzzzzz&limit=10'],
    [
      'customer history',
      (i) => `/api/transactions?customer_id=${customerIds[i % customerIds.length]}&limit=10`,
    ],
    ['detail by id', (i) => `/api/transactions/${ids[i % ids.length]}`],
    ['currency performance', () => '/api/reports/currency-performance?limit=6'],
    ['currency performance, month', () => '/api/reports/currency-performance?period=month&limit=6'],
    ['currency performance, page 2', () => '/api/reports/currency-performance?limit=6&offset=6'],
    ['profit by day, this month', () => '/api/reports/profit?group=day&period=month'],
    ['profit by currency, all', () => '/api/reports/profit?group=currency&period=all'],
    [
      'profit by teller, a year',
      () => `/api/reports/profit?group=teller&period=custom&from=${yearAgo}&to=${today}`,
    ],
    ['profit by branch, all', () => '/api/reports/profit?group=branch&period=all'],
    ['profit by day, all', () => '/api/reports/profit?group=day&period=all'],
    [
      'daily position',
      () => `/api/reports/daily-position?date=${new Date().toISOString().slice(0, 10)}`,
    ],
    [
      'daily position, a branch, today',
      () => `/api/reports/daily-position?date=${today}&branch_id=${MAIN_BRANCH_ID}`,
    ],
    // Before the first seeded exchange at 1,000,000 (an exchange every 30 s: 174 days).
    ['daily position, a year ago', () => `/api/reports/daily-position?date=${yearAgo}`],
    ['daily position, 100 days ago', () => `/api/reports/daily-position?date=${daysAgo}`],
    [
      'daily position, a branch, 100 days ago',
      () => `/api/reports/daily-position?date=${daysAgo}&branch_id=${MAIN_BRANCH_ID}`,
    ],
    [
      'daily position, a till, a year ago',
      () => `/api/reports/daily-position?date=${yearAgo}&location_id=${MAIN_TILL_ID}`,
    ],
    // The audit trail holds a row per seeded customer and transaction.
    ['audit, first page', () => '/api/audit?limit=20'],
    ['audit, deep page', (i) => `/api/audit?limit=20&offset=${deep - ((i * 997) % 1000)}`],
    [
      'audit, deep page 500,000',
      (i) => `/api/audit?limit=20&offset=${middle - ((i * 997) % 1000)}`,
    ],
    ['audit, next page', (i) => `/api/audit?limit=20${nextAudit(i)}`],
    ['audit, customers', () => '/api/audit?record_type=customer&limit=20'],
    ['audit, failed sign-ins', () => '/api/audit?action=sign_in_failed&limit=20'],
    ['audit, one day', () => `/api/audit?from=${day}&to=${day}&limit=20`],
    ['audit, one record', (i) => `/api/audit?record_id=${ids[i % ids.length]}&limit=20`],
    ['transaction history', (i) => `/api/transactions/${ids[i % ids.length]}/history`],
    // Last, as it adds rows: an exchange booked (100 USD to CAD, cash) for one of the first
    // customers, with a reference number of its own (the seeded ones are below 0000500000).
    [
      'exchange, 100 USD to CAD',
      (i) => ({
        url: '/api/transactions',
        body: {
          reference_number: String(referenceBase + i),
          customer_id: customerIds[i % customerIds.length],
          payment_method: 'cash',
          // Asked of a high-risk customer's every exchange; some seeded customers are.
          source_of_money: 'Employment income',
          transaction_category: 'personal',
          is_on_behalf: false,
          pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '100' }],
        },
      }),
    ],
  ];
}
