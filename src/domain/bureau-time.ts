// A moment (a stored instant: created_at, claimed_at, an audit row's time) as people read it:
// on the bureau's clock, its business_time_zone setting, never the server's or the browser's
// (docs/decisions/0031). Date-only values (birthdays, ID card dates, transaction_date) are days,
// not moments, and are not formatted here.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A stored instant: a Date or an ISO 8601 timestamp. */
export type Moment = Date | string;

/**
 * How a moment is written:
 * - `day`: its calendar day in the zone, 'Nov 25, 2026' (SPEC's date format);
 * - `minute`: 'Nov 25, 2026 07:15 EST';
 * - `second`: 'Nov 25, 2026 7:15:37 AM EST' (the transaction timeline);
 * - `time`: the time of day alone, '07:15:37 EST' (beside a `day` in a table);
 * - `note`: the claim note's en-US shape, '11/25/2026, 7:15:37 AM EST';
 * - `iso`: ISO 8601 with the zone's offset, '2026-11-25T07:15:37.000-05:00' (exports: exact for
 *   a program, the bureau's wall clock for a person, unambiguous in the hour DST repeats).
 * Every style with a time of day carries the zone's abbreviation (or its offset), so a time read
 * on its own is never taken for another zone's.
 */
export type MomentStyle = 'day' | 'minute' | 'second' | 'time' | 'note' | 'iso';

const PATTERNS: Record<MomentStyle, string> = {
  day: 'MMM dd, yyyy',
  minute: 'MMM dd, yyyy HH:mm',
  second: 'MMM dd, yyyy h:mm:ss a',
  time: 'HH:mm:ss',
  note: 'M/d/yyyy, h:mm:ss a',
  iso: "yyyy-MM-dd'T'HH:mm:ss.SSSxxx",
};

const LABELLED = new Set<MomentStyle>(['minute', 'second', 'time', 'note']);

// Building an Intl formatter costs far more than using one; one per zone, bounded by the zone
// database.
const abbreviators = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at that moment, as en-US writes it: 'EST' or 'EDT' for America/Toronto,
 * 'GMT+9' for Asia/Tokyo, 'UTC' for UTC.
 */
export function zoneAbbreviation(moment: Moment, timeZone: string): string {
  let formatter = abbreviators.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    abbreviators.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(toDate(moment));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function toDate(moment: Moment): Date {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a moment: ${String(moment)}`);
  return date;
}

// The zone's offset from UTC in minutes at an instant, read from one cached formatter per zone
// and kept per quarter hour (every offset change of the zone database falls on one): an export
// writes two moments per row, and date-fns with a TZDate cost about 50 microseconds each.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const QUARTER_HOUR = 15 * 60_000;

function offsetMinutes(date: Date, timeZone: string): number {
  const quarter = Math.floor(date.getTime() / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(timeZone, formatter);
  }
  const start = quarter * QUARTER_HOUR;
  const part = (type: string) =>
    Number(formatter.formatToParts(start).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const offset = Math.round((wall - start) / 60_000);
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with the zone's offset: '2026-11-25T07:15:37.000-05:00'. */
function isoMoment(date: Date, timeZone: string): string {
  const offset = offsetMinutes(date, timeZone);
  const wall = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** A moment on the bureau's clock (`timeZone`, its business_time_zone), in `style`. */
export function formatMoment(moment: Moment, timeZone: string, style: MomentStyle): string {
  const date = toDate(moment);
  if (style === 'iso') return isoMoment(date, timeZone);
  const text = format(new TZDate(date.getTime(), timeZone), PATTERNS[style]);
  return LABELLED.has(style) ? `${text} ${zoneAbbreviation(date, timeZone)}` : text;
}

/** A column of moments, named with the zone its times are in: 'created_at (America/Toronto)'. */
export const zoneLabelled = (name: string, timeZone: string) => `${name} (${timeZone})`;
