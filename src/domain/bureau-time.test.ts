import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatMoment, zoneAbbreviation, zoneLabelled } from './bureau-time';

const TORONTO = 'America/Toronto';
const TOKYO = 'Asia/Tokyo';
// 12:15:37 UTC: 7:15:37 AM in Toronto in winter (EST), 8:15:37 AM in summer (EDT).
const WINTER = '2026-11-25T12:15:37.000Z';
const SUMMER = '2026-07-15T12:15:37.000Z';

describe("a moment on the bureau's clock", () => {
  it('writes every style in the given zone, not the runtime zone', () => {
    expect(formatMoment(WINTER, TORONTO, 'day')).toBe('Nov 25, 2026');
    expect(formatMoment(WINTER, TORONTO, 'minute')).toBe('Nov 25, 2026 07:15 EST');
    expect(formatMoment(WINTER, TORONTO, 'second')).toBe('Nov 25, 2026 7:15:37 AM EST');
    expect(formatMoment(WINTER, TORONTO, 'time')).toBe('07:15:37 EST');
    expect(formatMoment(WINTER, TORONTO, 'note')).toBe('11/25/2026, 7:15:37 AM EST');
    expect(formatMoment(WINTER, TORONTO, 'iso')).toBe('2026-11-25T07:15:37.000-05:00');
  });

  it('follows daylight saving time, and says which', () => {
    expect(formatMoment(SUMMER, TORONTO, 'second')).toBe('Jul 15, 2026 8:15:37 AM EDT');
    expect(formatMoment(SUMMER, TORONTO, 'iso')).toBe('2026-07-15T08:15:37.000-04:00');
  });

  it('moves the day with the zone', () => {
    expect(formatMoment('2026-11-25T20:00:00.000Z', TOKYO, 'day')).toBe('Nov 26, 2026');
    expect(formatMoment('2026-11-25T20:00:00.000Z', TOKYO, 'note')).toBe(
      '11/26/2026, 5:00:00 AM GMT+9',
    );
    expect(formatMoment(new Date('2026-11-26T03:30:00.000Z'), TORONTO, 'day')).toBe('Nov 25, 2026');
  });

  it('tells apart the two 1:30 AMs of the night clocks fall back', () => {
    expect(formatMoment('2026-11-01T05:30:00.000Z', TORONTO, 'minute')).toBe(
      'Nov 01, 2026 01:30 EDT',
    );
    expect(formatMoment('2026-11-01T06:30:00.000Z', TORONTO, 'minute')).toBe(
      'Nov 01, 2026 01:30 EST',
    );
  });

  it('names the zone', () => {
    expect(zoneAbbreviation(WINTER, 'UTC')).toBe('UTC');
    expect(zoneAbbreviation(WINTER, TOKYO)).toBe('GMT+9');
    expect(zoneLabelled('created_at', TORONTO)).toBe('created_at (America/Toronto)');
  });

  it('refuses what is not a moment', () => {
    expect(() => formatMoment('not a time', TORONTO, 'day')).toThrow(RangeError);
  });
});

describe('formatMoment iso, written without date-fns for exports', () => {
  const zones = [
    'America/Toronto',
    'Asia/Tokyo',
    'UTC',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'America/St_Johns',
    'Europe/London',
  ];
  const dateFns = (t: number, timeZone: string) =>
    format(new TZDate(t, timeZone), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
  const same = (t: number, timeZone: string) =>
    expect(formatMoment(new Date(t), timeZone, 'iso'), `${timeZone} ${t}`).toBe(
      dateFns(t, timeZone),
    );

  it('equals date-fns with a TZDate over two years, and every few minutes around a change', () => {
    const start = Date.UTC(2025, 0, 1) + 123;
    const step = 6 * 3_600_000 + 7_000;
    for (const timeZone of zones) {
      for (let t = start; t < start + 2 * 365 * 86_400_000; t += step) {
        same(t, timeZone);
        // Where the offset changed since the last sample, look closely at the hours between.
        if (dateFns(t, timeZone).slice(-6) !== dateFns(t - step, timeZone).slice(-6)) {
          for (let u = t - step; u <= t; u += 433_000) same(u, timeZone);
        }
      }
    }
  });
});
