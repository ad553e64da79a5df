import type { DailyPosition } from '@domain/contracts/reports';
import { csvHeader, csvRow, plain, text } from '@domain/csv';

const HEADER = [
  'date',
  'currency',
  'name',
  'opening',
  'bought',
  'sold',
  'adjustments',
  'reversals',
  'transfers',
  'over_short',
  'closing',
  'transactions',
  'bought_cad',
  'sold_cad',
];

/** The daily position as CSV: a row per currency, then the day's CAD totals. Currency names
 * are typed by staff, so they are guarded against spreadsheet formulas. */
export function dailyPositionCsv(position: DailyPosition): string {
  const lines = position.rows.map((row) =>
    csvRow([
      plain(position.date),
      text(row.code),
      text(row.name),
      plain(row.opening),
      plain(row.bought),
      plain(row.sold),
      plain(row.adjustments),
      plain(row.reversals),
      plain(row.transfers),
      plain(row.over_short),
      plain(row.closing),
      plain(String(row.transaction_count)),
      plain(row.bought_cad),
      plain(row.sold_cad),
    ]),
  );
  const totals = csvRow([
    plain(position.date),
    plain('TOTAL (CAD)'),
    plain(null),
    plain(null),
    plain(null),
    plain(null),
    plain(null),
    plain(null),
    plain(null),
    plain(null),
    plain(null),
    plain(String(position.totals.transactions)),
    plain(position.totals.bought_cad),
    plain(position.totals.sold_cad),
  ]);
  return csvHeader(HEADER) + lines.join('') + totals;
}
