import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, MONEY_LOCALES, roundDecimalText } from './amount-text';
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

describe('money in the reader locale', () => {
  const NBSP = '\u00a0';
  const en = (value: string, places: number, code: string) =>
    formatMoney(value, places, code, MONEY_LOCALES.en);
  const fr = (value: string, places: number, code: string) =>
    formatMoney(value, places, code, MONEY_LOCALES.fr);

  it('writes the sign after the amount in French, as Canadian French does', () => {
    expect(fr('57440.2', 2, 'CAD')).toBe(`57${NBSP}440,20${NBSP}$`);
    expect(fr('12750', 2, 'EUR')).toBe(`12${NBSP}750,00${NBSP}€`);
    expect(fr('4800', 2, 'AUD')).toBe(`4${NBSP}800,00${NBSP}$${NBSP}AU`);
    expect(fr('-57440.2', 2, 'USD')).toBe(`-57${NBSP}440,20${NBSP}$${NBSP}US`);
  });

  it('writes the sign before the amount in English, plain $ for the base currency only', () => {
    expect(en('57440.2', 2, 'CAD')).toBe('$57,440.20');
    expect(en('-57440.2', 2, 'CAD')).toBe('-$57,440.20');
    expect(en('57440.2', 2, 'USD')).toBe('US$57,440.20');
    expect(en('12750', 2, 'EUR')).toBe('€12,750.00');
    expect(en('4800', 2, 'AUD')).toBe('A$4,800.00');
  });

  it('never lets ¥ stand for both the yen and the yuan', () => {
    expect(en('1000', 0, 'JPY')).toBe('JP¥1,000');
    expect(en('1000', 2, 'CNY')).toBe('CN¥1,000.00');
    expect(fr('1000', 0, 'JPY')).toBe(`1${NBSP}000${NBSP}¥`);
    expect(fr('1000', 2, 'CNY')).toBe(`1${NBSP}000,00${NBSP}CN¥`);
  });

  it('gives each currency Intl knows a sign of its own, in both languages', () => {
    for (const locale of Object.values(MONEY_LOCALES)) {
      const owners = new Map<string, string>();
      for (const code of Intl.supportedValuesOf('currency')) {
        const sign = new Intl.NumberFormat(locale, { style: 'currency', currency: code })
          .formatToParts(1)
          .filter((part) => part.type === 'currency')
          .map((part) => part.value)
          .join('');
        expect(owners.get(sign), `${locale}: ${code} and ${owners.get(sign)} share ${sign}`).toBe(
          undefined,
        );
        owners.set(sign, code);
      }
    }
  });

  it('writes a code Intl does not know after the amount (crypto, a bureau own code)', () => {
    expect(en('0.5', 8, 'BTC')).toBe('0.50000000 BTC');
    expect(fr('1234.5', 8, 'DOGE')).toBe(`1${NBSP}234,50000000 DOGE`);
    expect(en('1500.5', 2, 'Q1X')).toBe('1,500.50 Q1X');
  });

  it('keeps every digit of an 18-decimal amount', () => {
    expect(en('12345678901234567890.123456789012345678', 18, 'USD')).toBe(
      'US$12,345,678,901,234,567,890.123456789012345678',
    );
    expect(fr('0.0000000000000000015', 18, 'EUR')).toBe(`0,000000000000000002${NBSP}€`);
  });
});
