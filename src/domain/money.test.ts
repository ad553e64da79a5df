import { describe, expect, it } from 'vitest';
import {
  Dec,
  formatAmount,
  isPositive,
  isZero,
  MoneyParseError,
  roundToFactor,
  sum,
  toDecimalString,
  toFixedString,
} from './money';

const MAX = '99999999999999999999.999999999999999999';

describe('Dec', () => {
  it('keeps far more than the 20 digits of the decimal.js default', () => {
    expect(new Dec(MAX).plus('0.000000000000000001').toFixed()).toBe('100000000000000000000');
    expect(new Dec(MAX).mul(MAX).toFixed()).toBe(
      '9999999999999999999999999999999999999800.000000000000000000000000000000000001',
    );
  });
});

describe('toDecimalString / toFixedString', () => {
  it('writes plain notation for tiny and huge values', () => {
    expect(toDecimalString(new Dec('1e-30'))).toBe('0.000000000000000000000000000001');
    expect(toDecimalString(new Dec('1e50'))).toBe(`1${'0'.repeat(50)}`);
    expect(toDecimalString('-0.000')).toBe('0');
  });

  it.each([
    ['1.005', 2, '1.01'],
    ['-1.005', 2, '-1.01'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['-0.001', 2, '0.00'],
    ['1', 18, '1.000000000000000000'],
    [MAX, 2, '100000000000000000000.00'],
  ])('toFixedString(%s, %i) = %s', (value, places, expected) => {
    expect(toFixedString(value, places)).toBe(expected);
  });

  it('rejects invalid decimal places', () => {
    expect(() => toFixedString('1', -1)).toThrow(RangeError);
    expect(() => toFixedString('1', 1.5)).toThrow(RangeError);
  });
});

describe('roundToFactor', () => {
  it.each([
    // 0.01
    ['1.005', '0.01', '1.01'],
    ['1.004999', '0.01', '1'],
    ['123.455', '0.01', '123.46'],
    ['-1.005', '0.01', '-1.01'],
    ['-0.004', '0.01', '0'],
    ['0', '0.01', '0'],
    // 0.05
    ['1.024', '0.05', '1'],
    ['1.025', '0.05', '1.05'],
    ['1.074', '0.05', '1.05'],
    ['1.075', '0.05', '1.1'],
    ['-1.025', '0.05', '-1.05'],
    // 1
    ['2.5', '1', '3'],
    ['2.4999', '1', '2'],
    ['-2.5', '1', '-3'],
    ['-0.4', '1', '0'],
    // 5
    ['7.5', '5', '10'],
    ['7.49', '5', '5'],
    ['2.5', '5', '5'],
    ['2.49', '5', '0'],
    ['12', '5', '10'],
    ['-7.5', '5', '-10'],
    // 0.00000001 (satoshi)
    ['0.123456785', '0.00000001', '0.12345679'],
    ['0.123456784999', '0.00000001', '0.12345678'],
    ['-0.000000005', '0.00000001', '-0.00000001'],
    // 18 decimals
    ['0.1234567890123456785', '0.000000000000000001', '0.123456789012345679'],
    // factor that is not a power of ten: 0.045 / 0.03 = 1.5 -> 2
    ['0.045', '0.03', '0.06'],
    // very large
    [MAX, '0.01', '100000000000000000000'],
    [MAX, '0.000000000000000001', MAX],
    ['12345678901234567890.125', '0.01', '12345678901234567890.13'],
    ['123456789012345678899.98765432109876543211', '0.01', '123456789012345678899.99'],
  ])('roundToFactor(%s, %s) = %s', (value, factor, expected) => {
    expect(toDecimalString(roundToFactor(value, factor))).toBe(expected);
  });

  it('accepts Dec arguments', () => {
    expect(roundToFactor(new Dec('10.26'), new Dec('0.05')).toFixed()).toBe('10.25');
  });

  it('never returns negative zero', () => {
    expect(roundToFactor('-0.001', '0.01').isNeg()).toBe(false);
  });

  it('rejects a zero, negative or garbage factor', () => {
    expect(() => roundToFactor('1', '0')).toThrow(
      new RangeError('Rounding factor must be greater than 0, got 0'),
    );
    expect(() => roundToFactor('1', '-0.01')).toThrow(
      'Rounding factor must be greater than 0, got -0.01',
    );
    expect(() => roundToFactor('1', 'abc')).toThrow(MoneyParseError);
  });
});

describe('formatAmount', () => {
  it.each([
    ['1234.5', 2, '1,234.50'],
    ['0', 2, '0.00'],
    ['-1234567.891', 2, '-1,234,567.89'],
    ['-0.001', 2, '0.00'],
    ['2.5', 0, '3'],
    ['999.995', 2, '1,000.00'],
    // a JS number would print 1.00 here (1.005 is 1.00499999... in binary)
    ['1.005', 2, '1.01'],
    ['0.00000001', 8, '0.00000001'],
    ['12345678901234567.123456789012345678', 18, '12,345,678,901,234,567.123456789012345678'],
    [MAX, 18, '99,999,999,999,999,999,999.999999999999999999'],
    [`-${MAX}`, 2, '-100,000,000,000,000,000,000.00'],
  ])('formatAmount(%s, %i) = %s', (value, places, expected) => {
    expect(formatAmount(value, places)).toBe(expected);
  });

  it('uses the locale separators', () => {
    expect(formatAmount('1234.5', 2, 'de-DE')).toBe('1.234,50');
    expect(formatAmount('12345678901234567.125', 2, 'de-DE')).toBe('12.345.678.901.234.567,13');
  });

  it('accepts a Dec and rejects invalid decimal places', () => {
    expect(formatAmount(new Dec('1000000'), 0)).toBe('1,000,000');
    expect(() => formatAmount('1', -1)).toThrow(RangeError);
  });
});

describe('isPositive / isZero / sum', () => {
  it('isPositive', () => {
    expect(isPositive('0.000000000000000001')).toBe(true);
    expect(isPositive(MAX)).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('-0.000000000000000001')).toBe(false);
  });

  it('isZero', () => {
    expect(isZero('0')).toBe(true);
    expect(isZero('0.000')).toBe(true);
    expect(isZero('-0')).toBe(true);
    expect(isZero('0.000000000000000001')).toBe(false);
    expect(isZero(new Dec('-1'))).toBe(false);
  });

  it('sum', () => {
    expect(sum([]).toFixed()).toBe('0');
    expect(sum(['0.1', '0.2']).toFixed()).toBe('0.3');
    expect(sum(['10', new Dec('-12.5'), '0.25']).toFixed()).toBe('-2.25');
    expect(sum([MAX, '0.000000000000000001']).toFixed()).toBe('100000000000000000000');
    expect(sum([MAX, MAX]).toFixed()).toBe('199999999999999999999.999999999999999998');
  });
});
