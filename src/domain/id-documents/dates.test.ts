import { describe, expect, it } from 'vitest';
import { aamvaDate, calendarDate, mrzDate } from './dates';

describe('dates on documents', () => {
  it('knows the calendar', () => {
    expect(calendarDate(2024, 2, 29)).toBe('2024-02-29');
    expect(calendarDate(2023, 2, 29)).toBeNull();
    expect(calendarDate(2023, 4, 31)).toBeNull();
  });

  it('reads AAMVA dates in the expected order, or the only other one that makes a date', () => {
    expect(aamvaDate('20280314', 'ymd')).toBe('2028-03-14');
    expect(aamvaDate('03142028', 'mdy')).toBe('2028-03-14');
    // A Canadian date on a card said to be American, and the reverse.
    expect(aamvaDate('20280314', 'mdy')).toBe('2028-03-14');
    expect(aamvaDate('03142028', 'ymd')).toBe('2028-03-14');
    expect(aamvaDate('2028031', 'ymd')).toBeNull();
    expect(aamvaDate('13142028', 'mdy')).toBeNull();
  });

  it('gives an MRZ birth year the latest century that is not in the future', () => {
    expect(mrzDate('740812', 'birth', '2026-11-29')).toBe('1974-08-12');
    expect(mrzDate('100812', 'birth', '2026-11-29')).toBe('2010-08-12');
    expect(mrzDate('261130', 'birth', '2026-11-29')).toBe('1926-11-30');
    expect(mrzDate('261129', 'birth', '2026-11-29')).toBe('2026-11-29');
  });

  it('puts an MRZ expiry in this century unless it is more than 50 years away', () => {
    expect(mrzDate('120415', 'expiry', '2026-11-29')).toBe('2012-04-15');
    expect(mrzDate('350101', 'expiry', '2026-11-29')).toBe('2035-01-01');
    expect(mrzDate('990101', 'expiry', '2026-11-29')).toBe('1999-01-01');
    expect(mrzDate('991301', 'expiry', '2026-11-29')).toBeNull();
  });
});
