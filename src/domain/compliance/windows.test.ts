import { describe, expect, it } from 'vitest';
import { groupByWindow, windowContaining, windowOfDate, windowStart } from './windows';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);
const span = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];
const hours = (w: { start: Date; end: Date }) => (w.end.getTime() - w.start.getTime()) / 3_600_000;

describe('24-hour windows starting at 00:00', () => {
  it('is the local day, EST and EDT alike', () => {
    expect(span(windowOfDate('2026-01-15', '00:00', TORONTO))).toEqual([
      '2026-01-15T05:00:00.000Z',
      '2026-01-16T05:00:00.000Z',
    ]);
    expect(span(windowOfDate('2026-07-15', '00:00', TORONTO))).toEqual([
      '2026-07-15T04:00:00.000Z',
      '2026-07-16T04:00:00.000Z',
    ]);
  });

  it('puts an instant exactly at the start in the window it starts, and one before in the previous', () => {
    const start = windowContaining(at('2026-07-15T04:00:00.000Z'), '00:00', TORONTO);
    expect(start.date).toBe('2026-07-15');
    const justBefore = windowContaining(at('2026-07-15T03:59:59.999Z'), '00:00', TORONTO);
    expect(justBefore.date).toBe('2026-07-14');
    expect(justBefore.end).toEqual(start.start);
  });

  it('lasts 23 hours on the spring change (2026-03-08) and 25 on the fall change (2026-11-01)', () => {
    const spring = windowOfDate('2026-03-08', '00:00', TORONTO);
    expect(span(spring)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(hours(spring)).toBe(23);
    const fall = windowOfDate('2026-11-01', '00:00', TORONTO);
    expect(span(fall)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(hours(fall)).toBe(25);
    // Both 01:30s of the fall change belong to the same window.
    expect(windowContaining(at('2026-11-01T05:30:00.000Z'), '00:00', TORONTO).date).toBe(
      '2026-11-01',
    );
    expect(windowContaining(at('2026-11-01T06:30:00.000Z'), '00:00', TORONTO).date).toBe(
      '2026-11-01',
    );
  });
});

describe('24-hour windows starting at 09:00', () => {
  it('runs from 09:00 to the next 09:00, an instant before 09:00 being in yesterday’s', () => {
    const window = windowContaining(at('2026-07-15T13:00:00.000Z'), '09:00', TORONTO);
    expect(window.date).toBe('2026-07-15');
    expect(span(window)).toEqual(['2026-07-15T13:00:00.000Z', '2026-07-16T13:00:00.000Z']);
    const early = windowContaining(at('2026-07-16T12:59:59.999Z'), '09:00', TORONTO);
    expect(early.date).toBe('2026-07-15');
    const next = windowContaining(at('2026-07-16T13:00:00.000Z'), '09:00', TORONTO);
    expect(next.date).toBe('2026-07-16');
  });

  it('counts a transaction just after local midnight in the window that began the day before', () => {
    // 00:30 EDT on 2026-07-16.
    expect(windowContaining(at('2026-07-16T04:30:00.000Z'), '09:00', TORONTO).date).toBe(
      '2026-07-15',
    );
  });

  it('gives the windows over both 2026 clock changes 23 and 25 hours', () => {
    const spring = windowOfDate('2026-03-07', '09:00', TORONTO);
    expect(span(spring)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z']);
    expect(hours(spring)).toBe(23);
    expect(hours(windowOfDate('2026-03-08', '09:00', TORONTO))).toBe(24);
    const fall = windowOfDate('2026-10-31', '09:00', TORONTO);
    expect(span(fall)).toEqual(['2026-10-31T13:00:00.000Z', '2026-11-01T14:00:00.000Z']);
    expect(hours(fall)).toBe(25);
    // 08:30 EST on the fall-change day is still in the window of October 31.
    expect(windowContaining(at('2026-11-01T13:30:00.000Z'), '09:00', TORONTO).date).toBe(
      '2026-10-31',
    );
  });
});

describe('start times the clock change touches', () => {
  it('moves a start skipped by the spring change forward by the gap, and takes the first of a repeated one', () => {
    // 02:30 does not exist on 2026-03-08 in Toronto: the window starts at 03:30 EDT.
    expect(windowStart('2026-03-08', '02:30', TORONTO).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 happens twice on 2026-11-01: the window starts at the first (EDT).
    expect(windowStart('2026-11-01', '01:30', TORONTO).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('puts every instant inside the window it names, every half hour across both changes', () => {
    for (const startTime of ['00:00', '01:30', '02:30', '09:00', '23:59']) {
      for (const from of ['2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z']) {
        for (let h = 0; h < 96; h++) {
          const instant = new Date(Date.parse(from) + h * 1_800_000);
          const window = windowContaining(instant, startTime, TORONTO);
          expect(window.start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(window.end.getTime()).toBeGreaterThan(instant.getTime());
        }
      }
    }
  });

  it('refuses a start time or date that is not one', () => {
    expect(() => windowStart('2026-03-08', '9:00', TORONTO)).toThrow(RangeError);
    expect(() => windowStart('2026-02-30', '09:00', TORONTO)).toThrow(RangeError);
  });
});

describe('groupByWindow', () => {
  it('sorts transactions into their windows, in time order', () => {
    const items = [
      { id: 'c', created_at: at('2026-07-16T14:00:00.000Z') },
      { id: 'a', created_at: at('2026-07-15T13:00:00.000Z') },
      { id: 'b', created_at: at('2026-07-16T12:59:59.999Z') },
    ];
    const groups = groupByWindow(items, '09:00', TORONTO);
    expect(groups.map((g) => [g.window.date, g.items.map((i) => i.id)])).toEqual([
      ['2026-07-15', ['a', 'b']],
      ['2026-07-16', ['c']],
    ]);
  });
});
