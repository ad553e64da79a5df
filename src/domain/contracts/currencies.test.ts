import { describe, expect, it } from 'vitest';
import { MAX_ROUNDING_FACTOR, type CreateCurrencyInput } from './currencies';
import { checkCurrency } from './currency-check';

const fiat = { code: 'nok', name: 'Krone', symbol: 'kr' };
const crypto = { code: 'eth', name: 'Ether', symbol: 'Ξ', crypto_id: 'ethereum' };

const failure = (input: CreateCurrencyInput, mode: 'create' | 'update' = 'create') => {
  const result = checkCurrency(input, mode);
  return result.ok ? null : result.message;
};

describe('checkCurrency defaults', () => {
  it('fills the SPEC defaults on create when a number field is missing or empty', () => {
    for (const blank of [undefined, '', '  ']) {
      const result = checkCurrency({
        ...fiat,
        tier: blank,
        rounding_factor: blank,
        decimal_places: blank,
      });
      expect(result).toMatchObject({
        ok: true,
        values: { tier: 3, rounding_factor: '1', decimal_places: 2 },
      });
    }
    expect(checkCurrency({ ...crypto, rounding_factor: '' })).toMatchObject({
      ok: true,
      values: { rounding_factor: '0.01', decimal_places: 8 },
    });
  });

  it.each([
    ['tier', 'Tier is required'],
    ['rounding_factor', 'Rounding factor is required'],
    ['decimal_places', 'Decimal places is required'],
  ])('refuses an empty %s on update instead of resetting it', (field, message) => {
    const stored = { ...fiat, tier: 1, rounding_factor: '0.01', decimal_places: 2 };
    expect(failure({ ...stored }, 'update')).toBeNull();
    expect(failure({ ...stored, [field]: '' }, 'update')).toBe(message);
    expect(failure({ ...stored, [field]: '   ' }, 'update')).toBe(message);
  });
});

describe('checkCurrency rounding factor', () => {
  it.each([
    ['0.01', 2],
    ['0.05', 2],
    ['1', 0],
    ['1', 2],
    ['0.5', 1],
    ['25', 0],
    ['1000000', 0],
    ['1000000.00', 2],
  ])('accepts a fiat factor of %s with %s decimal places', (rounding_factor, decimal_places) => {
    expect(failure({ ...fiat, rounding_factor, decimal_places })).toBeNull();
  });

  it.each([
    [{ rounding_factor: '0.01', decimal_places: 0 }, 'a multiple of 1 when decimal places is 0'],
    [{ rounding_factor: '0.05', decimal_places: 1 }, 'a multiple of 0.1 when decimal places is 1'],
    [{ rounding_factor: '1.5', decimal_places: 0 }, 'a multiple of 1 when decimal places is 0'],
    [{ rounding_factor: 0.25, decimal_places: '1' }, 'a multiple of 0.1 when decimal places is 1'],
  ])('refuses %j: rounding factor must be %s', (fields, rule) => {
    expect(failure({ ...fiat, ...fields })).toBe(`Rounding factor must be ${rule}`);
  });

  it('caps the factor at one million, as a decimal, not a JS number', () => {
    expect(MAX_ROUNDING_FACTOR).toBe('1000000');
    expect(failure({ ...fiat, rounding_factor: '1000001', decimal_places: 0 })).toBe(
      'Rounding factor must be at most 1000000',
    );
    // One step above the cap at the smallest scale still counts.
    expect(failure({ ...fiat, rounding_factor: '1000000.01' })).toBe(
      'Rounding factor must be at most 1000000',
    );
  });

  it('keeps the SPEC minimum of 0.01 for fiat and checks crypto against its decimals', () => {
    expect(failure({ ...fiat, rounding_factor: '0.001', decimal_places: 3 })).toBe(
      'Rounding factor must be at least 0.01',
    );
    expect(failure({ ...crypto, rounding_factor: '0.00000001' })).toBeNull();
    expect(failure({ ...crypto, rounding_factor: '0.000000001' })).toBe(
      'Rounding factor must be a multiple of 0.00000001 when decimal places is 8',
    );
    expect(
      failure({ ...crypto, rounding_factor: '0.000000000000000001', decimal_places: 18 }),
    ).toBeNull();
  });

  it('applies the same rules on update, against the resulting decimal places', () => {
    const stored = { ...fiat, tier: 1, rounding_factor: '0.01', decimal_places: 2 };
    expect(failure({ ...stored, decimal_places: 0 }, 'update')).toBe(
      'Rounding factor must be a multiple of 1 when decimal places is 0',
    );
    expect(failure({ ...stored, rounding_factor: '2000000' }, 'update')).toBe(
      'Rounding factor must be at most 1000000',
    );
  });
});
