import { describe, expect, it } from 'vitest';
import {
  pinWarnings,
  computeRates,
  latestPublishedDay,
  referenceFetchDue,
  roundSignificant,
  RETRY_AFTER_MS,
} from './reference-rates';

describe('computed rates from a reference mid', () => {
  it('keeps the margins around the mid in SPEC direction, rounded to significant digits', () => {
    expect(computeRates('1.39870', { buy_percent: '2.5', sell_percent: '2.5' }, 6)).toEqual({
      toCad: { buy_rate: '1.36373', sell_rate: '1.43367' },
      fromCad: { buy_rate: '0.697512', sell_rate: '0.733282' },
    });
    // No margin: the mid itself and its inverse.
    expect(computeRates('1.25', { buy_percent: '0', sell_percent: '0' }, 6)).toEqual({
      toCad: { buy_rate: '1.25', sell_rate: '1.25' },
      fromCad: { buy_rate: '0.8', sell_rate: '0.8' },
    });
    expect(computeRates('0.009312', { buy_percent: '2.5', sell_percent: '2.5' }, 6).toCad).toEqual({
      buy_rate: '0.0090792',
      sell_rate: '0.0095448',
    });
    expect(() => computeRates('1', { buy_percent: '100', sell_percent: '0' }, 6)).toThrow(
      RangeError,
    );
    expect(() => computeRates('0', { buy_percent: '1', sell_percent: '1' }, 6)).toThrow(RangeError);
  });

  it('rounds half up to significant digits', () => {
    expect(roundSignificant('1.234565', 6)).toBe('1.23457');
    expect(roundSignificant('104.7685', 6)).toBe('104.769');
    expect(roundSignificant('0.000123455', 4)).toBe('0.0001235');
    expect(roundSignificant('123456789', 3)).toBe('123000000');
  });
});

describe('when the reference rates are due', () => {
  const toronto = (local: string, offset = '-04:00') => new Date(`${local}${offset}`);

  it('publishes a business day from 17:00 Eastern, the weekday before until then', () => {
    expect(latestPublishedDay(toronto('2026-03-24T16:59:59'))).toBe('2026-03-23');
    expect(latestPublishedDay(toronto('2026-03-24T17:00:00'))).toBe('2026-03-24');
    // Monday morning: Friday; all weekend: Friday.
    expect(latestPublishedDay(toronto('2026-03-23T10:00:00'))).toBe('2026-03-20');
    expect(latestPublishedDay(toronto('2026-03-22T20:00:00'))).toBe('2026-03-20');
    // Winter time (EST, UTC-5): 17:00 local is 22:00 UTC.
    expect(latestPublishedDay(new Date('2026-01-14T21:59:00Z'))).toBe('2026-01-13');
    expect(latestPublishedDay(new Date('2026-01-14T22:00:00Z'))).toBe('2026-01-14');
  });

  it('is due when the stored day is older, and not within 30 minutes of the last attempt', () => {
    const now = toronto('2026-03-24T17:30:00');
    expect(referenceFetchDue(now, null, null)).toBe(true);
    expect(referenceFetchDue(now, '2026-03-24', null)).toBe(false);
    expect(referenceFetchDue(now, '2026-03-23', null)).toBe(true);
    const recent = new Date(now.getTime() - RETRY_AFTER_MS + 1);
    expect(referenceFetchDue(now, '2026-03-23', recent)).toBe(false);
    expect(referenceFetchDue(now, null, recent)).toBe(false);
    expect(referenceFetchDue(now, '2026-03-23', new Date(now.getTime() - RETRY_AFTER_MS))).toBe(
      true,
    );
  });
});

describe('pinWarnings', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const feed = { mid: '1.40', margins: { buy_percent: '2.5', sell_percent: '2.5' } };
  const base = { buyRate: '1.365', toCad: true, feed, digits: 6, now };

  it('says nothing of a rate not pinned, or pinned past its end', () => {
    expect(pinWarnings({ ...base, pinnedUntil: null })).toEqual({ endsSoon: false, drift: null });
    expect(pinWarnings({ ...base, pinnedUntil: '2026-11-29T11:00:00Z' })).toEqual({
      endsSoon: false,
      drift: null,
    });
  });

  it('flags a pin ending within a day, and one 2 % or more off the feed, either way', () => {
    expect(pinWarnings({ ...base, pinnedUntil: '2026-11-30T11:00:00Z' })).toEqual({
      endsSoon: true,
      drift: null,
    });
    expect(pinWarnings({ ...base, pinnedUntil: '2026-12-05T00:00:00Z', buyRate: '1.30' })).toEqual({
      endsSoon: false,
      drift: '4.8',
    });
    // CAD -> USD against the feed's 1 / (1.40 x 1.025) = 0.696864.
    expect(
      pinWarnings({
        ...base,
        toCad: false,
        buyRate: '0.694444',
        pinnedUntil: '2026-12-05T00:00:00Z',
      }),
    ).toEqual({ endsSoon: false, drift: null });
    expect(
      pinWarnings({ ...base, pinnedUntil: '2026-12-05T00:00:00Z', feed: null, buyRate: '9' }),
    ).toEqual({ endsSoon: false, drift: null });
  });
});
