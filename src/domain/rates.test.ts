import { describe, expect, it } from 'vitest';
import { Dec, toDecimalString } from './money';
import {
  type RateRow,
  convertAmount,
  currentRate,
  inverseConvert,
  lookupRate,
  roundRate,
} from './rates';

let seq = 0;
function rate(
  from: string,
  to: string,
  buy: string,
  effective: string,
  extra: Partial<RateRow> = {},
): RateRow {
  seq += 1;
  return {
    id: `r${String(seq).padStart(3, '0')}`,
    from_currency_id: from,
    to_currency_id: to,
    buy_rate: buy,
    sell_rate: buy,
    effective_date: effective,
    created_at: '2024-01-01T00:00:00.000Z',
    ...extra,
  };
}

const asOf = new Date('2025-01-01T00:00:00Z');
const str = (d: Dec | null) => (d === null ? null : toDecimalString(d));

describe('currentRate', () => {
  const jan = rate('usd', 'cad', '1.30', '2024-01-01T00:00:00Z');
  const jun = rate('usd', 'cad', '1.35', '2024-06-01T00:00:00Z');
  const future = rate('usd', 'cad', '1.40', '2030-01-01T00:00:00Z');
  const reverse = rate('cad', 'usd', '0.70', '2024-12-01T00:00:00Z');
  const rows = [jan, future, jun, reverse];

  it('picks the latest effective rate of exactly that ordered pair', () => {
    expect(currentRate(rows, 'usd', 'cad', asOf)).toBe(jun);
    expect(currentRate([...rows].reverse(), 'usd', 'cad', asOf)).toBe(jun);
    expect(currentRate(rows, 'cad', 'usd', asOf)).toBe(reverse);
  });

  it('ignores rates not yet effective, and includes one effective at that very instant', () => {
    expect(currentRate(rows, 'usd', 'cad', new Date('2024-03-01T00:00:00Z'))).toBe(jan);
    expect(currentRate(rows, 'usd', 'cad', new Date('2024-06-01T00:00:00Z'))).toBe(jun);
    expect(currentRate(rows, 'usd', 'cad', new Date('2023-12-31T23:59:59Z'))).toBeNull();
    expect(currentRate(rows, 'usd', 'cad', new Date('2031-01-01T00:00:00Z'))).toBe(future);
  });

  it('returns null without rows for the pair', () => {
    expect(currentRate([], 'usd', 'cad', asOf)).toBeNull();
    expect(currentRate(rows, 'eur', 'cad', asOf)).toBeNull();
  });

  it('breaks an effective-date tie by the latest created_at, then by id', () => {
    const early = rate('eur', 'cad', '1.50', '2024-06-01T00:00:00Z', {
      created_at: '2024-06-01T10:00:00Z',
    });
    const late = rate('eur', 'cad', '1.51', '2024-06-01T00:00:00Z', {
      created_at: '2024-06-01T11:00:00Z',
    });
    expect(currentRate([late, early], 'eur', 'cad', asOf)).toBe(late);
    expect(currentRate([early, late], 'eur', 'cad', asOf)).toBe(late);

    const a = rate('eur', 'cad', '1', '2024-06-01T00:00:00Z', { id: 'a' });
    const b = rate('eur', 'cad', '2', '2024-06-01T00:00:00Z', { id: 'b' });
    expect(currentRate([a, b], 'eur', 'cad', asOf)).toBe(b);
    expect(currentRate([b, a], 'eur', 'cad', asOf)).toBe(b);
  });

  it('counts times to the millisecond: finer digits tie, and the greatest id wins', () => {
    const high = rate('chf', 'jpy', '1', '2024-06-01T00:00:00.000100Z', {
      id: 'f',
      created_at: '2024-06-01T10:00:00.123100Z',
    });
    const low = rate('chf', 'jpy', '2', '2024-06-01T00:00:00.000900Z', {
      id: 'e',
      created_at: '2024-06-01T10:00:00.123900Z',
    });
    expect(currentRate([high, low], 'chf', 'jpy', asOf)).toBe(high);
    expect(currentRate([low, high], 'chf', 'jpy', asOf)).toBe(high);
  });

  it('compares instants, not strings, across time zone offsets', () => {
    const plusTwo = rate('gbp', 'cad', '1.7', '2024-06-01T00:00:00+02:00'); // 22:00Z on May 31
    const utc = rate('gbp', 'cad', '1.8', '2024-05-31T23:00:00Z');
    expect(currentRate([plusTwo, utc], 'gbp', 'cad', asOf)).toBe(utc);
  });

  it('skips rows with an unreadable effective date', () => {
    const bad = rate('chf', 'cad', '9', 'not a date');
    const good = rate('chf', 'cad', '1.6', '2024-01-01');
    expect(currentRate([bad, good], 'chf', 'cad', asOf)).toBe(good);
  });

  it('defaults asOf to now', () => {
    const past = rate('jpy', 'cad', '0.009', new Date(Date.now() - 60_000).toISOString());
    const tomorrow = rate('jpy', 'cad', '0.010', new Date(Date.now() + 86_400_000).toISOString());
    expect(currentRate([past, tomorrow], 'jpy', 'cad')).toBe(past);
  });
});

