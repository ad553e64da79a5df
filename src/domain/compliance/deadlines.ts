// When a report is due (docs/decisions/0026), counted from the bureau-local date of the
// transaction that brought the window's total to the threshold (the report's `reached_at`):
// - LCTR: "within 15 calendar days after the transaction": that date + 15 days is the last day.
// - LVCTR: "within five working days after the day you received the amount": the fifth working
//   day after that date, skipping weekends and federal statutory holidays (./holidays).
// https://fintrac-canafe.canada.ca/guidance-directives/transaction-operation/Guide7A/lctr-eng
// https://www.fintrac-canafe.gc.ca/reporting-declaration/info/rptLVCTR-eng
import { addDays, isCalendarDate, localDateOf } from '../business-day';
import { isWorkingDay } from './holidays';
import type { LargeTransactionKind } from './large-transactions';
import type { ComplianceThresholds } from './thresholds';

/** The last day to file an LCTR for a transaction of `transactionDate`. */
export function largeCashDueDate(transactionDate: string, calendarDays = 15): string {
  return addDays(transactionDate, calendarDays);
}

/** The `workingDays`-th working day after `date` (the day itself never counts). */
export function workingDaysAfter(
  date: string,
  workingDays: number,
  extraHolidays: readonly string[] = [],
): string {
  if (!Number.isInteger(workingDays) || workingDays < 1) {
    throw new RangeError(`working days must be a whole number of at least 1, got ${workingDays}`);
  }
  let day = date;
  for (let counted = 0; counted < workingDays;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, extraHolidays)) counted += 1;
  }
  return day;
}

/** The last day to file an LVCTR for virtual currency received on `transactionDate`. */
export function largeVirtualCurrencyDueDate(
  transactionDate: string,
  workingDays = 5,
  extraHolidays: readonly string[] = [],
): string {
  return workingDaysAfter(transactionDate, workingDays, extraHolidays);
}

/** The due date of a report reached at `reachedAt`, by the bureau's local calendar. */
export function reportDueDate(args: {
  kind: LargeTransactionKind;
  reachedAt: Date;
  timeZone: string;
  thresholds: Pick<
    ComplianceThresholds,
    'large_cash_due_days' | 'large_virtual_currency_due_working_days'
  >;
  extraHolidays?: readonly string[];
}): string {
  const { kind, reachedAt, timeZone, thresholds, extraHolidays = [] } = args;
  const date = localDateOf(reachedAt, timeZone);
  return kind === 'lctr'
    ? largeCashDueDate(date, thresholds.large_cash_due_days)
    : largeVirtualCurrencyDueDate(
        date,
        thresholds.large_virtual_currency_due_working_days,
        extraHolidays,
      );
}

const dayNumber = (date: string) => {
  if (!isCalendarDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
};

/** Calendar days from `today` to `due`: 0 on the due date, negative once it has passed. */
export function daysLeft(due: string, today: string): number {
  return dayNumber(due) - dayNumber(today);
}

export const DEADLINE_STATUSES = ['overdue', 'due_soon', 'upcoming'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** How many days ahead a deadline counts as due soon (the navigation badge's count). */
export const DUE_SOON_DAYS = 3;

/** Days left as staff read them: 'Overdue by 2 days', 'Due today', '1 day left'. */
export function deadlineLabel(left: number): string {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  if (left < 0) return `Overdue by ${days(-left)}`;
  return left === 0 ? 'Due today' : `${days(left)} left`;
}

/** Overdue after the due date; due soon from `soonDays` before it through the due date. */
export function deadlineStatus(
  due: string,
  today: string,
  soonDays = DUE_SOON_DAYS,
): DeadlineStatus {
  const left = daysLeft(due, today);
  if (left < 0) return 'overdue';
  return left <= soonDays ? 'due_soon' : 'upcoming';
}

// A suspicious transaction report is due "as soon as practicable" after the grounds were
// determined (FINTRAC's guidance sets no number of days since 2021); the bureau tracks it as
// due STR_DUE_DAYS calendar days after that date, so it heads the queue (docs/decisions/0057).
export const STR_DUE_DAYS = 3;

/** The day a suspicious transaction report whose grounds were determined on `date` is due. */
export function suspiciousReportDueDate(date: string): string {
  return addDays(date, STR_DUE_DAYS);
}
