import { format } from 'date-fns';
import { parseLocalDate } from '@web/components/ui/date-picker';

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
