import { describe, expect, it } from 'vitest';
import {
  addDays,
  isCalendarDate,
  isTimeZone,
  localDateOf,
  localRangeInstants,
  periodDates,
  startOfLocalDay,
} from './business-day';
import { businessTimeZone, settingValueSchema, timeZoneValue } from './contracts/settings';

const TORONTO = 'America/Toronto';
const iso = (d: Date) => d.toISOString();

describe('business days in the bureau time zone', () => {
  it('starts a Toronto day at local midnight, EST and EDT alike', () => {
    expect(iso(startOfLocalDay('2031-01-15', TORONTO))).toBe('2031-01-15T05:00:00.000Z');
    expect(iso(startOfLocalDay('2031-07-15', TORONTO))).toBe('2031-07-15T04:00:00.000Z');
  });

  it('gives the spring-forward day 23 hours and the fall-back day 25', () => {
    // 2031: DST starts Sunday March 9 and ends Sunday November 2 in Toronto.
    const spring = localRangeInstants({ from: '2031-03-09', to: '2031-03-09' }, TORONTO);
    expect(iso(spring.start)).toBe('2031-03-09T05:00:00.000Z');
    expect(iso(spring.end)).toBe('2031-03-10T04:00:00.000Z');
    const fall = localRangeInstants({ from: '2031-11-02', to: '2031-11-02' }, TORONTO);
    expect(iso(fall.start)).toBe('2031-11-02T04:00:00.000Z');
    expect(iso(fall.end)).toBe('2031-11-03T05:00:00.000Z');
  });

  it('puts an instant exactly at local midnight in the day it starts', () => {
    expect(localDateOf(new Date('2031-06-15T04:00:00.000Z'), TORONTO)).toBe('2031-06-15');
    expect(localDateOf(new Date('2031-06-15T03:59:59.999Z'), TORONTO)).toBe('2031-06-14');
    expect(localDateOf(new Date('2031-06-15T03:59:59.999Z'), 'UTC')).toBe('2031-06-15');
  });

  it('finds each day right when asked in turn about instants on either side of its bounds', () => {
    // Days that last 23 and 25 hours (DST), asked about in and out of order, in two zones.
    const asked: [string, string, string][] = [
      ['2031-03-09T04:59:59.999Z', TORONTO, '2031-03-08'],
      ['2031-03-09T05:00:00.000Z', TORONTO, '2031-03-09'],
      ['2031-03-10T03:59:59.999Z', TORONTO, '2031-03-09'],
      ['2031-03-09T12:00:00.000Z', 'Asia/Kolkata', '2031-03-09'],
      ['2031-03-10T04:00:00.000Z', TORONTO, '2031-03-10'],
      ['2031-03-09T06:00:00.000Z', TORONTO, '2031-03-09'],
      ['2031-11-02T04:00:00.000Z', TORONTO, '2031-11-02'],
      ['2031-11-03T04:59:59.999Z', TORONTO, '2031-11-02'],
      ['2031-11-03T05:00:00.000Z', TORONTO, '2031-11-03'],
      ['2031-03-09T18:29:59.999Z', 'Asia/Kolkata', '2031-03-09'],
      ['2031-03-09T18:30:00.000Z', 'Asia/Kolkata', '2031-03-10'],
    ];
    for (const [instant, zone, day] of asked) {
      expect(localDateOf(new Date(instant), zone), `${instant} in ${zone}`).toBe(day);
    }
  });

  it('moves calendar days across months, years and leap days', () => {
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2032-03-01', -1)).toBe('2032-02-29');
    expect(isCalendarDate('2032-02-29')).toBe(true);
    expect(isCalendarDate('2031-02-29')).toBe(false);
    expect(isCalendarDate('2031-1-05')).toBe(false);
  });

  it('names the days of today, this week (Monday to Sunday) and this month', () => {
    // 2031-06-15 is a Sunday.
    expect(periodDates('today', '2031-06-15')).toEqual({ from: '2031-06-15', to: '2031-06-15' });
    expect(periodDates('week', '2031-06-15')).toEqual({ from: '2031-06-09', to: '2031-06-15' });
    expect(periodDates('week', '2031-06-16')).toEqual({ from: '2031-06-16', to: '2031-06-22' });
    expect(periodDates('month', '2032-02-10')).toEqual({ from: '2032-02-01', to: '2032-02-29' });
    expect(periodDates('month', '2031-12-31')).toEqual({ from: '2031-12-01', to: '2031-12-31' });
  });

  it('knows real time zone names only', () => {
    expect(isTimeZone(TORONTO)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' America/Toronto')).toBe(false);
  });
});

describe('business_time_zone setting', () => {
  it('accepts a zone name and refuses anything else with a clear message', () => {
    expect(settingValueSchema('business_time_zone')).toBe(businessTimeZone);
    expect(businessTimeZone.safeParse({ time_zone: 'Europe/Paris' }).success).toBe(true);
    const bad = businessTimeZone.safeParse({ time_zone: 'Toronto' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'value.time_zone must be a time zone name like America/Toronto',
    ]);
    expect(businessTimeZone.safeParse('America/Toronto').error?.issues[0]?.message).toBe(
      'value must be an object like {"time_zone": "America/Toronto"}',
    );
  });

  it('reads a missing or broken value as America/Toronto', () => {
    expect(timeZoneValue({ time_zone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(timeZoneValue(null)).toBe(TORONTO);
    expect(timeZoneValue({ time_zone: 'nowhere' })).toBe(TORONTO);
  });
});
