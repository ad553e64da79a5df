// CSV for spreadsheets (RFC 4180): fields separated by commas, rows by CRLF, a field quoted
// when it holds a comma, quote or line break, quotes doubled inside.

// A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage
// return) gets a leading apostrophe, so an exported name can never run as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell =
  | { kind: 'text'; value: string | null }
  // Numbers and other values we produce ourselves (decimal strings, ids, ISO dates): never
  // guarded, so '-5' stays a number.
  | { kind: 'plain'; value: string | null };

export const text = (value: string | null): CsvCell => ({ kind: 'text', value });
export const plain = (value: string | null): CsvCell => ({ kind: 'plain', value });

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvCell(cell: CsvCell): string {
  if (cell.value === null) return '';
  const value =
    cell.kind === 'text' && FORMULA_START.test(cell.value) ? `'${cell.value}` : cell.value;
  return quote(value);
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvHeader(names: readonly string[]): string {
  return csvRow(names.map(plain));
}
