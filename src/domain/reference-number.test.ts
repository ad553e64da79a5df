import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REFERENCE_NUMBER_PATTERN,
  cryptoRandomInt,
  generateReferenceNumber,
  redrawReferenceNumber,
} from './reference-number';
import { localDateOf } from './business-day';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateReferenceNumber', () => {
  it("is the bureau's day as YYMMDD followed by 4 random digits", () => {
    expect(generateReferenceNumber('2026-11-21', () => 427)).toBe('2611210427');
    expect(generateReferenceNumber('2026-01-01', () => 9999)).toBe('2601019999');
    expect(generateReferenceNumber('2025-12-31', () => 0)).toBe('2512310000');
  });

  it('pads the year of 2000-2009 to two digits', () => {
    expect(generateReferenceNumber('2000-02-29', () => 5)).toBe('0002290005');
    expect(generateReferenceNumber('2009-09-09', () => 50)).toBe('0909090050');
  });

  it("names the bureau's day, not the clock's: 27 November in Toronto after midnight UTC", () => {
    const lateEvening = new Date('2026-11-28T02:30:00Z');
    const day = localDateOf(lateEvening, 'America/Toronto');
    expect(generateReferenceNumber(day, () => 1).slice(0, 6)).toBe('261127');
  });

  it('asks the random source for a number below 10000', () => {
    const randomInt = vi.fn(() => 1);
    generateReferenceNumber('2026-01-01', randomInt);
    expect(randomInt).toHaveBeenCalledWith(10_000);
  });

  it.each([[10_000], [-1], [1.5], [NaN]])('rejects the random value %s', (value) => {
    expect(() => generateReferenceNumber('2026-01-01', () => value)).toThrow(RangeError);
  });

  it.each([['nope'], ['2026-13-01'], ['2026-00-10'], ['2026-01-32'], ['26-01-01'], ['']])(
    'rejects the day %j',
    (day) => {
      expect(() => generateReferenceNumber(day, () => 1)).toThrow('Reference date is invalid');
    },
  );

  it('draws the suffix from crypto by default', () => {
    const references = new Set(
      Array.from({ length: 50 }, () => generateReferenceNumber('2026-11-27')),
    );
    for (const reference of references) {
      expect(reference).toMatch(REFERENCE_NUMBER_PATTERN);
      expect(reference.slice(0, 6)).toBe('261127');
    }
    expect(references.size).toBeGreaterThan(40);
  });
});

describe('redrawReferenceNumber', () => {
  it("keeps the taken number's day and draws new last digits", () => {
    expect(redrawReferenceNumber('2611270427', () => 9)).toBe('2611270009');
  });

  it('refuses what is not a reference number', () => {
    expect(() => redrawReferenceNumber('26112704', () => 9)).toThrow('Reference is invalid');
  });
});

describe('REFERENCE_NUMBER_PATTERN', () => {
  it('matches exactly 10 digits', () => {
    expect(REFERENCE_NUMBER_PATTERN.test('2611210427')).toBe(true);
    expect(REFERENCE_NUMBER_PATTERN.test('261121042')).toBe(false);
    expect(REFERENCE_NUMBER_PATTERN.test('26112104271')).toBe(false);
    expect(REFERENCE_NUMBER_PATTERN.test('26112104a7')).toBe(false);
  });
});

describe('cryptoRandomInt', () => {
  it('stays within range and reaches both ends of a small range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) seen.add(cryptoRandomInt(2));
    expect([...seen].sort()).toEqual([0, 1]);
    for (let i = 0; i < 200; i += 1) {
      const value = cryptoRandomInt(10_000);
      expect(Number.isInteger(value) && value >= 0 && value < 10_000).toBe(true);
    }
  });

  it('redraws values from the biased top of the 32-bit range', () => {
    const draws = [4_294_967_295, 12_345];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint32Array)[0] = draws.shift() ?? 0;
      return array;
    });
    expect(cryptoRandomInt(10_000)).toBe(2345);
    expect(draws).toEqual([]);
  });

  it.each([[0], [1.5], [2 ** 32 + 1]])('rejects the bound %s', (bound) => {
    expect(() => cryptoRandomInt(bound)).toThrow(RangeError);
  });
});
