// The list data of `npm run bench`, generated in SQL (one statement per table, never a request
// per row): BENCH_COMPANIES companies, BENCH_ROWS customers (every tenth in a company) and
// BENCH_RATES rates, each with its audit row (bench-bulk.ts says how the fill is made fast).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/server/db/client';
import { cutCompanySearchChunks } from '../src/server/modules/companies/search-chunks';
import { insertAudited, type Step } from './bench-bulk';

export { withoutIndexes } from './bench-bulk';

export const customerCount = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const companyCount = Number(process.env.BENCH_COMPANIES ?? customerCount);
export const rateCount = Number(process.env.BENCH_RATES ?? customerCount);

// Real names, drawn weighted by how often people bear them (issue 48), so a name's prefix is as
// dense as at a real bureau: the 1,000 most frequent surnames of the US Census 2010 and the 20
// most frequent first names given in the US 1880–2014 (scripts/bench-names/*.csv say where each
// list comes from). Every 10,007th and 10,009th customer is a Xavier or a Quinn, so one-letter
// searches meet rare letters too.
type NameCount = [name: string, count: number];

export function readNames(file: string): NameCount[] {
  const text = readFileSync(new URL(`./bench-names/${file}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('name,'))
    .map((line) => {
      const [name = '', count = '0'] = line.split(',');
      return [name, Number(count)];
    });
}

// SMITH → Smith, MCDONALD → McDonald.
export const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(
      /^(mc)?(.)/,
      (_, mc: string | undefined, c: string) => `${mc ? 'Mc' : ''}${c.toUpperCase()}`,
    );

// The names as NAME_SLOTS rows (slot, name) numbered from 0, each name in as many slots as its
// count's share (at least one): a slot picked at random is a name drawn by frequency. Rows, not
// an array: an element of a text array is found by walking the elements before it.
const NAME_SLOTS = 100_000;
function nameSlots(names: NameCount[]) {
  const total = names.reduce((sum, [, count]) => sum + count, 0);
  let slots = 0;
  const values = names.map(([name, count], i) => {
    if (!/^[A-Za-z' -]+$/.test(name)) throw new Error(`unexpected name ${name}`);
    const own = Math.max(1, Math.round((count * NAME_SLOTS) / total));
    slots += own;
    return `('${titleCase(name).replace(/'/g, "''")}', ${own}, ${i})`;
  });
  const rows = sql.raw(`select (row_number() over (order by v.i, n) - 1)::int as slot, v.name
    from (values ${values.join(', ')}) as v(name, slots, i), generate_series(1, v.slots) n`);
  return { rows, slots };
}

export const SURNAMES = readNames('surnames.csv');
const FIRST_NAMES = readNames('first-names.csv');

// A customer's pseudo-random slot among `slots`, from its number and a salt (hashint4 is
// PostgreSQL's own integer hash: the same names on every seed). An expression of the number
// alone, so the names are joined by a hash.
const pick = (slots: number, salt: number) =>
  sql.raw(`(hashint4(g # ${salt}) & 2147483647) % ${slots}`);
const firstSlots = nameSlots(FIRST_NAMES);
const lastSlots = nameSlots(SURNAMES);

// Three-letter beginnings of names as dense as a common one is at a bureau: "dav" (David,
// Davis…), "jos" (Joseph…) and "ric" (Richard, Richardson…) match 5–9 % of the seeded customers
// (7.7, 5.0 and 8.6 % in a 5 % sample), then "gra" (Graham, Gray, Grant…: 0.6 %).
export const PREFIX_TERMS = ['dav', 'jos', 'ric', 'gra'];

// A surname of the list for request `i` of a scenario (lowered, as a person types it): one in
// 31 steps through the list, common and rare alike.
export const surnameAt = (i: number) =>
  (SURNAMES[(i * 31) % SURNAMES.length]?.[0] ?? 'smith').toLowerCase();

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

// The names are drawn first, apart from the companies' ids (an array carried through a join
// would be copied into every row).
const customers = sql`
    with firsts as materialized (${firstSlots.rows}),
    lasts as materialized (${lastSlots.rows}),
    named as materialized (
      select g, firsts.name as first_name, lasts.name as last_name
      from generate_series(1, ${customerCount}) g
        join firsts on firsts.slot = ${pick(firstSlots.slots, 0x2545f491)}
        join lasts on lasts.slot = ${pick(lastSlots.slots, 0x5bd1e995)}
      order by g),
    c as (select array_agg(id order by created_at, id) as ids from companies)
    insert into customers (first_name, last_name, email, phone, risk_level, company_id,
      created_at)
    select case when g % 10007 = 0 then 'Xavier' when g % 10009 = 0 then 'Quinn'
                else named.first_name end,
           named.last_name, 'customer' || g || '@bench.test',
           '+1 555 ' || lpad((g % 10000000)::text, 7, '0'),
           (array['low', 'medium', 'high'])[1 + g % 3],
           case when g % 10 = 0 and ${companyCount} > 0 then c.ids[1 + g % ${companyCount}] end,
           now() - make_interval(secs => g)
    from named, c`;

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
    ['customers, name', (i) => customers(`&search=${surnameAt(i)}`)],
    // A name typed letter by letter (issue 48): its first letter, two, then three that match
    // about 6 % of the customers (the seed's names are drawn by frequency), and "gra".
    ['customers, name prefix 1', cycle(['g', 'm', 's', 'j', 'w'], search(customers))],
    ['customers, name prefix 2', cycle(['gr', 'ma', 'sm', 'jo', 'wi'], search(customers))],
    ['customers, name prefix 3+', cycle(PREFIX_TERMS, search(customers))],
    // A term every customer's text holds (their e-mail's domain).
    ['customers, matches all', cycle(['bench.test', 'bench', '@bench.te'], search(customers))],
    ['customers, email part', (i) => customers(`&search=customer${(i * 7919) % customerCount}@`)],
    [
      'customers, phone digits',
      (i) => customers(`&search=${String((i * 7919) % 100000).padStart(5, '0')}`),
    ],
    ['customers, no match', () => customers('&search=zzzzzz')],
    [
      'customers, search page 50',
      (i) => customers(`&search=${['a', 'an', 'smith'][i % 3]}&offset=500`),
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
