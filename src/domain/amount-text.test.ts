import { describe, expect, it } from 'vitest';
import { formatAmount, roundDecimalText } from './amount-text';
import { Dec, toFixedString } from './money';

// Digits of a random plain decimal: up to 20 integer digits and 18 decimals, signs and zeros.
function randomDecimal(random: () => number): string {
  const digits = (n: number) =>
    Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');
  const whole = digits(1 + Math.floor(random() * 20)).replace(/^0+(?=\d)/, '');
  const places = Math.floor(random() * 19);
  const sign = random() < 0.3 ? '-' : '';
  return places === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits(places)}`;
}

// A small deterministic generator, so a failure names a value that can be replayed.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('amounts written without decimal.js', () => {
  it('round as the money module rounds (half away from zero, no negative zero)', () => {
    const random = seeded(29);
    for (let i = 0; i < 5000; i++) {
      const value = randomDecimal(random);
      const places = Math.floor(random() * 19);
      expect(roundDecimalText(value, places), `${value} to ${places}`).toBe(
        toFixedString(value, places),
      );
    }
    for (const [value, places] of [
      ['0.5', 0],
      ['-0.5', 0],
      ['-0.004', 2],
      ['-0.005', 2],
      ['9.995', 2],
      ['-9.995', 2],
      ['00012.50', 1],
      ['7', 3],
    ] as const) {
      expect(roundDecimalText(value, places)).toBe(toFixedString(value, places));
    }
  });

  it('write a Dec as its value', () => {
    expect(formatAmount(new Dec('-1234.565'), 2)).toBe('-1,234.57');
    expect(formatAmount(new Dec('1e-30'), 2)).toBe('0.00');
    expect(formatAmount(new Dec('123456789012345678901234567890'), 0)).toBe(
      '123,456,789,012,345,678,901,234,567,890',
    );
  });

  it('refuse what is not a plain decimal', () => {
    for (const value of ['', 'abc', '1e5', '1.', '.5', '+1', ' 1', 'NaN', 'Infinity']) {
      expect(() => formatAmount(value, 2), value).toThrow(RangeError);
    }
  });
});
