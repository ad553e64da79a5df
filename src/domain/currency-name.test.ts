import { describe, expect, it } from 'vitest';
import { currencyName, isoCurrencyName, isStandardCurrencyName } from './currency-name';

// The seeded currencies, named as the seed names them (src/server/db/seed.ts).
const SEEDED = [
  ['CAD', 'Canadian Dollar', 'Dollar canadien'],
  ['USD', 'US Dollar', 'Dollar des États-Unis'],
  ['EUR', 'Euro', 'Euro'],
  ['GBP', 'British Pound', 'Livre sterling'],
  ['JPY', 'Japanese Yen', 'Yen japonais'],
  ['CHF', 'Swiss Franc', 'Franc suisse'],
  ['AUD', 'Australian Dollar', 'Dollar australien'],
  ['CNY', 'Chinese Yuan', 'Yuan renminbi chinois'],
  ['MXN', 'Mexican Peso', 'Peso mexicain'],
  ['INR', 'Indian Rupee', 'Roupie indienne'],
] as const;

describe('currencyName', () => {
  it('names every seeded currency in Canadian French on a French screen', () => {
    for (const [code, name, french] of SEEDED) {
      expect(currencyName({ code, name }, 'fr'), code).toBe(french);
    }
  });

  it('keeps the stored name on an English screen', () => {
    for (const [code, name] of SEEDED) expect(currencyName({ code, name }, 'en')).toBe(name);
    expect(currencyName({ code: 'USD', name: 'Greenback' }, 'en')).toBe('Greenback');
  });

  it('keeps a name the bureau wrote itself, in French too', () => {
    expect(currencyName({ code: 'USD', name: 'Dollar US' }, 'fr')).toBe('Dollar US');
    expect(currencyName({ code: 'GBP', name: 'Pound Sterling' }, 'fr')).toBe('Pound Sterling');
    // A currency added later with its standard English name is translated like a seeded one.
    expect(currencyName({ code: 'HKD', name: 'Hong Kong Dollar' }, 'fr')).toBe(
      'Dollar de Hong Kong',
    );
    // Case and spaces do not make a name the bureau's own.
    expect(currencyName({ code: 'USD', name: ' us  dollar ' }, 'fr')).toBe('Dollar des États-Unis');
  });

  it('writes crypto names as the bureau wrote them', () => {
    expect(currencyName({ code: 'BTC', name: 'Bitcoin', crypto_id: 'bitcoin' }, 'fr')).toBe(
      'Bitcoin',
    );
    expect(currencyName({ code: 'DOGE', name: 'Dogecoin' }, 'fr')).toBe('Dogecoin');
    // Even a crypto whose code Intl knows: the price provider's coin is not the ISO currency.
    expect(currencyName({ code: 'EUR', name: 'Euro', is_crypto: true }, 'fr')).toBe('Euro');
    expect(currencyName({ code: 'USD', name: 'US Dollar', crypto_id: 'usd-coin' }, 'fr')).toBe(
      'US Dollar',
    );
  });

  it('keeps the name of a code Intl does not know', () => {
    expect(currencyName({ code: 'QZX', name: 'Test Dollar' }, 'fr')).toBe('Test Dollar');
    expect(isoCurrencyName('QZX', 'fr-CA')).toBeNull();
    expect(isoCurrencyName('usd', 'fr-CA')).toBeNull();
    expect(isStandardCurrencyName({ code: 'Q1X', name: 'Q1X' })).toBe(false);
  });
});
