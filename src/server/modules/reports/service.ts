import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import type {
  CurrencyPerformanceQuery,
  CurrencyPerformanceResponse,
  DailyPosition,
  DailyPositionQuery,
} from '@domain/contracts/reports';
import { SETTING_KEYS } from '@domain/contracts/settings';
import { performanceFromTotals } from '@domain/currency-performance';
import { localRangeInstants } from '@domain/business-day';
import { sum, toDecimalString } from '@domain/money';
import { queryRows, type Database } from '../../db/client';
import { notFound } from '../../http-errors';
import { businessTimeZone, readFlag } from '../settings';
import { resolvePeriod } from './period';
import { marketRatesWithCad } from './market-with-cad';
import { performancePage, periodTransactionCount } from './queries';
import {
  openingSource,
  positionRows,
  positionTotals,
  type PositionPlaces,
} from './position-queries';

/**
 * SPEC's currency performance report over a period: sums in SQL, the average, mid rate and
 * change percent (the change of the currency's value in CAD) from the domain's one rule. A period without a counted transaction has nothing
 * to show (SPEC's 'No Data Available'), so it answers no rows.
 */
export async function getCurrencyPerformance(
  db: Database,
  clock: Clock,
  query: CurrencyPerformanceQuery,
): Promise<CurrencyPerformanceResponse> {
  const now = clock();
  const { period, days } = resolvePeriod(query, now, await businessTimeZone(db));
  if ((await periodTransactionCount(db, days)) === 0) return { rows: [], total: 0, period };

  const cryptoEnabled = await readFlag(db, SETTING_KEYS.cryptoEnabled, false);
  const read = (limit: number, offset: number) =>
    performancePage(db, { days, asOf: now, cryptoEnabled, limit, offset });
  const page = await read(query.limit, query.offset);
  // A crypto currency the table does not price has the market's rate, as an exchange books it.
  const market = await marketRatesWithCad(
    db,
    page.map((row) => ({
      id: row.currency_id,
      code: row.code,
      crypto_id: row.crypto_id,
      toCad: row.buy_rate,
      fromCad: row.from_cad_buy_rate,
    })),
    now,
  );
  const rows = page.map((row) => {
    const withMarket = market.get(row.currency_id);
    const toCad = withMarket ? withMarket.toCad : row.buy_rate;
    const sellToCad = withMarket ? withMarket.toCad : row.sell_rate;
    const figures = performanceFromTotals({
      currency: {
        id: row.currency_id,
        code: row.code,
        name: row.name,
        tier: row.tier,
        crypto_id: row.crypto_id,
      },
      transactionCount: row.transaction_count,
      volumeIn: row.volume_in,
      volumeOut: row.volume_out,
      volumeInCad: row.volume_in_cad,
      volumeOutCad: row.volume_out_cad,
      latestRate:
        toCad !== null && sellToCad !== null ? { buy_rate: toCad, sell_rate: sellToCad } : null,
      ratesWithCad: withMarket ?? { toCad: row.buy_rate, fromCad: row.from_cad_buy_rate },
    });
    return {
      currency_id: row.currency_id,
      code: row.code,
      name: row.name,
      symbol: row.symbol,
      tier: row.tier,
      decimal_places: row.decimal_places,
      is_crypto: row.crypto_id !== null,
      transaction_count: figures.transactionCount,
      volume_in: figures.volumeIn,
      volume_out: figures.volumeOut,
      net_volume: figures.netVolume,
      volume_cad: toDecimalString(row.volume_cad),
      average_rate: figures.averageRate,
      current_rate: figures.latestRate,
      change_percent: figures.changePercent,
    };
  });
  // Past the last page there is no row to carry the total: read it from the first.
  const total = page[0]?.total ?? (await read(1, 0))[0]?.total ?? 0;
  return { rows, total, period };
}

/** The locations a daily position is of; 404 for a branch or a location that does not exist
 * (a location of another branch than the one named holds nothing of it: no row matches). */
async function placesOf(db: Database, query: DailyPositionQuery): Promise<PositionPlaces> {
  const branchId = query.branch_id ?? null;
  const locationId = query.location_id ?? null;
  if (!branchId && !locationId) return null;
  const [row] = await queryRows<{ branch: boolean; location: boolean }>(
    db,
    sql`select (${branchId}::uuid is null
                or exists (select 1 from branches where id = ${branchId}::uuid)) as branch,
               (${locationId}::uuid is null
                or exists (select 1 from cash_locations where id = ${locationId}::uuid))
                 as location`,
  );
  if (!row?.branch) throw notFound('Branch not found');
  if (!row.location) throw notFound('Location not found');
  return { branchId, locationId };
}

/** One local day of the bureau, per currency account, from the ledger and its day-end
 * snapshots: of every location, or of a branch's or one location's (the query's branch_id,
 * location_id). */
export async function getDailyPosition(
  db: Database,
  query: DailyPositionQuery,
): Promise<DailyPosition> {
  const { date } = query;
  const places = await placesOf(db, query);
  const timeZone = await businessTimeZone(db);
  const range = localRangeInstants({ from: date, to: date }, timeZone);
  const cryptoEnabled = await readFlag(db, SETTING_KEYS.cryptoEnabled, false);
  // The day-end snapshot the opening starts from (docs/decisions/0040), or the live balances.
  const from = await openingSource(db, range.start);
  const [raw, totals] = await Promise.all([
    positionRows(db, { date, range, cryptoEnabled, places, from }),
    positionTotals(db, { date, range, places }),
  ]);
  const rows = raw.map((row) => ({
    currency_id: row.currency_id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    decimal_places: row.decimal_places,
    opening: toDecimalString(row.opening),
    bought: toDecimalString(row.bought),
    sold: toDecimalString(row.sold),
    adjustments: toDecimalString(row.adjustments),
    reversals: toDecimalString(row.reversals),
    transfers: toDecimalString(row.transfers),
    over_short: toDecimalString(row.over_short),
    closing: toDecimalString(row.closing),
    transaction_count: row.transaction_count,
    bought_cad: toDecimalString(row.bought_cad),
    sold_cad: toDecimalString(row.sold_cad),
  }));
  return {
    date,
    branch_id: places?.branchId ?? null,
    location_id: places?.locationId ?? null,
    time_zone: timeZone,
    start: range.start.toISOString(),
    end: range.end.toISOString(),
    rows,
    totals: {
      transactions: totals.transactions,
      bought_cad: toDecimalString(sum(rows.map((r) => r.bought_cad))),
      sold_cad: toDecimalString(sum(rows.map((r) => r.sold_cad))),
      volume_cad: toDecimalString(totals.volume_cad),
    },
  };
}
