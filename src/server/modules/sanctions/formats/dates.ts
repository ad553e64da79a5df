import type { BirthRange } from '@domain/sanctions/list-entry';
import { collapse } from './text';

// Dates as the lists write them. The UN list is tidy (YYYY-MM-DD, a year, or a range of years);
// Canada's file is free text: "1970", "1970-05-01", "01/05/1970", "circa 1970", "1960-1965",
// "1972-08-26 or 1974-05-31", "1987/1988", "May 1970". Each becomes a range of days, so that
// a year alone is 1 January to 31 December and the matcher can compare any of them alike.

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function plausibleYear(year: number): boolean {
  return year >= 1800 && year <= 2100;
}

function day(year: number, month: number, dayOfMonth: number): BirthRange | null {
  if (!plausibleYear(year) || month < 1 || month > 12) return null;
  if (dayOfMonth < 1 || dayOfMonth > daysIn(year, month)) return null;
  const iso = `${year}-${pad(month)}-${pad(dayOfMonth)}`;
  return { from: iso, to: iso };
}

function month(year: number, monthOfYear: number): BirthRange | null {
  if (!plausibleYear(year) || monthOfYear < 1 || monthOfYear > 12) return null;
  const prefix = `${year}-${pad(monthOfYear)}`;
  return { from: `${prefix}-01`, to: `${prefix}-${pad(daysIn(year, monthOfYear))}` };
}

function years(fromYear: number, toYear: number): BirthRange | null {
  if (!plausibleYear(fromYear) || !plausibleYear(toYear) || fromYear > toYear) return null;
  return { from: `${fromYear}-01-01`, to: `${toYear}-12-31` };
}

/** A year alone, 1 January to 31 December. */
export function yearRange(year: string): BirthRange | null {
  return /^\d{4}$/.test(year) ? years(Number(year), Number(year)) : null;
}

/** Both years inclusive, as the UN's BETWEEN gives them. */
export function yearsRange(fromYear: string, toYear: string): BirthRange | null {
  if (!/^\d{4}$/.test(fromYear) || !/^\d{4}$/.test(toYear)) return null;
  return years(Number(fromYear), Number(toYear));
}

function monthNumber(name: string): number | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return index === -1 ? null : index + 1;
}

// A two-digit year ("Jan-62") is of the last century unless that would put it in the future
// of any living listed person's birth; sanctioned people born after 2009 are not expected.
function fullYear(twoDigits: string): number {
  const n = Number(twoDigits);
  return n <= 9 ? 2000 + n : 1900 + n;
}

/** One date written one way, or null when it is not a date this reader knows. */
function single(raw: string): BirthRange | null {
  const value = raw.replace(/^(circa|ca\.?|c\.|approx\.?|approximately|about|around)\s*/i, '');
  let m: RegExpExecArray | null;
  // 1970-05-01, with the time or time zone some exports append ("1960-01-01-05:00").
  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*|[-+]\d{2}:\d{2}|Z)?$/.exec(value))) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (mo === 0) return years(y, y);
    if (d === 0) return month(y, mo);
    return day(y, mo, d);
  }
  // 1970-05: a month.
  if ((m = /^(\d{4})-(\d{1,2})$/.exec(value)) && Number(m[2]) <= 12) {
    return month(Number(m[1]), Number(m[2]));
  }
  if ((m = /^(\d{4})$/.exec(value))) return years(Number(m[1]), Number(m[1]));
  // 1960-1965, 1960 - 1965, 1960 to 1965, between 1960 and 1965.
  if ((m = /^(?:between\s+)?(\d{4})\s*(?:-|–|to|and)\s*(\d{4})$/i.exec(value))) {
    return years(Number(m[1]), Number(m[2]));
  }
  // 01/05/1970, 01-05-1970, 01.05.1970: day first, as Canada writes it, unless the second
  // number cannot be a month.
  if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value))) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return b > 12 ? day(y, a, b) : day(y, b, a);
  }
  // 05/1970: a month.
  if ((m = /^(\d{1,2})[/.-](\d{4})$/.exec(value))) return month(Number(m[2]), Number(m[1]));
  // Between Aug. and Sep. 1977.
  if ((m = /^between\s+([A-Za-z]{3,})\.?\s+and\s+([A-Za-z]{3,})\.?\s+(\d{4})$/i.exec(value))) {
    const [from, to] = [monthNumber(m[1] as string), monthNumber(m[2] as string)];
    const y = Number(m[3]);
    const first = from === null ? null : month(y, from);
    const last = to === null ? null : month(y, to);
    return first && last && first.from <= last.to ? { from: first.from, to: last.to } : null;
  }
  // 1 May 1970, 1 May, 1970.
  if ((m = /^(\d{1,2})\s+([A-Za-z]{3,})\.?,?\s+(\d{4})$/.exec(value))) {
    const mo = monthNumber(m[2] as string);
    return mo === null ? null : day(Number(m[3]), mo, Number(m[1]));
  }
  // May 1, 1970.
  if ((m = /^([A-Za-z]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value))) {
    const mo = monthNumber(m[1] as string);
    return mo === null ? null : day(Number(m[3]), mo, Number(m[2]));
  }
  // May 1970, May-1970, Jan-62.
  if ((m = /^([A-Za-z]{3,})\.?[\s-]+(\d{4}|\d{2})$/.exec(value))) {
    const mo = monthNumber(m[1] as string);
    const y = (m[2] as string).length === 2 ? fullYear(m[2] as string) : Number(m[2]);
    return mo === null ? null : month(y, mo);
  }
  return null;
}

function distinct(ranges: BirthRange[]): BirthRange[] {
  const seen = new Set<string>();
  return ranges.filter((r) => {
    const key = `${r.from}/${r.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every date a free-text field names; [] when it names none this reader knows. An unreadable
 * date is left out rather than failing the whole list: the name is still screened.
 */
export function readBirthDates(raw: string): BirthRange[] {
  const value = collapse(raw);
  if (!value) return [];
  const whole = single(value);
  if (whole) return [whole];
  // Alternatives: "1972-08-26 or 1974-05-31", "1987/1988", "1970; 1971", "1970, 1971".
  const parts = value.split(/\s+or\s+|\s*[;/,]\s*/i).filter(Boolean);
  if (parts.length < 2) return [];
  return distinct(parts.map(single).filter((r): r is BirthRange => r !== null));
}

/** An exact day the list states (a listing date), as YYYY-MM-DD, or null. */
export function readDay(raw: string): string | null {
  const range = single(collapse(raw));
  return range && range.from === range.to ? range.from : null;
}
