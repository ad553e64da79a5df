import { describe, expect, it } from 'vitest';
import { MalformedPricesError, parseSimplePrices } from './parse-prices';
import { retryAfterMs } from './price-source';

describe('parseSimplePrices', () => {
  it('keeps the exact digits of every price, never through a float', () => {
    const text =
      '{"bitcoin":{"usd":67187.33000000000001,"cad":9.1234567890123456789E4,"last_updated_at":1711356300},' +
      '"shiba":{"usd":0.000000123456789012}}';
    const { quotes, missing } = parseSimplePrices(
      text,
      ['bitcoin', 'shiba', 'gone'],
      ['usd', 'cad'],
    );
    expect(quotes).toEqual([
      {
        coin_id: 'bitcoin',
        vs_currency: 'usd',
        price: '67187.33000000000001',
        last_updated_at: new Date(1711356300 * 1000),
      },
      {
        coin_id: 'bitcoin',
        vs_currency: 'cad',
        price: '91234.567890123456789',
        last_updated_at: new Date(1711356300 * 1000),
      },
      {
        coin_id: 'shiba',
        vs_currency: 'usd',
        price: '0.000000123456789012',
        last_updated_at: null,
      },
    ]);
    expect(missing).toEqual(['gone']);
  });

  it('skips prices that are not positive numbers and reports a coin left without any', () => {
    const text = '{"a":{"usd":"12"},"b":{"usd":0},"c":{"usd":-1},"d":[],"e":{"usd":null}}';
    expect(parseSimplePrices(text, ['a', 'b', 'c', 'd', 'e'], ['usd'])).toEqual({
      quotes: [],
      missing: ['a', 'b', 'c', 'd', 'e'],
    });
    expect(parseSimplePrices('{}', ['constructor'], ['usd']).missing).toEqual(['constructor']);
  });

  it.each([
    ['{"bitcoin":{"usd":6718', 'the answer is not valid JSON'],
    ['<html>busy</html>', 'the answer is not valid JSON'],
    ['[1,2]', 'the answer is not a JSON object'],
    ['', 'the answer is not valid JSON'],
    [
      '{"status":{"error_code":10002,"error_message":"API Key Missing"}}',
      'the price service reported an error: API Key Missing',
    ],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseSimplePrices(text, ['bitcoin'], ['usd'])).toThrow(MalformedPricesError);
    expect(() => parseSimplePrices(text, ['bitcoin'], ['usd'])).toThrow(message);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-03-25T08:00:00.000Z');
  it('reads seconds or an HTTP date, and ignores anything else', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 25 Mar 2026 08:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Wed, 25 Mar 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
