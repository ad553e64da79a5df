import { describe, expect, it } from 'vitest';
import { easterSunday, federalHolidays, isWorkingDay } from './holidays';

const observed = (year: number) =>
  Object.fromEntries(federalHolidays(year).map((h) => [h.name, h.observed]));

describe('federal statutory holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the ten holidays of 2026 on the days they are observed', () => {
    expect(observed(2026)).toEqual({
      "New Year's Day": '2026-01-01',
      'Good Friday': '2026-04-03',
      'Victoria Day': '2026-05-18',
      'Canada Day': '2026-07-01',
      'Labour Day': '2026-09-07',
      'National Day for Truth and Reconciliation': '2026-09-30',
      'Thanksgiving Day': '2026-10-12',
      'Remembrance Day': '2026-11-11',
      'Christmas Day': '2026-12-25',
      // Saturday December 26 -> Monday.
      'Boxing Day': '2026-12-28',
    });
  });

  it('moves weekend holidays to the next free weekday', () => {
    // 2022: New Year's Day on a Saturday, Christmas on a Sunday (Boxing Day then moves on).
    const y2022 = observed(2022);
    expect(y2022["New Year's Day"]).toBe('2022-01-03');
    expect(y2022['Christmas Day']).toBe('2022-12-26');
    expect(y2022['Boxing Day']).toBe('2022-12-27');
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday; Canada Day on a Thursday.
    const y2027 = observed(2027);
    expect(y2027['Christmas Day']).toBe('2027-12-27');
    expect(y2027['Boxing Day']).toBe('2027-12-28');
    // Victoria Day is May 24 itself when that is a Monday.
    expect(y2027['Victoria Day']).toBe('2027-05-24');
    // 2029: Canada Day on a Sunday.
    expect(observed(2029)['Canada Day']).toBe('2029-07-02');
  });

  it('has no Truth and Reconciliation day before 2021', () => {
    expect(federalHolidays(2020).map((h) => h.name)).not.toContain(
      'National Day for Truth and Reconciliation',
    );
    expect(federalHolidays(2020)).toHaveLength(9);
  });
});

describe('working days', () => {
  it('excludes weekends, observed holidays and the bureau’s extra holidays', () => {
    expect(isWorkingDay('2026-07-15')).toBe(true);
    expect(isWorkingDay('2026-07-18')).toBe(false); // Saturday
    expect(isWorkingDay('2026-07-19')).toBe(false); // Sunday
    expect(isWorkingDay('2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day observed
    expect(isWorkingDay('2026-04-06')).toBe(true); // Easter Monday is not a federal holiday
    expect(isWorkingDay('2026-02-16')).toBe(true);
    expect(isWorkingDay('2026-02-16', ['2026-02-16'])).toBe(false); // Ontario's Family Day
    expect(() => isWorkingDay('2026-02-30')).toThrow(RangeError);
  });
});
