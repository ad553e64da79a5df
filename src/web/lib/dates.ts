import { format, isValid } from 'date-fns';

// SPEC §9: dates are shown as 'MMM dd, yyyy'. Moments (stored instants) are written on the
// bureau's clock by the domain's formatMoment (BureauTime in the settings feature), not here.
export const DAY_FORMAT = 'MMM dd, yyyy';

// A date-only value (YYYY-MM-DD) is a calendar day: no time zone shift.
export function formatDay(value: string | null | undefined): string {
  const date = parseLocalDate(value ?? null);
  return date ? format(date, DAY_FORMAT) : '—';
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

export function formatLocalDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
