// The list data of `npm run bench`, generated in SQL (one statement per table, never a request
// per row): BENCH_COMPANIES companies, BENCH_ROWS customers (every tenth in a company) and
// BENCH_RATES rates, each with its audit row (bench-bulk.ts says how the fill is made fast).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/server/db/client';
import { cutCompanySearchChunks } from '../src/server/modules/companies/search-chunks';
import { insertAudited, type Step } from './bench-bulk';

export { withoutIndexes } from './bench-bulk';

export const customerCount = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const companyCount = Number(process.env.BENCH_COMPANIES ?? customerCount);
export const rateCount = Number(process.env.BENCH_RATES ?? customerCount);

// Names with every kind of letter: common ones, and a few rare ones (x, q, z) every so often,
// so one- and two-letter searches meet both frequent and rare matches.
const FIRST_NAMES = sql`(array['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Katherine',
  'Linus', 'Margaret', 'Yukihiro', 'Vint', 'Whitfield', 'Juan', 'Kenji', 'Hedy', 'Tim'])`;
const COMPANY_WORDS = sql`(array['Maple', 'Northern', 'Pacific', 'Atlas', 'Harbor', 'Juniper',
  'Summit', 'Cedar'])`;
const COMPANY_KINDS = sql`(array['Trading', 'Logistics', 'Foods', 'Imports', 'Consulting'])`;

const companies = sql`
    insert into companies (name, industry, email, registration_number, created_at)
    select ${COMPANY_WORDS}[1 + g % 8] || ' ' || ${COMPANY_KINDS}[1 + g % 5] || ' ' || g,
      (array['Retail', 'Travel', 'Import/Export', 'Services'])[1 + g % 4],
      'info' || g || '@company.test', 'BN' || lpad(g::text, 9, '0'),
      now() - make_interval(secs => g)
    from generate_series(1, ${companyCount}) g`;

const customers = sql`
    with c as (select array_agg(id order by created_at, id) as ids from companies)
    insert into customers (first_name, last_name, email, phone, risk_level, company_id,
      created_at)
    select case when g % 10007 = 0 then 'Xavier' when g % 10009 = 0 then 'Quinn'
                else ${FIRST_NAMES}[1 + g % 16] end,
           'Last' || (g % 9973), 'customer' || g || '@bench.test',
           '+1 555 ' || lpad((g % 10000000)::text, 7, '0'),
           (array['low', 'medium', 'high'])[1 + g % 3],
           case when g % 10 = 0 and ${companyCount} > 0 then c.ids[1 + g % ${companyCount}] end,
           now() - make_interval(secs => g)
    from generate_series(1, ${customerCount}) g, c`;

// One ID card per customer, its number written as provinces write them (with hyphens), verified:
// a scanned document finds its holder by this number (issue 44).
const idCards = sql`
    insert into id_cards (customer_id, id_number, id_type, expiry_date, issuing_country,
      issuing_jurisdiction, verified_on, created_at)
    select id, 'D' || substr(md5(email), 1, 4) || '-' || substr(md5(email), 5, 5) || '-'
             || substr(md5(email), 10, 5),
           'Driver''s Licence', date '2031-01-01', 'CA', 'ON', date '2026-01-01', created_at
    from customers`;

// Rates between the seeded currencies, newest first in time; the current one of each pair is
// its latest.
const rates = sql`
    with cur as (select array_agg(id order by code) as ids, count(*)::int as n from currencies)
    insert into currency_rates (from_currency_id, to_currency_id, buy_rate, sell_rate,
      effective_date, created_at)
    select cur.ids[1 + g % cur.n], cur.ids[1 + (g / cur.n + 1 + g % cur.n) % cur.n],
      round((1 + (g % 1000) / 1000.0)::numeric, 6), round((1.02 + (g % 1000) / 1000.0)::numeric, 6),
      now() - make_interval(secs => g * 60), now() - make_interval(secs => g * 60)
    from generate_series(1, ${rateCount}) g, cur
    where cur.ids[1 + g % cur.n] <> cur.ids[1 + (g / cur.n + 1 + g % cur.n) % cur.n]`;

// The steps of the list data, each writing its audit rows too (bench-bulk.ts).
export const listSteps = (): Step[] => [
  [
    `seeded ${companyCount} companies`,
    (tx) => insertAudited(tx, 'companies', 'company', companies),
  ],
  // As the scheduled job does once a bureau has more companies than a chunk (migration 0039).
  ['cut the companies into search chunks', (tx) => cutCompanySearchChunks(tx)],
  [
    `seeded ${customerCount} customers`,
    (tx) => insertAudited(tx, 'customers', 'customer', customers),
  ],
  [`seeded ${customerCount} ID cards`, (tx) => insertAudited(tx, 'id_cards', 'id_card', idCards)],
  [`seeded ${rateCount} rates`, (tx) => insertAudited(tx, 'currency_rates', 'rate', rates)],
];

