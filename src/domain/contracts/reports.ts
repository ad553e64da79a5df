import { z } from 'zod';
import { REPORT_PERIODS } from '../business-day';
import { REPORT_PAGE_SIZE } from '../currency-performance';
import { decimalString } from '../decimal-schema';
import { isoTimestamp, listQuery, localDate } from './common';

// A period of the bureau's local days: all time (SPEC's report), today, this week (Monday to
// Sunday), this month, or a custom range from..to (both inclusive).
const periodShape = {
  period: z
    .enum(REPORT_PERIODS, { message: `period must be one of ${REPORT_PERIODS.join(', ')}` })
    .default('all'),
  from: localDate('from').optional(),
  to: localDate('to').optional(),
};

type PeriodFields = { period: string; from?: string | undefined; to?: string | undefined };

function checkPeriod(q: PeriodFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (q.period !== 'custom') {
    if (q.from !== undefined || q.to !== undefined)
      issue('period', 'from and to are given only with period=custom');
    return;
  }
  if (q.from === undefined) issue('from', 'from is required for a custom period');
  if (q.to === undefined) issue('to', 'to is required for a custom period');
  if (q.from !== undefined && q.to !== undefined && q.from > q.to)
    issue('to', 'to must not be before from');
}

export const reportPeriodQuery = z.object(periodShape).superRefine(checkPeriod);
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuery>;

export const currencyPerformanceQuery = z
  .object({
    limit: listQuery.shape.limit.default(REPORT_PAGE_SIZE),
    offset: listQuery.shape.offset,
    ...periodShape,
  })
  .superRefine(checkPeriod);
export type CurrencyPerformanceQuery = z.infer<typeof currencyPerformanceQuery>;

// The period as the server resolved it: local days and the instants that bound them.
export const resolvedPeriod = z.object({
  period: z.enum(REPORT_PERIODS),
  time_zone: z.string(),
  // null for all time.
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  start: isoTimestamp.nullable(),
  end: isoTimestamp.nullable(),
});
export type ResolvedPeriod = z.infer<typeof resolvedPeriod>;

// SPEC §2/§9's card, plus the period's CAD value for the chart. Money and rates are decimal
// strings; a figure that cannot be computed (no transactions, no rate) is null.
export const currencyPerformanceRow = z
  .object({
    currency_id: z.uuid(),
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    tier: z.number().int(),
    decimal_places: z.number().int(),
    is_crypto: z.boolean(),
    transaction_count: z.number().int(),
    volume_in: decimalString,
    volume_out: decimalString,
    net_volume: decimalString,
    // Σ of the CAD values (when booked) of the transactions that touched the currency.
    volume_cad: decimalString,
    average_rate: decimalString.nullable(),
    // The mid of the current buy and sell rate of the currency against CAD.
    current_rate: decimalString.nullable(),
    change_percent: decimalString.nullable(),
  })
  .meta({ id: 'CurrencyPerformance' });
export type CurrencyPerformanceRow = z.infer<typeof currencyPerformanceRow>;

export const currencyPerformanceResponse = z
  .object({
    rows: z.array(currencyPerformanceRow),
    total: z.number().int(),
    period: resolvedPeriod,
  })
  .meta({ id: 'CurrencyPerformanceReport' });
export type CurrencyPerformanceResponse = z.infer<typeof currencyPerformanceResponse>;

// The day of the whole bureau, or of one branch's locations, or of one location (a vault, a
// till, the card settlement).
export const dailyPositionQuery = z.object({
  date: localDate('date'),
  branch_id: z.uuid('Invalid branch').optional(),
  location_id: z.uuid('Invalid location').optional(),
});
export type DailyPositionQuery = z.infer<typeof dailyPositionQuery>;

// One currency account over one local day, from the ledger (at the locations asked): opening +
// bought − sold + adjustments + reversals + transfers + over_short = closing, exactly.
export const dailyPositionRow = z
  .object({
    currency_id: z.uuid(),
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    decimal_places: z.number().int(),
    opening: decimalString,
    // Received by the bureau in exchanges (customers paid in this currency).
    bought: decimalString,
    // Handed over by the bureau in exchanges.
    sold: decimalString,
    // Net of manual adjustments, and of reversals, signed.
    adjustments: decimalString,
    reversals: decimalString,
    // Net of cash carried in and out (zero for the whole bureau), and of tills' over/short.
    transfers: decimalString,
    over_short: decimalString,
    closing: decimalString,
    transaction_count: z.number().int(),
    // CAD values (when booked) of the day's transactions bought and sold in this currency.
    bought_cad: decimalString,
    sold_cad: decimalString,
  })
  .meta({ id: 'DailyPositionRow' });
export type DailyPositionRow = z.infer<typeof dailyPositionRow>;

export const dailyPositionResponse = z
  .object({
    date: z.iso.date(),
    // The locations the figures are of: null for every branch, every location.
    branch_id: z.uuid().nullable(),
    location_id: z.uuid().nullable(),
    time_zone: z.string(),
    start: isoTimestamp,
    end: isoTimestamp,
    rows: z.array(dailyPositionRow),
    totals: z.object({
      transactions: z.number().int(),
      bought_cad: decimalString,
      sold_cad: decimalString,
      // Σ of the day's transactions' CAD values, each transaction once.
      volume_cad: decimalString,
    }),
  })
  .meta({ id: 'DailyPosition' });
export type DailyPosition = z.infer<typeof dailyPositionResponse>;

// The profit report (issue 26, docs/decisions/0037): the realised margins of a period's counted
// transactions (every status but cancelled), grouped by booking day, currency, teller or branch.
export const PROFIT_GROUPS = ['day', 'currency', 'teller', 'branch'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];

export const profitQuery = z
  .object({
    group: z
      .enum(PROFIT_GROUPS, { message: `group must be one of ${PROFIT_GROUPS.join(', ')}` })
      .default('day'),
    ...periodShape,
  })
  .superRefine(checkPeriod);
export type ProfitQuery = z.infer<typeof profitQuery>;

export const profitRow = z
  .object({
    // The day (YYYY-MM-DD), the currency's, teller's or branch's id; null: none recorded.
    key: z.string().nullable(),
    // What the screen shows: the day, the currency's code, the teller's or the branch's name.
    label: z.string(),
    transactions: z.number().int(),
    // Σ of the pairs' CAD values when booked.
    volume_cad: decimalString,
    // Σ of what the pairs realised against the average cost, in CAD (pairs booked before
    // margins were kept count as none).
    margin_cad: decimalString,
    // Σ of the spreads against the reference mid, over the pairs that had one.
    reference_spread_cad: decimalString,
  })
  .meta({ id: 'ProfitRow' });
export type ProfitRow = z.infer<typeof profitRow>;

export const profitResponse = z
  .object({
    group: z.enum(PROFIT_GROUPS),
    period: resolvedPeriod,
    rows: z.array(profitRow),
    totals: profitRow.omit({ key: true, label: true }),
  })
  .meta({ id: 'ProfitReport' });
export type ProfitResponse = z.infer<typeof profitResponse>;
