import {
  localDateOf,
  localRangeInstants,
  periodDates,
  type InstantRange,
  type LocalDateRange,
} from '@domain/business-day';
import type { ReportPeriodQuery, ResolvedPeriod } from '@domain/contracts/reports';

/** A report period turned into the bureau's local days (null: every day) and the instants
 * bounding them; today, this week and this month are the bureau's, by the server's clock. */
export function resolvePeriod(
  query: ReportPeriodQuery,
  now: Date,
  timeZone: string,
): { period: ResolvedPeriod; days: LocalDateRange | null; range: InstantRange | null } {
  const days =
    query.period === 'all'
      ? null
      : query.period === 'custom'
        ? { from: query.from ?? '', to: query.to ?? '' }
        : periodDates(query.period, localDateOf(now, timeZone));
  const range = days ? localRangeInstants(days, timeZone) : null;
  return {
    days,
    range,
    period: {
      period: query.period,
      time_zone: timeZone,
      from: days?.from ?? null,
      to: days?.to ?? null,
      start: range ? range.start.toISOString() : null,
      end: range ? range.end.toISOString() : null,
    },
  };
}
