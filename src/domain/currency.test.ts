import { describe, expect, it } from 'vitest';
import { BASE_CURRENCY_CODE, SHORTCUT_CURRENCIES, isCrypto, tierName } from './currency';

describe('tierName', () => {
  it.each([
    [1, false, 'Major Reserve'],
    [2, false, 'Major Trading'],
    [3, false, 'Standard'],
    [1, true, 'Major Crypto'],
    [2, true, 'Popular Crypto'],
    [3, true, 'Standard Crypto'],
    [0, false, 'Tier 0'],
    [4, true, 'Tier 4'],
    [1.5, false, 'Tier 1.5'],
  ])('tier %s (crypto %s) -> %s', (tier, crypto, expected) => {
    expect(tierName(tier, crypto)).toBe(expected);
  });
});

describe('isCrypto', () => {
  it('is true only with a non-blank crypto_id', () => {
    expect(isCrypto({ crypto_id: 'bitcoin' })).toBe(true);
    expect(isCrypto({ crypto_id: null })).toBe(false);
    expect(isCrypto({ crypto_id: undefined })).toBe(false);
    expect(isCrypto({ crypto_id: '' })).toBe(false);
    expect(isCrypto({ crypto_id: '  ' })).toBe(false);
  });
});

describe('currency constants', () => {
  it('has CAD as base and USD, EUR, CAD as shortcuts', () => {
    expect(BASE_CURRENCY_CODE).toBe('CAD');
    expect(SHORTCUT_CURRENCIES).toEqual(['USD', 'EUR', 'CAD']);
  });
});
