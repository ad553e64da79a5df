import { describe, expect, it } from 'vitest';
import {
  CRYPTO_REFRESH,
  CUSTOMER_HISTORY,
  DASHBOARD_RECENT,
  DEFAULT_RISK_LEVEL,
  MAX_ID_CARDS,
  PAGE_SIZE,
  RISK_LEVELS,
  parseRefreshInterval,
} from './constants';

describe('business constants', () => {
  it('match SPEC §9', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(MAX_ID_CARDS).toBe(2);
    expect(DASHBOARD_RECENT).toBe(5);
    expect(CUSTOMER_HISTORY).toBe(10);
    expect(RISK_LEVELS).toEqual(['low', 'medium', 'high']);
    expect(DEFAULT_RISK_LEVEL).toBe('low');
    expect(CRYPTO_REFRESH).toEqual({ min: 30, max: 3600, fallback: 60 });
  });
});

describe('parseRefreshInterval', () => {
  it.each([
    ['60', 60],
    ['30', 30],
    ['3600', 3600],
    ['  120 ', 120],
    ['29', 30],
    ['0', 30],
    ['-5', 30],
    ['3601', 3600],
    ['999999', 3600],
    ['45.4', 45],
    ['45.5', 46],
    ['', 60],
    ['   ', 60],
    ['abc', 60],
    ['12abc', 60],
    ['1e3', 60],
    ['0x10', 60],
    ['NaN', 60],
    ['Infinity', 60],
  ])('%j -> %i', (input, expected) => {
    expect(parseRefreshInterval(input)).toBe(expected);
  });

  it.each([
    [120, 120],
    [10, 30],
    [5000, 3600],
    [NaN, 60],
    [Infinity, 60],
    [null, 60],
    [undefined, 60],
  ])('%s -> %i', (input, expected) => {
    expect(parseRefreshInterval(input)).toBe(expected);
  });
});
