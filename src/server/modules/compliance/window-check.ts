import { sql } from 'drizzle-orm';
import {
  type ComplianceThresholds,
  type ComplianceWindow,
  type StructuringBand,
  structuringBands,
  type WindowReport,
} from '@domain/compliance';
import { type Dec, sum, toDec } from '@domain/money';

export const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** What an exchange brings to its people's window, in CAD. */
export type ExchangeFigures = {
  /** Cash received: its pairs paid in cash with a fiat from-currency. */
  cashCad: Dec;
  /** Virtual currency received: its pairs with a crypto from-currency. */
  virtualCad: Dec;
  /** The sum of its pairs: what the structuring bands look at. */
  valueCad: Dec;
};

/** What the pairs of an exchange bring, as the compliance rules count it (transaction-facts). */
export function exchangeFigures(
  pairs: readonly { base_value: string; from: { crypto_id: string | null } }[],
  paymentMethod: 'cash' | 'card',
): ExchangeFigures {
  const virtual = pairs.filter((pair) => pair.from.crypto_id !== null);
  const cash = paymentMethod === 'cash' ? pairs.filter((pair) => pair.from.crypto_id === null) : [];
  const total = (some: typeof pairs) => sum(some.map((pair) => pair.base_value));
  return { cashCad: total(cash), virtualCad: total(virtual), valueCad: total(pairs) };
}

// The bands of the last thresholds seen: the setting rarely changes, and every exchange asks.
let lastBands: { key: string; bands: StructuringBand[] } | null = null;

function bandsOf(thresholds: ComplianceThresholds): StructuringBand[] {
  const { identification_cad, large_cash_cad, structuring_band_percent } = thresholds;
  const key = `${identification_cad} ${large_cash_cad} ${structuring_band_percent}`;
  if (lastBands?.key !== key) lastBands = { key, bands: structuringBands(thresholds) };
  return lastBands.bands;
}

/** The structuring band the exchange is in; an exchange outside every band is in no alert. */
export function bandOf(
  valueCad: Dec,
  thresholds: ComplianceThresholds,
): StructuringBand | undefined {
  return bandsOf(thresholds).find((band) => valueCad.gte(band.from) && valueCad.lt(band.threshold));
}

/** Whether the exchange can take part in any report or alert at all. */
export function canMatter(exchange: ExchangeFigures, thresholds: ComplianceThresholds): boolean {
  return (
    exchange.cashCad.gt(0) ||
    exchange.virtualCad.gt(0) ||
    bandOf(exchange.valueCad, thresholds) !== undefined
  );
}

/** What an exchange, not yet written, does to its window: the report it makes or joins, and
 * whether any case of the window can change. */
export type WindowStanding = { report: WindowReport | null; matters: boolean };

/**
 * The exchange's people's transactions of the hours before it (every status but cancelled),
 * summed per person, reference number and time: what cash, what virtual currency and what
 * value in CAD each exchange of theirs brought. Read with the exchange's facts (one statement,
 * under the people's locks taken by the statement before it, so every other exchange of theirs
 * is committed), since the window's bounds are only known once the bureau's settings are read.
 */
export type WindowActivity = {
  person: string;
  reference: string;
  at: string;
  cash: string;
  virtual: string;
  value: string | null;
}[];

// A window is 24 hours of the bureau's clock, so 23 to 25 hours long across a change of
// clock; whichever holds the booking's time began less than this before it.
const ACTIVITY_HOURS = 26;

/**
 * The window activity of these people as one json value (an array of WindowActivity's rows).
 * A person's transactions as customer, then as the recipient (never both: an exchange on behalf
 * of someone has a recipient other than its customer), each by its own index: one condition
 * with OR would read the whole window's transactions of every customer.
 */
export const windowActivitySql = (people: readonly string[]) => sql`(select
      coalesce(json_agg(json_build_object('person', a.person, 'reference', a.reference_number,
        'at', a.created_at, 'cash', a.cash::text, 'virtual', a.virtual::text,
        'value', a.value::text)), '[]'::json)
    from (select p.id as person, t.reference_number, t.created_at,
        coalesce(sum(t.base_value) filter (where t.payment_method = 'cash'
          and fc.crypto_id is null), 0) as cash,
        coalesce(sum(t.base_value) filter (where fc.crypto_id is not null), 0) as virtual,
        sum(t.base_value) as value
      from unnest(${uuidArray(people)}) as p(id)
      cross join lateral (
        select t.reference_number, t.created_at, t.base_value, t.payment_method,
          t.from_currency_id
        from transactions t
        where t.customer_id = p.id and t.status <> 'cancelled'
          and t.created_at >= now() - make_interval(hours => ${ACTIVITY_HOURS})
        union all
        select t.reference_number, t.created_at, t.base_value, t.payment_method,
          t.from_currency_id
        from transactions t
        where t.recipient_customer_id = p.id and t.is_on_behalf and t.status <> 'cancelled'
          and t.created_at >= now() - make_interval(hours => ${ACTIVITY_HOURS})) t
      join currencies fc on fc.id = t.from_currency_id
      group by p.id, t.reference_number, t.created_at) a)`;

// The largest of the people's totals (0 for none).
function largest(totals: Map<string, Dec>): Dec {
  return [...totals.values()].reduce((max, total) => (total.gt(max) ? total : max), toDec('0'));
}

// Each key's sum of the rows' values.
function totalsBy<Row>(
  rows: readonly Row[],
  key: (row: Row) => string,
  value: (row: Row) => string,
) {
  const totals = new Map<string, Dec>();
  for (const row of rows) {
    const k = key(row);
    totals.set(k, sum([totals.get(k) ?? '0', value(row)]));
  }
  return totals;
}

/**
 * Whether an exchange, not yet written, can change any case of its window (docs/decisions/0026),
 * from its people's other transactions of the window: with it, one of them reaches a report's
 * threshold of what it brings (cash or virtual currency): it makes or joins that report; or it
 * is in a structuring band and one of them already has an exchange in that band. Otherwise no
 * report or alert can start, grow or change, and the window's transactions need not be loaded.
 */
export function windowStanding(
  window: ComplianceWindow,
  activity: WindowActivity,
  exchange: ExchangeFigures,
  thresholds: ComplianceThresholds,
): WindowStanding {
  const from = window.start.getTime();
  const to = window.end.getTime();
  const mine = activity.filter((row) => {
    const at = new Date(row.at).getTime();
    return at >= from && at < to;
  });
  const reaches = (own: Dec, of: (row: WindowActivity[number]) => string, threshold: string) =>
    own.gt(0) &&
    largest(totalsBy(mine, (row) => row.person, of))
      .plus(own)
      .gte(threshold);
  const band = bandOf(exchange.valueCad, thresholds);
  const valued = mine.filter((row) => row.value !== null);
  const inBand =
    band !== undefined &&
    [
      ...totalsBy(
        valued,
        (row) => `${row.person} ${row.reference}`,
        (row) => row.value ?? '0',
      ).values(),
    ].some((total) => total.gte(band.from) && total.lt(band.threshold));
  const report = reaches(exchange.cashCad, (row) => row.cash, thresholds.large_cash_cad)
    ? 'cash'
    : reaches(exchange.virtualCad, (row) => row.virtual, thresholds.large_virtual_currency_cad)
      ? 'virtual_currency'
      : null;
  return { report, matters: report !== null || inBand };
}
