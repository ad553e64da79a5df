import { describe, expect, it } from 'vitest';
import { DEEP_PAGE_OFFSET, dayOfOffset, isDeepPage } from './deep-page';

describe('deep pages by number', () => {
  const days = [
    { day: '2026-11-29', rows: 3 },
    { day: '2026-11-28', rows: 0 },
    { day: '2026-11-27', rows: 5 },
    { day: '2026-11-26', rows: 2 },
  ];

  it('finds the day holding the row at an offset, and the rows of that day before it', () => {
    expect(dayOfOffset(days, 0)).toEqual({ day: '2026-11-29', within: 0 });
    expect(dayOfOffset(days, 2)).toEqual({ day: '2026-11-29', within: 2 });
    // A day without rows holds no offset.
    expect(dayOfOffset(days, 3)).toEqual({ day: '2026-11-27', within: 0 });
    expect(dayOfOffset(days, 7)).toEqual({ day: '2026-11-27', within: 4 });
    expect(dayOfOffset(days, 9)).toEqual({ day: '2026-11-26', within: 1 });
  });

  it('finds no day past the last row', () => {
    expect(dayOfOffset(days, 10)).toBeNull();
    expect(dayOfOffset([], 0)).toBeNull();
  });

  it('places only pages asked for by a number that deep', () => {
    expect(isDeepPage({ offset: DEEP_PAGE_OFFSET })).toBe(true);
    expect(isDeepPage({ offset: DEEP_PAGE_OFFSET - 1 })).toBe(false);
    expect(isDeepPage({ offset: DEEP_PAGE_OFFSET, after: 'x' })).toBe(false);
  });
});
