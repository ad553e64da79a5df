// The bureau's days: a local calendar day (YYYY-MM-DD) in the bureau's IANA time zone, turned
// into the UTC instants that bound it. A day runs from its local midnight (inclusive) to the
// next day's local midnight (exclusive), so a day across a DST change lasts 23 or 25 hours.
import { TZDate } from '@date-fns/tz';

export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Toronto';

export const REPORT_PERIODS = ['all', 'today', 'week', 'month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A span of local days, both ends inclusive (YYYY-MM-DD). */
export type LocalDateRange = { from: string; to: string };
/** The instants that bound a span: start inclusive, end exclusive. */
export type InstantRange = { start: Date; end: Date };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a time zone name the runtime knows (e.g. 'America/Toronto', 'UTC'). */
// Names already found valid: building a formatter to check one costs more than the rest of a
// request's rules, and every exchange reads the bureau's zone. Bounded by the zone database.
const knownTimeZones = new Set<string>();

export function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    knownTimeZones.add(name);
    return true;
  } catch {
    return false;
  }
}

function parts(date: string): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar date written YYYY-MM-DD (no 2031-02-30). */
export function isCalendarDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

// The day last found in each zone, with the instants that bound it: nearly every call (each
// exchange asks) falls on the same day as the one before, and finding a day through the zone's
// rules costs more than the rest of an exchange's date handling. Bounded by the zone database.
const lastDayOf = new Map<string, { date: string; start: number; end: number }>();

/** The local calendar day an instant falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const known = lastDayOf.get(timeZone);
  if (known && time >= known.start && time < known.end) return known.date;
  const local = new TZDate(time, timeZone);
  const date = format(local.getFullYear(), local.getMonth() + 1, local.getDate());
  const start = startOfLocalDay(date, timeZone).getTime();
  const end = startOfLocalDay(addDays(date, 1), timeZone).getTime();
  // An instant outside its own day's bounds would be a fault of the zone's rules: not kept.
  if (time >= start && time < end) lastDayOf.set(timeZone, { date, start, end });
  return date;
}

/** A calendar day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return format(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/** The instant a local day starts: its local midnight (or, where midnight is skipped by a DST
 * change, the first instant that exists that day). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = parts(date);
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/** The instants bounding local days `from`..`to` (inclusive): [start of from, start of to+1). */
export function localRangeInstants(range: LocalDateRange, timeZone: string): InstantRange {
  return {
    start: startOfLocalDay(range.from, timeZone),
    end: startOfLocalDay(addDays(range.to, 1), timeZone),
  };
}

/** The local days of a named period around `today`: weeks start on Monday; a week or month
 * runs to its last day, whose future part simply holds nothing yet. */
export function periodDates(period: 'today' | 'week' | 'month', today: string): LocalDateRange {
  const [y, m] = parts(today);
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    const monday = addDays(today, -((weekday + 6) % 7));
    return { from: monday, to: addDays(monday, 6) };
  }
  const first = format(y, m, 1);
  const nextMonth = m === 12 ? format(y + 1, 1, 1) : format(y, m + 1, 1);
  return { from: first, to: addDays(nextMonth, -1) };
}
