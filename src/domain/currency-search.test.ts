import { describe, expect, it } from 'vitest';
import {
  currencyMatches,
  currencySearchNames,
  foldForSearch,
  standardNamesMatching,
} from './currency-search';

const USD = { code: 'USD', name: 'US Dollar' };
const GBP = { code: 'GBP', name: 'British Pound' };
const JPY = { code: 'JPY', name: 'Japanese Yen' };

describe('currencyMatches', () => {
  it('finds a seeded currency by its French name, accents and case aside', () => {
    expect(currencyMatches(GBP, 'livre sterling')).toBe(true);
    expect(currencyMatches(GBP, 'Livre  Sterling ')).toBe(true);
    expect(currencyMatches(JPY, 'yen')).toBe(true);
    expect(currencyMatches(USD, 'dollar des États-Unis')).toBe(true);
    expect(currencyMatches(USD, 'dollar des etats-unis')).toBe(true);
    // As a Québec counter says it.
    expect(currencyMatches(USD, 'dollar américain')).toBe(true);
    expect(currencyMatches(USD, 'dollar americain')).toBe(true);
  });

  it('still finds by code and by the stored name', () => {
    expect(currencyMatches(GBP, 'gbp')).toBe(true);
    expect(currencyMatches(GBP, 'british')).toBe(true);
    expect(currencyMatches(GBP, '')).toBe(true);
    expect(currencyMatches(GBP, 'yen')).toBe(false);
    expect(currencyMatches(USD, 'livre')).toBe(false);
  });

  it('finds a name of the bureau’s own and a crypto name only as written', () => {
    const own = { code: 'USD', name: 'Greenback' };
    expect(currencyMatches(own, 'greenback')).toBe(true);
    expect(currencyMatches(own, 'dollar américain')).toBe(false);
    expect(currencySearchNames({ code: 'BTC', name: 'Bitcoin', crypto_id: 'bitcoin' })).toEqual([
      'Bitcoin',
    ]);
  });
});

describe('standardNamesMatching', () => {
  it('answers the stored standard names whose French name holds the term', () => {
    expect(standardNamesMatching('livre sterling')).toContain('gbp british pound');
    expect(standardNamesMatching('Dollar américain')).toContain('usd us dollar');
    expect(standardNamesMatching('yen')).toContain('jpy japanese yen');
    expect(standardNamesMatching('yen')).not.toContain('usd us dollar');
  });

  it('answers nothing for an empty term or one no French name holds', () => {
    expect(standardNamesMatching('  ')).toEqual([]);
    expect(standardNamesMatching('zzzz')).toEqual([]);
  });
});

describe('foldForSearch', () => {
  it('drops accents, case and repeated spaces', () => {
    expect(foldForSearch('  Dollar  des ÉTATS-Unis ')).toBe('dollar des etats-unis');
  });
});
