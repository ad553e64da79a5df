import { cappedCount, countUpTo, pageOfIds } from '../../db/bounded-count';
import { listPage, type PageToRead } from '../../db/list-page';
import { fromNearerEnd, orderOver, rowsAfter } from '../../db/list-order';
import { sortedMatchesPage } from '../../db/searched-page';
import { containsPattern } from '../../db/search';
import { sql, type SQL } from 'drizzle-orm';
import type { BoundedListResponse } from '@domain/contracts/common';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { standardNamesMatching } from '@domain/currency-search';
import { toDecimalString } from '@domain/money';
import { queryRows, type Database, type Tx } from '../../db/client';

type RawRate = {
  id: string;
  from_currency_id: string;
  to_currency_id: string;
  buy_rate: string;
  sell_rate: string;
  effective_date: Date | string;
  created_at: Date | string;
  is_current: boolean;
  origin: 'manual' | 'computed';
  pinned_until: Date | string | null;
  reference_observed_on: Date | string | null;
  reference_mid: string | null;
  from_code: string;
  from_name: string;
  from_symbol: string;
  from_crypto_id: string | null;
  from_quote_unit: number;
  to_code: string;
  to_name: string;
  to_symbol: string;
  to_crypto_id: string | null;
  to_quote_unit: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();
// A date column as YYYY-MM-DD, however the driver hands it over.
const dayText = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : iso(value).slice(0, 10);

function toRate(row: RawRate): CurrencyRate {
  return {
    id: row.id,
    from_currency_id: row.from_currency_id,
    to_currency_id: row.to_currency_id,
    buy_rate: toDecimalString(row.buy_rate),
    sell_rate: toDecimalString(row.sell_rate),
    effective_date: iso(row.effective_date),
    created_at: iso(row.created_at),
    is_current: row.is_current,
    origin: row.origin,
    pinned_until: row.pinned_until === null ? null : iso(row.pinned_until),
    reference_observed_on: dayText(row.reference_observed_on),
    reference_mid: row.reference_mid === null ? null : toDecimalString(row.reference_mid),
    from_currency: {
      code: row.from_code,
      name: row.from_name,
      symbol: row.from_symbol,
      crypto_id: row.from_crypto_id,
      quote_unit: row.from_quote_unit,
    },
    to_currency: {
      code: row.to_code,
      name: row.to_name,
      symbol: row.to_symbol,
      crypto_id: row.to_crypto_id,
      quote_unit: row.to_quote_unit,
    },
  };
}

/**
 * The current rate of every pair (docs/decisions/0006): among rows already effective, the latest
 * effective_date, then the latest created_at, then the greatest id — the same order as
 * currentRate() in src/domain/rates.ts. Times are compared to the millisecond, as the API sends
 * them: PostgreSQL keeps microseconds, and rows apart by less than a millisecond reach the domain
 * rule tied, so here they must tie too and fall through to the id. `asOf` is the server's clock.
 * Each pair of currencies asks its own current rate from currency_rates_pair_idx
 * (currentRateOfPair), so this costs the same with a thousand rates or a million (ordering
 * every rate took 1.7 s at a million).
 */
export const currentRateIds = (asOf: Date) => sql`
  select current.id from (
    select ${currentRateOfPair(asOf, sql`pair_from.id`, sql`pair_to.id`)} as id
    from currencies pair_from join currencies pair_to on pair_to.id <> pair_from.id) as current
  where current.id is not null`;

// The current rate of one pair in the order above, read from currency_rates_pair_idx however
// many rates the pair has had: its latest effective millisecond up to `asOf` (rows effective
// before asOf's next millisecond), then the order among that millisecond's rows. A page of the
// rate list asks this per row, rather than sorting every rate ever entered.
export const currentRateOfPair = (asOf: Date, from: SQL, to: SQL) => {
  const before = sql`${new Date(asOf.getTime() + 1).toISOString()}::timestamptz`;
  return sql`(select x.id from currency_rates x
    where x.from_currency_id = ${from} and x.to_currency_id = ${to}
      and x.effective_date < ${before}
      and x.effective_date >= (select date_trunc('milliseconds', max(y.effective_date))
        from currency_rates y
        where y.from_currency_id = ${from} and y.to_currency_id = ${to}
          and y.effective_date < ${before})
    order by date_trunc('milliseconds', x.effective_date) desc,
      date_trunc('milliseconds', x.created_at) desc, x.id desc
    limit 1)`;
};

// `counted` is the column of that name: a list's count read with its page, or null.
const selectRates = (asOf: Date, counted: SQL = sql`null`) => sql`
  select ${counted} as counted, r.id, r.from_currency_id, r.to_currency_id, r.buy_rate, r.sell_rate,
    r.effective_date, r.created_at, r.origin, r.pinned_until,
    r.reference_observed_on::text as reference_observed_on, r.reference_mid::text as reference_mid,
    (r.id = ${currentRateOfPair(asOf, sql`r.from_currency_id`, sql`r.to_currency_id`)}) is true
      as is_current,
    fc.code as from_code, fc.name as from_name, fc.symbol as from_symbol,
    fc.crypto_id as from_crypto_id, fc.quote_unit as from_quote_unit,
    tc.code as to_code, tc.name as to_name, tc.symbol as to_symbol, tc.crypto_id as to_crypto_id,
    tc.quote_unit as to_quote_unit
  from currency_rates r
  join currencies fc on fc.id = r.from_currency_id
  join currencies tc on tc.id = r.to_currency_id`;

function filters(params: { search?: string | undefined; kind: CurrencyKindFilter }): SQL {
  const parts: SQL[] = [sql`true`];
  if (params.search) {
    // Same expression as the currencies_search_trgm index.
    const pattern = containsPattern(params.search);
    // A French name ('livre sterling') finds the currency stored under the standard English
    // one it stands for (issue 47, src/domain/currency-search.ts).
    const named = standardNamesMatching(params.search);
    const byName = (alias: SQL) =>
      named.length === 0
        ? sql`false`
        : sql`(${alias}.crypto_id is null and lower(${alias}.code || ' ' || ${alias}.name) in (${sql.join(
            named.map((key) => sql`${key}`),
            sql`, `,
          )}))`;
    parts.push(
      sql`(lower(fc.code || ' ' || fc.name) like ${pattern} or lower(tc.code || ' ' || tc.name) like ${pattern}
        or ${byName(sql`fc`)} or ${byName(sql`tc`)})`,
    );
  }
  if (params.kind === 'fiat') parts.push(sql`fc.crypto_id is null and tc.crypto_id is null`);
  if (params.kind === 'crypto') {
    parts.push(sql`(fc.crypto_id is not null or tc.crypto_id is not null)`);
  }
  return sql.join(parts, sql` and `);
}

// Newest first; `r` is the rates' alias in every select here.
const RATE_KEY = { columns: ['created_at', 'id'], direction: 'desc' } as const;
const RATE_ORDER = orderOver('r', RATE_KEY);

// The pairs of currencies that the search and kind keep (at most the currencies squared, read
// from the currencies alone), so that rates are then picked by their pair through
// currency_rates_pair_idx instead of each rate being joined to its two currencies.
const matchingPairs = (params: { search?: string | undefined; kind: CurrencyKindFilter }) =>
  sql`select fc.id as from_id, tc.id as to_id from currencies fc
    join currencies tc on tc.id <> fc.id where ${filters(params)}`;

// The rates of the matching pairs, read pair by pair from currency_rates_pair_idx, at most
// `upTo` of each: driven from the pairs, so no plan can read every rate to test it against
// them (the embedded database's planner did, 0.75 s at 100,000 rates for a search matching no
// currency). The limit also keeps the lateral subquery from being flattened into a join.
const ratesOfPairs = (pairs: SQL, columns: SQL, upTo: number) =>
  sql`(${pairs}) as pair cross join lateral (select ${columns} from currency_rates r
    where r.from_currency_id = pair.from_id and r.to_currency_id = pair.to_id
    limit ${upTo}) as rate`;

/**
 * A page of rates, newest first, one more than asked to know whether rows follow, and the count
 * up to the cap (decision 0023). Unfiltered, the page's ids are read from
 * currency_rates_created_at_idx alone with the count beside them, in one statement. Filtered,
 * the rates of the matching pairs are counted first, pair by pair: at most the cap are sorted
 * from the pair index; more are found walking the order's index (they are then common enough to
 * come soon).
 */
export async function listRates(
  db: Database | Tx,
  params: {
    search?: string | undefined;
    kind: CurrencyKindFilter;
    limit: number;
    offset: number;
    after?: string | undefined;
  },
  asOf: Date,
  cap: number,
): Promise<BoundedListResponse<CurrencyRate>> {
  const filtered = Boolean(params.search) || params.kind !== 'all';
  const pairs = matchingPairs(params);
  const where = filtered ? sql`(r.from_currency_id, r.to_currency_id) in (${pairs})` : sql`true`;
  const matching = filtered
    ? sql`select 1 from ${ratesOfPairs(pairs, sql`1`, cap + 1)}`
    : sql`select 1 from currency_rates r`;
  // The page's ids in the list's order, at the offset or after a row (decision 0030).
  const inOrder = (after: string | undefined) => {
    if (!filtered && !after) {
      // Unfiltered, a page past the middle is read from the far end (fromNearerEnd).
      return fromNearerEnd({
        table: 'currency_rates',
        state: sql`true`,
        order: RATE_KEY,
        listed: sql`coalesce((select total from list_totals where list = 'currency_rates'), 0)`,
        limit: params.limit + 1,
        offset: params.offset,
      });
    }
    const start = after ? sql` and ${rowsAfter('currency_rates', RATE_KEY, after, 'r')}` : sql``;
    return sql`(select r.id from currency_rates r where ${where}${start}
      order by ${RATE_ORDER} limit ${params.limit + 1} offset ${after ? 0 : params.offset})`;
  };
  const sortedMatches = (after: string | undefined) =>
    sortedMatchesPage({
      from: ratesOfPairs(pairs, sql`r.id, r.created_at`, cap + 1),
      where: after ? rowsAfter('currency_rates', RATE_KEY, after, 'rate') : sql`true`,
      order: orderOver('matched', RATE_KEY),
      limit: params.limit + 1,
      offset: after ? 0 : params.offset,
    });
  const readPage = (ids: SQL, counted: SQL) =>
    queryRows<RawRate & { counted: number | null }>(
      db,
      sql`${selectRates(asOf, counted)} where ${pageOfIds(sql`r.id`, ids)} order by ${RATE_ORDER}`,
    );
  const read = async ({ after }: PageToRead) => {
    if (!filtered) {
      const rows = await readPage(inOrder(after), cappedCount(matching, cap));
      return { rows, counted: rows[0]?.counted ?? (await countUpTo(db, matching, cap)) };
    }
    const counted = await countUpTo(db, matching, cap);
    const ids = counted <= cap ? sortedMatches(after) : inOrder(after);
    return { rows: await readPage(ids, sql`null`), counted };
  };

  const page = await listPage(db, params, cap, { read });
  return { ...page, rows: page.rows.map(toRate) };
}

export async function listCurrentRates(db: Database | Tx, asOf: Date): Promise<CurrencyRate[]> {
  const rows = await queryRows<RawRate>(
    db,
    sql`${selectRates(asOf)} where r.id in (${currentRateIds(asOf)}) order by fc.code, tc.code`,
  );
  return rows.map(toRate);
}

export async function findRate(
  db: Database | Tx,
  id: string,
  asOf: Date,
): Promise<CurrencyRate | null> {
  const [row] = await queryRows<RawRate>(db, sql`${selectRates(asOf)} where r.id = ${id}`);
  return row ? toRate(row) : null;
}
