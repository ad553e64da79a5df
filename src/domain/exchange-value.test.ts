import { describe, expect, it } from 'vitest';
import { exchangeTotalValue, pairBaseValue, pairFitsStorage } from './exchange-value';
import { Dec } from './money';
import type { RateRow } from './rates';

const cad = { id: 'cad', code: 'CAD' };
const usd = { id: 'usd', code: 'USD' };
const eur = { id: 'eur', code: 'EUR' };
const rate = (from: string, to: string, buy: string): RateRow => ({
  id: `${from}-${to}`,
  from_currency_id: from,
  to_currency_id: to,
  buy_rate: buy,
  sell_rate: buy,
  effective_date: '2020-01-01T00:00:00.000Z',
  created_at: '2020-01-01T00:00:00.000Z',
});
const figures = (from: string, to: string) => ({
  from_amount: new Dec(from),
  to_amount: new Dec(to),
});
const value = (...args: Parameters<typeof pairBaseValue>) =>
  pairBaseValue(...args)?.toFixed() ?? null;

describe('pairBaseValue', () => {
  it('takes the CAD side of a pair when there is one', () => {
    const base = { baseCurrencyId: 'cad', rates: [] };
    expect(value({ figures: figures('100', '137.1'), from: usd, to: cad, ...base })).toBe('137.1');
    expect(value({ figures: figures('137.1', '100'), from: cad, to: usd, ...base })).toBe('137.1');
  });

  it('values other pairs through the current rate to CAD, direct or inverse, to the cent', () => {
    const pair = { figures: figures('10.01', '11'), from: eur, to: usd, baseCurrencyId: 'cad' };
    expect(value({ ...pair, rates: [rate('eur', 'cad', '1.4987')] })).toBe('15');
    expect(value({ ...pair, rates: [rate('cad', 'eur', '0.5')] })).toBe('20.02');
    expect(value({ ...pair, rates: [] })).toBeNull();
  });

  it('sums a total to 2 decimals', () => {
    expect(exchangeTotalValue([new Dec('137.1'), new Dec('20.025')])).toBe('157.13');
    expect(exchangeTotalValue([])).toBe('0.00');
  });
});

describe('pairFitsStorage', () => {
  it('refuses any figure with more than 20 integer digits', () => {
    const max = '99999999999999999999.99';
    expect(pairFitsStorage(figures(max, max), new Dec(max))).toBe(true);
    expect(pairFitsStorage(figures('1', '100000000000000000000'), null)).toBe(false);
    expect(pairFitsStorage(figures('1', '1'), new Dec('-100000000000000000000'))).toBe(false);
  });
});
