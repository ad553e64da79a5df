import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalInput, decimalString, positiveDecimalInput } from './decimal-schema';

function issues(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('decimalInput', () => {
  it.each([
    [12.5, '12.5'],
    [0, '0'],
    [-0, '0'],
    [0.1, '0.1'],
    [' 0012.50 ', '12.5'],
    ['-3', '-3'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['99999999999999999999.999999999999999999', '99999999999999999999.999999999999999999'],
  ])('turns %j into the canonical string %s', (input, expected) => {
    expect(decimalInput('Amount').parse(input)).toBe(expected);
  });

  it.each([
    [undefined, 'Amount is required'],
    [null, 'Amount is required'],
    ['', 'Amount is required'],
    ['  ', 'Amount is required'],
    [NaN, 'Amount must be a finite number'],
    [Infinity, 'Amount must be a finite number'],
    [-Infinity, 'Amount must be a finite number'],
    ['Infinity', 'Amount must be a finite number'],
    ['NaN', 'Amount must be a finite number'],
    ['1e5', 'Amount must be a decimal number'],
    ['0x1A', 'Amount must be a decimal number'],
    ['1,000', 'Amount must be a decimal number'],
    ['abc', 'Amount must be a decimal number'],
    [true, 'Amount must be a decimal number'],
    [{}, 'Amount must be a decimal number'],
    [['1'], 'Amount must be a decimal number'],
    ['0.1234567890123456789', 'Amount has more than 18 decimal places'],
    ['100000000000000000000', 'Amount is too large'],
    [1e21, 'Amount is too large'],
  ])('rejects %j with exactly one issue: %s', (input, message) => {
    expect(issues(decimalInput('Amount'), input)).toEqual([{ path: [], message }]);
  });

  it('uses "Amount" as the default label', () => {
    expect(issues(decimalInput(), '')).toEqual([{ path: [], message: 'Amount is required' }]);
  });

  it('reports a missing object field under its path with the label', () => {
    const body = z.object({ buy_rate: decimalInput('Buy rate') });
    expect(issues(body, {})).toEqual([{ path: ['buy_rate'], message: 'Buy rate is required' }]);
    expect(issues(body, { buy_rate: 'x' })).toEqual([
      { path: ['buy_rate'], message: 'Buy rate must be a decimal number' },
    ]);
    expect(body.parse({ buy_rate: 1.35 })).toEqual({ buy_rate: '1.35' });
  });

  it('composes with optional and nullable', () => {
    expect(decimalInput().optional().parse(undefined)).toBeUndefined();
    expect(decimalInput().nullable().parse(null)).toBeNull();
    expect(decimalInput().nullable().parse('5')).toBe('5');
  });

  it('describes its input as number or string in JSON Schema (OpenAPI)', () => {
    expect(z.toJSONSchema(decimalInput(), { io: 'input' })).toMatchObject({
      type: ['string', 'number'],
    });
  });
});

describe('positiveDecimalInput', () => {
  it('accepts values above 0', () => {
    expect(positiveDecimalInput('Rate').parse('0.000000000000000001')).toBe('0.000000000000000001');
    expect(positiveDecimalInput('Rate').parse(1.35)).toBe('1.35');
  });

  it.each([
    ['0', 'Rate must be greater than 0'],
    [0, 'Rate must be greater than 0'],
    ['-0', 'Rate must be greater than 0'],
    ['-1', 'Rate must be greater than 0'],
    ['abc', 'Rate must be a decimal number'],
    [undefined, 'Rate is required'],
    [Infinity, 'Rate must be a finite number'],
  ])('rejects %j: %s', (input, message) => {
    expect(issues(positiveDecimalInput('Rate'), input)).toEqual([{ path: [], message }]);
  });
});

describe('decimalString', () => {
  it.each([['0'], ['1234.50'], ['-0.5'], ['99999999999999999999.999999999999999999']])(
    'accepts %s',
    (value) => {
      expect(decimalString.parse(value)).toBe(value);
    },
  );

  it.each([[''], ['1e5'], ['1,000'], ['.5'], [' 1'], ['NaN'], ['+1']])('rejects %j', (value) => {
    expect(issues(decimalString, value)).toEqual([
      { path: [], message: 'Must be a decimal string' },
    ]);
  });

  it('rejects numbers: responses carry strings', () => {
    expect(decimalString.safeParse(1).success).toBe(false);
  });
});
