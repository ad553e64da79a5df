import type { ZReport, ZReportCurrencyLine } from '@domain/contracts/business-day';
import { csvHeader, csvRow, plain, text, type CsvCell } from '@domain/csv';

export const Z_REPORT_CSV_HEADER = [
  'date',
  'branch',
  'till',
  'currency',
  'opening',
  'opening_balance',
  'bought',
  'sold',
  'transfers',
  'over_short',
  'expected',
  'counted',
  'card',
  'card_cad',
  'over_short_cad',
];

const figures = (l: ZReportCurrencyLine): CsvCell[] => [
  text(l.code),
  plain(l.opening),
  plain(l.opening_balance),
  plain(l.bought),
  plain(l.sold),
  plain(l.transfers),
  plain(l.over_short),
  plain(l.expected),
  plain(l.counted),
  plain(l.card),
  plain(l.card_cad),
  plain(l.cad_value),
];

/** The Z report as CSV: a row per till and currency, a TOTAL row per currency, then the
 * branch's CAD totals. Branch, till and currency names are typed by staff, so they are guarded
 * against spreadsheet formulas. */
export function zReportCsv(report: ZReport): string {
  const day = [plain(report.business_date), text(report.branch.name)];
  const tills = report.tills.flatMap((t) =>
    t.currencies.map((l) => csvRow([...day, text(t.till.name), ...figures(l)])),
  );
  const totals = report.totals.currencies.map((l) =>
    csvRow([...day, plain('TOTAL'), ...figures(l)]),
  );
  const blanks = Array.from({ length: 9 }, () => plain(null));
  const cad = csvRow([
    ...day,
    plain('TOTAL (CAD)'),
    plain(null),
    ...blanks,
    plain(report.totals.card_cad),
    plain(report.totals.over_short_cad),
  ]);
  return csvHeader(Z_REPORT_CSV_HEADER) + tills.join('') + totals.join('') + cad;
}
