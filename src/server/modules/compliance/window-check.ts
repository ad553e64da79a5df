import { sql } from 'drizzle-orm';
import {
  type ComplianceThresholds,
  type ComplianceWindow,
  type StructuringBand,
  structuringBands,
  type WindowReport,
} from '@domain/compliance';
import { type Dec, sum } from '@domain/money';
import { preparedRows, type Tx } from '../../db/client';

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
 * Whether an exchange, not yet written, can change any case of its window (docs/decisions/0026),
 * in one statement over its people's other transactions of the window: with it, one of them
 * reaches a report's threshold of what it brings (cash or virtual currency): it makes or joins
 * that report; or it is in a structuring band and one of them already has an exchange in that
 * band. Otherwise no report or alert can start, grow or change, and the window's transactions
 * need not be loaded. The caller holds the people's locks, so every other exchange of theirs is
 * committed.
 */
export async function mayMatter(
  tx: Tx,
  window: ComplianceWindow,
  people: readonly string[],
  exchange: ExchangeFigures,
  thresholds: ComplianceThresholds,
): Promise<WindowStanding> {
  const reaches = (column: 'cash' | 'virtual', own: Dec, threshold: string) =>
    own.gt(0)
      ? sql`coalesce((select max(total) from (select sum(base_value) as total from mine
            where ${sql.raw(column)} group by person) totals), 0) + ${own.toFixed()}::numeric
          >= ${threshold}::numeric`
      : sql`false`;
  const band = bandOf(exchange.valueCad, thresholds);
  const inBand = band
    ? sql`exists (select 1 from mine group by person, reference_number
          having sum(base_value) >= ${band.from}::numeric
            and sum(base_value) < ${band.threshold}::numeric)`
    : sql`false`;
  // A person's transactions as customer, then as the recipient (never both: an exchange on
  // behalf of someone has a recipient other than its customer), each by its own index: one
  // condition with OR would read the whole window's transactions of every customer.
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  // One prepared statement per shape: the number of people and which checks apply.
  const shape = [exchange.cashCad.gt(0), exchange.virtualCad.gt(0), band !== undefined];
  const [row] = await preparedRows<{ cash: boolean; virtual: boolean; band: boolean }>(
    tx,
    `window_standing_${people.length}_${shape.map(Number).join('')}`,
    sql`with mine as (
          select p.id as person, t.reference_number, t.base_value,
            t.payment_method = 'cash' and fc.crypto_id is null as cash,
            fc.crypto_id is not null as virtual
          from unnest(${uuidArray(people)}) as p(id)
          cross join lateral (
            select t.reference_number, t.base_value, t.payment_method, t.from_currency_id
            from transactions t
            where t.customer_id = p.id and t.created_at >= ${start}::timestamptz
              and t.created_at < ${end}::timestamptz and t.status <> 'cancelled'
            union all
            select t.reference_number, t.base_value, t.payment_method, t.from_currency_id
            from transactions t
            where t.recipient_customer_id = p.id and t.is_on_behalf
              and t.created_at >= ${start}::timestamptz and t.created_at < ${end}::timestamptz
              and t.status <> 'cancelled') t
          join currencies fc on fc.id = t.from_currency_id)
        select (${reaches('cash', exchange.cashCad, thresholds.large_cash_cad)}) as cash,
          (${reaches('virtual', exchange.virtualCad, thresholds.large_virtual_currency_cad)})
            as virtual,
          ${inBand} as band`,
  );
  const report = row?.cash ? 'cash' : row?.virtual ? 'virtual_currency' : null;
  return { report, matters: report !== null || row?.band === true };
}
