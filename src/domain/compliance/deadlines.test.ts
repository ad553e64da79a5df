import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  deadlineLabel,
  deadlineStatus,
  largeCashDueDate,
  largeVirtualCurrencyDueDate,
  reportDueDate,
  workingDaysAfter,
} from './deadlines';
import { DEFAULT_COMPLIANCE_THRESHOLDS as DEFAULTS } from './thresholds';

describe('LCTR deadline: 15 calendar days after the transaction', () => {
  it('counts calendar days, weekends and holidays included, across months and years', () => {
    expect(largeCashDueDate('2026-07-15')).toBe('2026-07-30');
    expect(largeCashDueDate('2026-12-20')).toBe('2027-01-04');
    expect(largeCashDueDate('2026-07-15', 10)).toBe('2026-07-25');
  });
});

describe('LVCTR deadline: 5 working days after the day received', () => {
  it('skips a weekend', () => {
    // Wednesday -> the next Wednesday; Friday -> the next Friday.
    expect(largeVirtualCurrencyDueDate('2026-07-15')).toBe('2026-07-22');
    expect(largeVirtualCurrencyDueDate('2026-07-17')).toBe('2026-07-24');
    // A Saturday's day does not count itself: Monday is the first working day after it.
    expect(largeVirtualCurrencyDueDate('2026-07-18')).toBe('2026-07-24');
  });

  it('skips a weekend and a statutory holiday inside the five days', () => {
    // Thursday 2026-04-02: Good Friday, the weekend, then Monday to Friday.
    expect(largeVirtualCurrencyDueDate('2026-04-02')).toBe('2026-04-10');
    // Tuesday 2026-12-22: Christmas (Friday), the weekend and Boxing Day observed (Monday).
    expect(largeVirtualCurrencyDueDate('2026-12-22')).toBe('2026-12-31');
  });

  it("skips the bureau's own extra holidays", () => {
    // Ontario's Family Day, Monday 2026-02-16.
    expect(largeVirtualCurrencyDueDate('2026-02-12')).toBe('2026-02-19');
    expect(largeVirtualCurrencyDueDate('2026-02-12', 5, ['2026-02-16'])).toBe('2026-02-20');
  });

  it('refuses a count that is not a whole number of days', () => {
    expect(() => workingDaysAfter('2026-07-15', 0)).toThrow(RangeError);
    expect(() => workingDaysAfter('2026-07-15', 1.5)).toThrow(RangeError);
  });
});

describe('a report’s due date', () => {
  // 23:30 in Toronto on Wednesday July 15 is already July 16 in UTC.
  const lateEvening = new Date('2026-07-16T03:30:00.000Z');

  it('counts from the bureau-local date of the transaction that reached the threshold', () => {
    const base = { reachedAt: lateEvening, timeZone: 'America/Toronto', thresholds: DEFAULTS };
    expect(reportDueDate({ ...base, kind: 'lctr' })).toBe('2026-07-30');
    expect(reportDueDate({ ...base, kind: 'lvctr' })).toBe('2026-07-22');
    expect(reportDueDate({ ...base, kind: 'lctr', timeZone: 'UTC' })).toBe('2026-07-31');
  });

  it('follows the settings', () => {
    const thresholds = { large_cash_due_days: 10, large_virtual_currency_due_working_days: 3 };
    const base = { reachedAt: lateEvening, timeZone: 'America/Toronto', thresholds };
    expect(reportDueDate({ ...base, kind: 'lctr' })).toBe('2026-07-25');
    expect(reportDueDate({ ...base, kind: 'lvctr' })).toBe('2026-07-20');
  });
});

describe('days left and status', () => {
  it('counts calendar days to the due date, negative once it has passed', () => {
    expect(daysLeft('2026-07-30', '2026-07-15')).toBe(15);
    expect(daysLeft('2026-07-30', '2026-07-30')).toBe(0);
    expect(daysLeft('2026-07-30', '2026-07-31')).toBe(-1);
    // Across the spring clock change a calendar day is still one day.
    expect(daysLeft('2026-03-09', '2026-03-07')).toBe(2);
  });

  it('is overdue after the due date and due soon within three days of it', () => {
    expect(deadlineStatus('2026-07-30', '2026-07-31')).toBe('overdue');
    expect(deadlineStatus('2026-07-30', '2026-07-30')).toBe('due_soon');
    expect(deadlineStatus('2026-07-30', '2026-07-27')).toBe('due_soon');
    expect(deadlineStatus('2026-07-30', '2026-07-26')).toBe('upcoming');
    expect(deadlineStatus('2026-07-30', '2026-07-26', 5)).toBe('due_soon');
  });

  it('refuses dates that are not dates', () => {
    expect(() => daysLeft('2026-02-30', '2026-02-01')).toThrow(RangeError);
  });
});

describe('days left as staff read them', () => {
  it('names overdue, today and the days left', () => {
    expect(deadlineLabel(-2)).toBe('Overdue by 2 days');
    expect(deadlineLabel(-1)).toBe('Overdue by 1 day');
    expect(deadlineLabel(0)).toBe('Due today');
    expect(deadlineLabel(1)).toBe('1 day left');
    expect(deadlineLabel(12)).toBe('12 days left');
  });
});
