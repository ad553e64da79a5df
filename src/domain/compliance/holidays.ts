// Canada's federal statutory holidays (the general holidays of the Canada Labour Code) and the
// day each is observed, for counting FINTRAC's working days (docs/decisions/0026). A short list
// of rules rather than a holiday library: the domain is shared with the web app, and the
// maintained libraries ship every country's calendar. A provincial holiday (Family Day, Civic
// Holiday, Saint-Jean-Baptiste...) is given by the caller as an extra non-working date.
import { isCalendarDate } from '../business-day';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (utc: Date) =>
  `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
const utcDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday (Gregorian calendar; the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utcDate(year, month, day));
}

// The `nth` Monday of a month (1-based).
function nthMonday(year: number, month: number, nth: number): Date {
  const first = utcDate(year, month, 1);
  return plusDays(first, ((8 - first.getUTCDay()) % 7) + (nth - 1) * 7);
}

export type Holiday = {
  name: string;
  /** The holiday's own date. */
  date: string;
  /** The weekday it is observed on: its own date, or the next free weekday after a weekend. */
  observed: string;
};

/**
 * The federal statutory holidays of `year`, in date order. A holiday that falls on a Saturday or
 * Sunday is observed on the next weekday that is not already observed as another holiday, so
 * Christmas on a Saturday is observed on Monday the 27th and Boxing Day on Tuesday the 28th.
 */
export function federalHolidays(year: number): Holiday[] {
  const goodFriday = plusDays(new Date(`${easterSunday(year)}T00:00:00Z`), -2);
  // Victoria Day: the Monday before May 25.
  const may24 = utcDate(year, 5, 24);
  const victoriaDay = plusDays(may24, -((may24.getUTCDay() + 6) % 7));
  const days: [string, Date][] = [
    ["New Year's Day", utcDate(year, 1, 1)],
    ['Good Friday', goodFriday],
    ['Victoria Day', victoriaDay],
    ['Canada Day', utcDate(year, 7, 1)],
    ['Labour Day', nthMonday(year, 9, 1)],
    ...(year >= 2021
      ? ([['National Day for Truth and Reconciliation', utcDate(year, 9, 30)]] as [string, Date][])
      : []),
    ['Thanksgiving Day', nthMonday(year, 10, 2)],
    ['Remembrance Day', utcDate(year, 11, 11)],
    ['Christmas Day', utcDate(year, 12, 25)],
    ['Boxing Day', utcDate(year, 12, 26)],
  ];
  const taken = new Set<string>();
  return days.map(([name, date]) => {
    let observed = date;
    while (isWeekend(observed) || taken.has(iso(observed))) observed = plusDays(observed, 1);
    taken.add(iso(observed));
    return { name, date: iso(date), observed: iso(observed) };
  });
}

const cache = new Map<number, ReadonlySet<string>>();

function observedDates(year: number): ReadonlySet<string> {
  let dates = cache.get(year);
  if (!dates) {
    dates = new Set(federalHolidays(year).map((holiday) => holiday.observed));
    cache.set(year, dates);
  }
  return dates;
}

/**
 * A working day is a weekday that is not an observed federal holiday nor one of `extraHolidays`
 * (YYYY-MM-DD dates the bureau adds, such as its province's holidays).
 */
export function isWorkingDay(date: string, extraHolidays: readonly string[] = []): boolean {
  if (!isCalendarDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const day = new Date(`${date}T00:00:00Z`);
  if (isWeekend(day)) return false;
  return !observedDates(day.getUTCFullYear()).has(date) && !extraHolidays.includes(date);
}
