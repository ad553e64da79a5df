import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

// SPEC §9: dates are shown as 'MMM dd, yyyy'.
export const DAY_FORMAT = 'MMM dd, yyyy';

// A date-only value (YYYY-MM-DD) is a calendar day: no time zone shift.
export function formatDay(value: string | null | undefined): string {
  const date = parseLocalDate(value ?? null);
  return date ? format(date, DAY_FORMAT) : '—';
}

// A timestamp (ISO 8601) shown as the local calendar day.
export function formatInstantDay(value: string): string {
  return format(new Date(value), DAY_FORMAT);
}

// A timestamp (ISO 8601) shown as the local time of day, to the second.
export function formatInstantTime(value: string): string {
  return format(new Date(value), 'HH:mm:ss');
}

// YYYY-MM-DD is a calendar date, not an instant: build it from local parts so that
// `new Date('2024-03-01')` (UTC midnight) can never shift it by a day.
export function parseLocalDate(value: string | null): Date | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : undefined;
}

// A timestamp as the bureau's clock showed it (its time zone, not the browser's), to the minute.
export function formatInstantIn(value: string, timeZone: string): string {
  return format(new TZDate(new Date(value).getTime(), timeZone), `${DAY_FORMAT} HH:mm`);
}

export function formatLocalDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
