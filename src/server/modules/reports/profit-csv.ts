import type { ProfitResponse } from '@domain/contracts/reports';
import { csvHeader, csvRow, plain, text } from '@domain/csv';

const HEADER = ['group', 'key', 'label', 'transactions', 'volume_cad', 'margin_cad', 'spread_cad'];

/** The profit report as CSV: a row per group, then the totals. Labels are names typed by
 * staff, so they are guarded against spreadsheet formulas. */
export function profitCsv(report: ProfitResponse): string {
  const lines = report.rows.map((row) =>
    csvRow([
      plain(report.group),
      text(row.key),
      text(row.label),
      plain(String(row.transactions)),
      plain(row.volume_cad),
      plain(row.margin_cad),
      plain(row.reference_spread_cad),
    ]),
  );
  const totals = csvRow([
    plain(report.group),
    plain(null),
    plain('TOTAL (CAD)'),
    plain(String(report.totals.transactions)),
    plain(report.totals.volume_cad),
    plain(report.totals.margin_cad),
    plain(report.totals.reference_spread_cad),
  ]);
  return csvHeader(HEADER) + lines.join('') + totals;
}
