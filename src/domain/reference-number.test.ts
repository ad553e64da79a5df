import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REFERENCE_NUMBER_PATTERN,
  cryptoRandomInt,
  generateReferenceNumber,
} from './reference-number';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateReferenceNumber', () => {
  it('is YYMMDD in local time followed by 4 random digits', () => {
    expect(generateReferenceNumber(new Date(2026, 10, 21, 12, 30), () => 427)).toBe('2611210427');
    expect(generateReferenceNumber(new Date(2026, 0, 1, 0, 0, 0), () => 9999)).toBe('2601019999');
    expect(generateReferenceNumber(new Date(2025, 11, 31, 23, 59, 59), () => 0)).toBe('2512310000');
  });

  it('pads the year of 2000-2009 to two digits', () => {
    expect(generateReferenceNumber(new Date(2000, 1, 29), () => 5)).toBe('0002290005');
    expect(generateReferenceNumber(new Date(2009, 8, 9), () => 50)).toBe('0909090050');
  });

  it('asks the random source for a number below 10000', () => {
    const randomInt = vi.fn(() => 1);
    generateReferenceNumber(new Date(2026, 0, 1), randomInt);
    expect(randomInt).toHaveBeenCalledWith(10_000);
  });

  it.each([[10_000], [-1], [1.5], [NaN]])('rejects the random value %s', (value) => {
    expect(() => generateReferenceNumber(new Date(2026, 0, 1), () => value)).toThrow(RangeError);
  });

  it('rejects an invalid date', () => {
    expect(() => generateReferenceNumber(new Date('nope'), () => 1)).toThrow(
      'Reference date is invalid',
    );
  });

  it('defaults to today and a crypto random suffix', () => {
    const now = new Date();
    const reference = generateReferenceNumber();
    const prefix =
      String(now.getFullYear() % 100).padStart(2, '0') +
      String(now.getMonth() + 1).padStart(2, '0') +
      String(now.getDate()).padStart(2, '0');
    expect(reference).toMatch(REFERENCE_NUMBER_PATTERN);
    expect(reference.slice(0, 6)).toBe(prefix);
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
