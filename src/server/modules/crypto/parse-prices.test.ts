import { describe, expect, it } from 'vitest';
import { MalformedPricesError, parseSimplePrices } from './parse-prices';
import { retryAfterMs } from './price-source';

describe('parseSimplePrices', () => {
  it('keeps the exact digits of every price, never through a float', () => {
    const text =
      '{"bitcoin":{"usd":67187.33000000000001,"cad":9.1234567890123456789E4,"last_updated_at":1711356300},' +
      '"shiba":{"usd":0.000000123456789012}}';
    const { quotes, problems } = parseSimplePrices(text, ['bitcoin', 'shiba'], ['usd', 'cad']);
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
    // shiba has no cad price: another vs-currency than usd may be absent.
    expect(problems).toEqual([]);
  });

  it.each([
    ['{"bitcoin":{"usd":"NaN"}}', 'bitcoin in usd is "NaN", not a positive number'],
    ['{"bitcoin":{"usd":-67187.33}}', 'bitcoin in usd is -67187.33, not a positive number'],
    ['{"bitcoin":{"usd":0}}', 'bitcoin in usd is 0, not a positive number'],
    ['{"bitcoin":{"usd":0.0E5}}', 'bitcoin in usd is 0.0E5, not a positive number'],
    ['{"bitcoin":{"usd":null}}', 'bitcoin in usd is null, not a positive number'],
    ['{"bitcoin":{"usd":"67187.33"}}', 'bitcoin in usd is "67187.33", not a positive number'],
    ['{"bitcoin":{"usd":{"v":1}}}', 'bitcoin in usd is {"v":1}, not a positive number'],
    ['{}', 'no price for bitcoin'],
    ['{"bitcoin":[]}', 'no price for bitcoin'],
    ['{"bitcoin":{"last_updated_at":1711356300}}', 'no usd price for bitcoin'],
  ])('a price that cannot be used is a problem: %s', (text, problem) => {
    expect(parseSimplePrices(text, ['bitcoin'], ['usd'])).toEqual({
      quotes: [],
      problems: [problem],
    });
  });

  it('names every problem of the answer, in another vs-currency too, and keeps the good prices apart', () => {
    // shiba was not asked for: whatever it says is no problem.
    const text =
      '{"bitcoin":{"usd":67187.33,"cad":-1},"ether":{"usd":"NaN"},"a":{"usd":1},' +
      '"shiba":{"usd":"NaN"}}';
    const { quotes, problems } = parseSimplePrices(
      text,
      ['bitcoin', 'ether', 'gone', 'constructor', 'a'],
      ['usd', 'cad'],
    );
    expect(problems).toEqual([
      'bitcoin in cad is -1, not a positive number',
      'ether in usd is "NaN", not a positive number',
      'no price for gone',
      'no price for constructor',
    ]);
    expect(quotes.map((q) => [q.coin_id, q.vs_currency, q.price])).toEqual([
      ['bitcoin', 'usd', '67187.33'],
      ['a', 'usd', '1'],
    ]);
    const long = `{"bitcoin":{"usd":"${'9'.repeat(60)}"}}`;
    expect(parseSimplePrices(long, ['bitcoin'], ['usd']).problems).toEqual([
      `bitcoin in usd is "${'9'.repeat(39)}…, not a positive number`,
    ]);
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
