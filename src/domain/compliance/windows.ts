// The bureau's static 24-hour windows for FINTRAC's 24-hour rule (docs/decisions/0026). A
// reporting entity may use a static window of its choice: here it starts every day at the same
// local time (the `window_start_time` setting) in the bureau's time zone, and runs to the next
// day's start. Each instant belongs to exactly one window: [start, end).
//
// Daylight saving: a window is "local start time to the next day's local start time", so the
// window that contains a clock change lasts 23 or 25 hours (FINTRAC's guidance allows a period
// of at most 24 consecutive hours; a 25-hour window is the one approximation, kept because a
// window that moved by an hour twice a year would confuse staff more than it would help). A
// start time that does not exist that day (skipped by the spring change) is moved forward by
// the length of the gap (02:30 -> 03:30), and one that occurs twice (the fall change) means its
// first occurrence: the same "compatible" reading as the Temporal proposal and RFC 5545.
// https://fintrac-canafe.canada.ca/guidance-directives/transaction-operation/24hour/1-eng
import { TZDate } from '@date-fns/tz';
import { addDays, isCalendarDate, localDateOf } from '../business-day';
import { WINDOW_START_TIME_PATTERN } from './thresholds';

export type ComplianceWindow = {
  /** The local day (YYYY-MM-DD) on which the window starts; it names the window. */
  date: string;
  /** Inclusive. */
  start: Date;
  /** Exclusive: the next window's start. */
  end: Date;
};

function startTimeParts(startTime: string): [number, number] {
  if (!WINDOW_START_TIME_PATTERN.test(startTime)) {
    throw new RangeError(`not an HH:MM start time: ${startTime}`);
  }
  return [Number(startTime.slice(0, 2)), Number(startTime.slice(3, 5))];
}

/** The instant the window of local day `date` starts. */
export function windowStart(date: string, startTime: string, timeZone: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [hours, minutes] = startTimeParts(startTime);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hours, minutes, timeZone).getTime());
}

/** The window of local day `date`. */
export function windowOfDate(date: string, startTime: string, timeZone: string): ComplianceWindow {
  return {
    date,
    start: windowStart(date, startTime, timeZone),
    end: windowStart(addDays(date, 1), startTime, timeZone),
  };
}

/** The one window that contains `instant`. */
export function windowContaining(
  instant: Date,
  startTime: string,
  timeZone: string,
): ComplianceWindow {
  const localDate = localDateOf(instant, timeZone);
  const sameDay = windowOfDate(localDate, startTime, timeZone);
  // Before today's start time, the instant still belongs to yesterday's window.
  return instant.getTime() < sameDay.start.getTime()
    ? windowOfDate(addDays(localDate, -1), startTime, timeZone)
    : sameDay;
}

/**
 * Items (transactions) sorted into their windows, windows in time order, each item's order
 * kept: what the aggregation rules take one window at a time.
 */
export function groupByWindow<T extends { created_at: Date }>(
  items: readonly T[],
  startTime: string,
  timeZone: string,
): { window: ComplianceWindow; items: T[] }[] {
  const groups = new Map<string, { window: ComplianceWindow; items: T[] }>();
  for (const item of items) {
    const window = windowContaining(item.created_at, startTime, timeZone);
    const group = groups.get(window.date);
    if (group) group.items.push(item);
    else groups.set(window.date, { window, items: [item] });
  }
  return [...groups.values()].sort((a, b) => a.window.start.getTime() - b.window.start.getTime());
}
