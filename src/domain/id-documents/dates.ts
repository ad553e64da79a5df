// Dates on identity documents: AAMVA writes eight digits (CCYYMMDD in Canada and in version 01
// everywhere, MMDDCCYY in the US from version 02), an MRZ six (YYMMDD) with no century.

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD when the parts make a day of the calendar, else null (no 31 April, no 30 Feb). */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

export type AamvaDateOrder = 'ymd' | 'mdy';

function readOrder(digits: string, order: AamvaDateOrder): string | null {
  const [year, month, day] =
    order === 'ymd'
      ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)]
      : [digits.slice(4, 8), digits.slice(0, 2), digits.slice(2, 4)];
  const y = Number(year);
  // A document's dates are in the years 1900-2099: this is what makes the two orders
  // unambiguous (a year's "19" or "20" is never a month).
  if (y < 1900 || y > 2099) return null;
  return calendarDate(y, Number(month), Number(day));
}

/**
 * An AAMVA date in the order the document's country and version say, or in the other order
 * when only that one makes a date: some jurisdictions have written the other order, and the
 * two cannot be confused (see readOrder).
 */
export function aamvaDate(value: string, order: AamvaDateOrder): string | null {
  const digits = value.trim();
  if (!/^\d{8}$/.test(digits)) return null;
  return readOrder(digits, order) ?? readOrder(digits, order === 'ymd' ? 'mdy' : 'ymd');
}

/**
 * An MRZ date (YYMMDD). A birth date takes the latest century that does not put it after
 * today; an expiry date is in this century unless that is more than 50 years away.
 */
export function mrzDate(value: string, kind: 'birth' | 'expiry', today: string): string | null {
  if (!/^\d{6}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const thisYear = Number(today.slice(0, 4));
  const recent = calendarDate(2000 + yy, month, day);
  const older = calendarDate(1900 + yy, month, day);
  if (kind === 'birth') return recent !== null && recent <= today ? recent : older;
  return 2000 + yy > thisYear + 50 ? older : recent;
}
