import { describe, expect, it } from 'vitest';
import { readBirthDates, readDay } from './dates';

const day = (iso: string) => ({ from: iso, to: iso });

describe('dates as the lists write them', () => {
  it('reads a day, a month, a year and a span of years', () => {
    expect(readBirthDates('1970-05-01')).toEqual([day('1970-05-01')]);
    expect(readBirthDates('1960-01-01-05:00')).toEqual([day('1960-01-01')]);
    expect(readBirthDates('2021-09-26T14:19:23')).toEqual([day('2021-09-26')]);
    expect(readBirthDates('1970-05')).toEqual([{ from: '1970-05-01', to: '1970-05-31' }]);
    expect(readBirthDates('1972-02')).toEqual([{ from: '1972-02-01', to: '1972-02-29' }]);
    expect(readBirthDates(' 1970 ')).toEqual([{ from: '1970-01-01', to: '1970-12-31' }]);
    expect(readBirthDates('1960-1965')).toEqual([{ from: '1960-01-01', to: '1965-12-31' }]);
    expect(readBirthDates('between 1960 and 1965')).toEqual([
      { from: '1960-01-01', to: '1965-12-31' },
    ]);
    expect(readBirthDates('1970-00-00')).toEqual([{ from: '1970-01-01', to: '1970-12-31' }]);
  });

  it('reads day-first dates unless the second number cannot be a month', () => {
    expect(readBirthDates('01/05/1970')).toEqual([day('1970-05-01')]);
    expect(readBirthDates('29-04-1965')).toEqual([day('1965-04-29')]);
    expect(readBirthDates('04/29/1965')).toEqual([day('1965-04-29')]);
    expect(readBirthDates('05/1970')).toEqual([{ from: '1970-05-01', to: '1970-05-31' }]);
  });

  it('reads months by name and approximate years', () => {
    expect(readBirthDates('1 May 1970')).toEqual([day('1970-05-01')]);
    expect(readBirthDates('May 1, 1970')).toEqual([day('1970-05-01')]);
    expect(readBirthDates('August 1960 ')).toEqual([{ from: '1960-08-01', to: '1960-08-31' }]);
    expect(readBirthDates('Jan-62')).toEqual([{ from: '1962-01-01', to: '1962-01-31' }]);
    expect(readBirthDates('Between Aug. and Sep. 1977')).toEqual([
      { from: '1977-08-01', to: '1977-09-30' },
    ]);
    expect(readBirthDates('circa 1970')).toEqual([{ from: '1970-01-01', to: '1970-12-31' }]);
    expect(readBirthDates('approximately 1970')).toEqual([
      { from: '1970-01-01', to: '1970-12-31' },
    ]);
  });

  it('reads alternatives as several dates', () => {
    expect(readBirthDates('1972-08-26 or 1974-05-31')).toEqual([
      day('1972-08-26'),
      day('1974-05-31'),
    ]);
    expect(readBirthDates('1987/1988')).toEqual([
      { from: '1987-01-01', to: '1987-12-31' },
      { from: '1988-01-01', to: '1988-12-31' },
    ]);
    expect(readBirthDates('1970; 1970')).toEqual([{ from: '1970-01-01', to: '1970-12-31' }]);
  });

  it('leaves out what is not a date', () => {
    expect(readBirthDates('')).toEqual([]);
    expect(readBirthDates('early 1970s')).toEqual([]);
    expect(readBirthDates('1970-02-30')).toEqual([]);
    expect(readBirthDates('1965-1960')).toEqual([]);
    expect(readBirthDates('0001')).toEqual([]);
  });

  it('reads a listing date only when it is one day', () => {
    expect(readDay('2015-07-01-04:00')).toBe('2015-07-01');
    expect(readDay('2015')).toBeNull();
    expect(readDay('')).toBeNull();
  });
});