// A scenario's request: a GET of a URL, or a POST of a JSON body to one.
export type BenchRequest = string | { url: string; body: unknown };
export type Scenario = [string, (i: number) => BenchRequest];

// Cycles through `terms`, one per request.
export const cycle =
  (terms: string[], url: (term: string) => string) =>
  (i: number): string =>
    url(encodeURIComponent(terms[i % terms.length] ?? ''));

export const pageAt = (i: number, rows: number): number => (i * 99_991) % Math.max(1, rows - 10);

// How many deep pages the "next page" scenarios cycle through.
const DEEP_PAGES = 20;

// The pages a "next page" scenario asks for: for each of DEEP_PAGES offsets (pageAt), the id of
// the last row of the page before it, which the web sends as `after` (decision 0030). Found
// once, untimed, through `ordered` (the list's rows in its order).
export async function deepPagesAfter(db: Database, ordered: string, rows: number) {
  const pages: Array<{ offset: number; after: string }> = [];
  for (let i = 0; i < DEEP_PAGES; i++) {
    const offset = pageAt(i, rows) + 10;
    const [row] = await queryRows<{ id: string }>(
      db,
      sql.raw(`${ordered} offset ${offset - 1} limit 1`),
    );
    if (row) pages.push({ offset, after: row.id });
  }
  return (i: number) => {
    const page = pages[i % pages.length];
    return page ? `&offset=${page.offset}&after=${page.after}` : '';
  };
}

export async function listScenarios(db: Database): Promise<Scenario[]> {
  const nextCustomers = await deepPagesAfter(
    db,
    'select id from customers where archived_at is null order by created_at desc, id desc',
    customerCount,
  );
  const nextCompanies = await deepPagesAfter(
    db,
    'select id from companies where archived_at is null order by name, id',
    companyCount,
  );
  const nextRates = await deepPagesAfter(
    db,
    'select id from currency_rates order by created_at desc, id desc',
    rateCount,
  );
  const customers = (q: string) => `/api/customers?limit=10${q}`;
  const companies = (q: string) => `/api/companies?limit=10${q}`;
  const rates = (q: string) => `/api/currency-rates?limit=10${q}`;
  const search = (list: (q: string) => string) => (term: string) => list(`&search=${term}`);
  return [
    ['customers, first page', () => customers('')],
    ['customers, any page', (i) => customers(`&offset=${pageAt(i, customerCount)}`)],
    ['customers, next page', (i) => customers(nextCustomers(i))],
    ['customers, 1 character', cycle(['a', 'e', 'x', 'q', 'z', '5', '@', 'k'], search(customers))],
    [
      'customers, 2 characters',
      cycle(['an', 'xa', 'qu', 'zz', '55', 'st', 'ie', 'y@'], search(customers)),
    ],
    ['customers, name', (i) => customers(`&search=last${(i * 31) % 9973}`)],
    ['customers, email part', (i) => customers(`&search=customer${(i * 7919) % customerCount}@`)],
    [
      'customers, phone digits',
      (i) => customers(`&search=${String((i * 7919) % 100000).padStart(5, '0')}`),
    ],
    ['customers, no match', () => customers('&search=zzzzzz')],
    [
      'customers, search page 50',
      (i) => customers(`&search=${['a', 'an', 'last1'][i % 3]}&offset=500`),
    ],
    ['companies, first page', () => companies('')],
    ['companies, any page', (i) => companies(`&offset=${pageAt(i, companyCount)}`)],
    ['companies, next page', (i) => companies(nextCompanies(i))],
    ['companies, 1 character', cycle(['a', 'm', 'x', 'z', '7'], search(companies))],
    ['companies, 2 characters', cycle(['ma', 'zz', 'gi', '07', 'qu'], search(companies))],
    ['companies, name', cycle(['maple trad', 'juniper', 'cedar foods 1'], search(companies))],
    ['companies, registration', (i) => companies(`&search=BN${String(i * 4999).padStart(9, '0')}`)],
    ['companies, no match', () => companies('&search=zzzzzz')],
    ['rates, first page', () => rates('')],
    ['rates, any page', (i) => rates(`&offset=${pageAt(i, rateCount)}`)],
    ['rates, next page', (i) => rates(nextRates(i))],
    ['rates, search', cycle(['u', 'us', 'usd', 'euro', 'zzz'], search(rates))],
    // A scanned licence: its number as the barcode gives it (no hyphens), then one of no one.
    ['ID scan, holder found', (i) => scan(documentNumber(1 + ((i * 7919) % customerCount)))],
    ['ID scan, no holder', (i) => scan(`Z${String(i).padStart(13, '0')}`)],
  ];
}

// The licence number the seeded card of customer g holds (idCards above), without hyphens.
function documentNumber(g: number): string {
  const hash = createHash('md5').update(`customer${g}@bench.test`).digest('hex');
  return `D${hash.slice(0, 14)}`;
}

const scan = (document_number: string): BenchRequest => ({
  url: '/api/customers/find-by-document',
  body: { document_number, birth_date: '1980-01-01' },
});
