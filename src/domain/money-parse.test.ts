import { describe, expect, it } from 'vitest';
import {
  Dec,
  MoneyParseError,
  normaliseNumberText,
  parseDecimal,
  toDec,
  toDecimalString,
} from './money';

// Untrusted input (request fields, form text) turned into decimals, and the reasons it is refused.

const MAX = '99999999999999999999.999999999999999999';

function parseError(input: unknown, label?: string): string {
  try {
    parseDecimal(input, label);
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyParseError);
    return (error as Error).message;
  }
  throw new Error(`expected ${String(input)} to be rejected`);
}

describe('parseDecimal', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['  12.50 ', '12.5'],
    ['007.10', '7.1'],
    ['-1234.5678', '-1234.5678'],
    ['0.123456789012345678', '0.123456789012345678'],
    ['1.500000000000000000000000', '1.5'],
    [MAX, MAX],
    [`-${MAX}`, `-${MAX}`],
  ])('accepts the string %j as %s', (input, expected) => {
    expect(toDecimalString(parseDecimal(input))).toBe(expected);
  });

  it.each([
    [0, '0'],
    [-0, '0'],
    [0.1, '0.1'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e-7, '0.0000001'],
    [-42.75, '-42.75'],
    [123456789, '123456789'],
    // the shortest round-trip text of the double nearest to 99999999999999990000
    [99999999999999980000, '99999999999999980000'],
  ])('accepts the number %s as %s', (input, expected) => {
    expect(toDecimalString(parseDecimal(input))).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(parseDecimal('-0.000').isNeg()).toBe(false);
    expect(parseDecimal(-0).isNeg()).toBe(false);
  });

  it.each([[null], [undefined], [''], ['   ']])('requires a value (%j)', (input) => {
    expect(parseError(input)).toBe('Amount is required');
  });

  it.each([[NaN], [Infinity], [-Infinity], ['NaN'], ['Infinity'], ['-Infinity'], [' nan ']])(
    'rejects the non-finite %s',
    (input) => {
      expect(parseError(input)).toBe('Amount must be a finite number');
    },
  );

  it.each([
    ['1e5'],
    ['1E5'],
    ['1e-5'],
    ['0x10'],
    ['0b1'],
    ['1,000'],
    ['1 000'],
    ['--1'],
    ['+1'],
    ['.'],
    ['.5'],
    ['5.'],
    ['1.2.3'],
    ['abc'],
    ['12abc'],
    ['-'],
    [true],
    [false],
    [{}],
    [[]],
    [[1]],
    [new Date(0)],
  ])('rejects %j as not a decimal number', (input) => {
    expect(parseError(input)).toBe('Amount must be a decimal number');
  });

  it('rejects a bigint (only numbers and strings are accepted)', () => {
    expect(parseError(10n)).toBe('Amount must be a decimal number');
  });

  it('rejects more than 18 decimal places', () => {
    expect(parseError('0.1234567890123456789')).toBe('Amount has more than 18 decimal places');
    expect(parseError(1e-19)).toBe('Amount has more than 18 decimal places');
    expect(parseError(5e-324)).toBe('Amount has more than 18 decimal places');
  });

  it('rejects values of 1e20 and beyond', () => {
    expect(parseError('100000000000000000000')).toBe('Amount is too large');
    expect(parseError('-100000000000000000000')).toBe('Amount is too large');
    expect(parseError(1e20)).toBe('Amount is too large');
    expect(parseError(1e21)).toBe('Amount is too large');
    expect(parseError(Number.MAX_VALUE)).toBe('Amount is too large');
  });

  it('puts the label in every message', () => {
    expect(parseError('', 'Rate')).toBe('Rate is required');
    expect(parseError('x', 'Buy rate')).toBe('Buy rate must be a decimal number');
    expect(parseError(NaN, 'Balance')).toBe('Balance must be a finite number');
  });
});

describe('toDec', () => {
  it('returns the same instance for a Dec and parses trusted strings', () => {
    const d = new Dec('1.5');
    expect(toDec(d)).toBe(d);
    expect(toDec('1.350000000000000000').toFixed()).toBe('1.35');
  });

  it('throws a MoneyParseError for garbage and non-finite strings', () => {
    expect(() => toDec('abc')).toThrow(new MoneyParseError('Invalid decimal value: abc'));
    expect(() => toDec('Infinity')).toThrow('Invalid decimal value: Infinity');
  });
});

describe('normaliseNumberText', () => {
  it.each([
    ['1e3', '1000'],
    ['1E+3', '1000'],
    ['-2.5e2', '-250'],
    ['1.5e-3', '0.0015'],
    ['.5e1', '5'],
    ['-0e5', '0'],
    [' 12.50 ', '12.50'],
    ['abc', 'abc'],
    ['', ''],
  ])('writes %j as %j', (input, expected) => {
    expect(normaliseNumberText(input)).toBe(expected);
  });

  it('leaves an absurd exponent for parseDecimal to refuse rather than writing it out', () => {
    expect(normaliseNumberText('1e99999')).toBe('1e99999');
    expect(() => parseDecimal(normaliseNumberText('1e99999'))).toThrow(MoneyParseError);
  });

  it('gives the parsed value a precise reason', () => {
    const reason = (input: unknown) => {
      try {
        parseDecimal(input);
      } catch (error) {
        return error instanceof MoneyParseError ? error.reason : 'other';
      }
      return 'ok';
    };
    expect(reason(normaliseNumberText('1e25'))).toBe('range');
    expect(reason('0.0000000000000000001')).toBe('range');
    expect(reason('')).toBe('missing');
    expect(reason('1e3')).toBe('format');
  });
});