describe('lookupRate', () => {
  const direct = rate('usd', 'cad', '1.350000000000000000', '2024-01-01T00:00:00Z', {
    sell_rate: '1.40',
  });
  const reverseOnly = rate('cad', 'eur', '0.8', '2024-01-01T00:00:00Z');
  const rates = [direct, reverseOnly];
  const look = (fromId: string, toId: string, customRate?: string | number | null, rows = rates) =>
    str(lookupRate({ fromId, toId, customRate, rates: rows, asOf }));

  it('uses a positive custom rate first', () => {
    expect(look('usd', 'cad', '1.25')).toBe('1.25');
    expect(look('usd', 'cad', 1.3333)).toBe('1.3333');
    expect(look('gbp', 'cad', '2')).toBe('2');
  });

  it.each([[''], ['0'], [0], ['-1'], ['abc'], ['1e3'], [NaN], [null], [undefined]])(
    'ignores the custom rate %j and falls back to the stored buy rate',
    (custom) => {
      expect(look('usd', 'cad', custom)).toBe('1.35');
    },
  );

  it('ignores a custom rate with more than 18 decimals', () => {
    expect(look('usd', 'cad', '1.0000000000000000001')).toBe('1.35');
  });

  it('uses the direct buy rate, not the sell rate', () => {
    expect(look('usd', 'cad')).toBe('1.35');
  });

  it('inverts the reverse pair buy rate, rounded to 18 decimals', () => {
    expect(look('eur', 'cad')).toBe('1.25');
    expect(look('eur', 'cad', null, [rate('cad', 'eur', '3', '2024-01-01')])).toBe(
      '0.333333333333333333',
    );
    expect(look('cad', 'usd')).toBe('0.740740740740740741');
  });

  it('prefers the direct pair over the reverse pair', () => {
    const both = [...rates, rate('cad', 'usd', '0.5', '2024-06-01T00:00:00Z')];
    expect(look('usd', 'cad', null, both)).toBe('1.35');
  });

  it('falls back to the reverse pair when the current direct rate is not positive', () => {
    const rows = [
      rate('usd', 'cad', '1.35', '2024-01-01T00:00:00Z'),
      rate('usd', 'cad', '0', '2024-06-01T00:00:00Z'),
      rate('cad', 'usd', '0.8', '2024-01-01T00:00:00Z'),
    ];
    expect(look('usd', 'cad', null, rows)).toBe('1.25');
  });

  it('returns null when no positive rate exists', () => {
    expect(look('gbp', 'cad')).toBeNull();
    expect(look('usd', 'cad', null, [rate('cad', 'usd', '0', '2024-01-01')])).toBeNull();
    expect(look('usd', 'cad', null, [rate('cad', 'usd', '-2', '2024-01-01')])).toBeNull();
    expect(look('usd', 'cad', null, [rate('usd', 'cad', 'garbage', '2024-01-01')])).toBeNull();
  });

  it('ignores rates that are not yet effective', () => {
    expect(look('usd', 'cad', null, [rate('usd', 'cad', '1.5', '2030-01-01')])).toBeNull();
  });

  it('returns null for the same currency on both sides, even with a custom rate', () => {
    expect(look('usd', 'usd', '2')).toBeNull();
  });
});

describe('roundRate', () => {
  it('rounds half-up to 18 decimals', () => {
    expect(toDecimalString(roundRate('0.1234567890123456785'))).toBe('0.123456789012345679');
    expect(toDecimalString(roundRate(new Dec(2).div(3)))).toBe('0.666666666666666667');
  });
});

describe('convertAmount', () => {
  it.each([
    ['100', '1.35', '0.01', '135'],
    ['0', '1.35', '0.01', '0'],
    ['100.005', '1', '0.01', '100.01'],
    ['-100.005', '1', '0.01', '-100.01'],
    ['123.45', '0.740740740740740741', '0.01', '91.44'],
    ['10', '0.333333333333333333', '0.05', '3.35'],
    ['100', '1.355', '1', '136'],
    ['7', '1.5', '5', '10'],
    ['1000', '0.000010526315789474', '0.00000001', '0.01052632'],
    ['99999999999999999999.99', '1.234567890123456789', '0.01', '123456789012345678899.99'],
    ['1', '0.123456789012345678', '0.000000000000000001', '0.123456789012345678'],
  ])('%s x %s rounded to %s = %s', (amount, rateValue, factor, expected) => {
    expect(toDecimalString(convertAmount(amount, rateValue, factor))).toBe(expected);
  });

  it('rejects a rate that is not positive', () => {
    expect(() => convertAmount('1', '0', '0.01')).toThrow(
      new RangeError('Rate must be greater than 0, got 0'),
    );
    expect(() => convertAmount('1', '-1.2', '0.01')).toThrow(
      'Rate must be greater than 0, got -1.2',
    );
  });
});

describe('inverseConvert', () => {
  it.each([
    ['135', '1.35', '0.01', '100'],
    ['0', '1.35', '0.01', '0'],
    ['100', '3', '0.01', '33.33'],
    ['100', '3', '0.05', '33.35'],
    ['100', '3', '1', '33'],
    ['100', '3', '5', '35'],
    ['10', '0.000010526315789474', '0.00000001', '949999.99999997'],
  ])('%s / %s rounded to %s = %s', (receives, rateValue, factor, expected) => {
    expect(toDecimalString(inverseConvert(receives, rateValue, factor))).toBe(expected);
  });

  it('round-trips with convertAmount when the rounding allows it', () => {
    const amount = inverseConvert('500', '1.25', '0.01');
    expect(toDecimalString(convertAmount(amount, '1.25', '0.01'))).toBe('500');
  });

  it('rejects a rate that is not positive', () => {
    expect(() => inverseConvert('1', '0', '0.01')).toThrow('Rate must be greater than 0, got 0');
  });
});
