import { describe, expect, it } from 'vitest';
import {
  type CurrencyPerformance,
  type PerformanceCurrency,
  type PerformanceTransaction,
  type RatesWithCad,
  REPORT_PAGE_SIZE,
  computeCurrencyPerformance,
  sortPerformance,
} from './currency-performance';
import { toDec } from './money';

const CAD: PerformanceCurrency = {
  id: 'cad',
  code: 'CAD',
  name: 'Canadian Dollar',
  tier: 1,
  crypto_id: null,
};

function tx(
  from: string,
  to: string,
  fromAmount: string,
  toAmount: string,
  baseValue: string,
): PerformanceTransaction {
  return {
    from_currency_id: from,
    to_currency_id: to,
    from_amount: fromAmount,
    to_amount: toAmount,
    base_value: baseValue,
  };
}

const USD: PerformanceCurrency = {
  id: 'usd',
  code: 'USD',
  name: 'US Dollar',
  tier: 1,
  crypto_id: null,
};

// The bureau buys USD at 1.25 CAD and sells it at 1 / 0.75 = 1.3333 CAD.
const RATES = { toCad: '1.25', fromCad: '0.75' };
const SHOWN = { buy_rate: '1.25', sell_rate: '1.35' };

// 100 USD handed over for CAD 125; CAD 150 for 112.50 USD; 10 EUR for 13.60 USD (worth CAD 14).
const day = [
  tx('usd', 'cad', '100', '125', '125'),
  tx('cad', 'usd', '150', '112.5', '150'),
  tx('eur', 'usd', '10', '13.6', '14'),
  tx('eur', 'gbp', '999', '999', '999'), // not about USD
];

const usd = (transactions: readonly PerformanceTransaction[], ratesWithCad: RatesWithCad = RATES) =>
  computeCurrencyPerformance({ currency: USD, transactions, latestRate: SHOWN, ratesWithCad });

describe('computeCurrencyPerformance', () => {
  it('computes volumes, the average CAD per unit, the mid rate and the change', () => {
    expect(usd(day.slice(0, 3))).toEqual({
      currency: USD,
      transactionCount: 3,
      volumeIn: '126.1',
      volumeOut: '100',
      netVolume: '26.1',
      // (125 + 150 + 14) CAD for 226.10 USD, cut to 18 places.
      averageRate: '1.278195488721804511',
      latestRate: '1.3',
      // Today: 100 × 1.25 + (112.50 + 13.60) / 0.75 = 293.133…, booked 289.
      changePercent: '1.430219146482122261',
    });
  });

  it('shows no change for trades both ways at rates that did not move', () => {
    const result = usd(day.slice(0, 2));
    expect(result.changePercent).toBe('0');
    // The average booked price sits between the buying and the selling price; the change
    // compares each trade with its own side, not with the mid.
    expect(result.averageRate).toBe('1.294117647058823529');
  });

  it('shows +5 when both rates against CAD rise 5 %', () => {
    // Buying at 1.25 × 1.05; selling at 1.3333 × 1.05 = 1.4 CAD, so 1 CAD buys 1 / 1.4.
    const raised = usd(day.slice(0, 2), { toCad: '1.3125', fromCad: '0.714285714285714286' });
    expect(toDec(raised.changePercent ?? 'NaN').toFixed(2)).toBe('5.00');
    const boughtOnly = usd(day.slice(0, 1), { toCad: '1.3125', fromCad: null });
    expect(boughtOnly.changePercent).toBe('5');
  });

  it('shows a fall as a negative change', () => {
    const lower = usd(day.slice(0, 1), { toCad: '1.1875', fromCad: '0.75' });
    expect(lower.changePercent).toBe('-5');
  });

  it('values what customers received through the inverse of the currency -> CAD rate when CAD -> currency has no rate', () => {
    // 1 / 1.25 = 0.8 per CAD: the CAD 150 bought 112.50 at 0.75 would cost CAD 140.625 now.
    const result = usd(day.slice(1, 2), { toCad: '1.25', fromCad: null });
    expect(result.changePercent).toBe('-6.25');
  });

  it('gives zero volumes and no average nor change without transactions', () => {
    expect(usd([])).toEqual({
      currency: USD,
      transactionCount: 0,
      volumeIn: '0',
      volumeOut: '0',
      netVolume: '0',
      averageRate: null,
      latestRate: '1.3',
      changePercent: null,
    });
  });

  it('has no change when a side that traded has no current rate against CAD', () => {
    const noRates = { toCad: null, fromCad: null };
    const result = computeCurrencyPerformance({
      currency: USD,
      transactions: day,
      latestRate: null,
      ratesWithCad: noRates,
    });
    expect(result.latestRate).toBeNull();
    expect(result.changePercent).toBeNull();
    expect(result.averageRate).toBe('1.278195488721804511');
    // Only bought from customers: the CAD -> USD rate is not needed, its inverse is.
    expect(usd(day.slice(0, 1), { toCad: '1.25', fromCad: null }).changePercent).toBe('0');
    expect(usd(day.slice(0, 1), { toCad: null, fromCad: '0.8' }).changePercent).toBe('0');
  });

  it('has no change for CAD itself, nor when the booked value is 0', () => {
    const cad = computeCurrencyPerformance({
      currency: CAD,
      transactions: day,
      latestRate: null,
      ratesWithCad: { toCad: null, fromCad: null },
    });
    expect(cad.transactionCount).toBe(2);
    expect(cad.volumeIn).toBe('125');
    expect(cad.volumeOut).toBe('150');
    expect(cad.changePercent).toBeNull();
    expect(usd([tx('usd', 'cad', '0.01', '0', '0')]).changePercent).toBeNull();
  });

  it('sums 18-decimal amounts exactly and rounds a 19-decimal mid half-up', () => {
    const tiny = '0.000000000000000001';
    const result = computeCurrencyPerformance({
      currency: { ...CAD, id: 'btc', code: 'BTC', crypto_id: 'bitcoin' },
      transactions: [tx('cad', 'btc', '1', tiny, '1'), tx('cad', 'btc', '1', tiny, '1')],
      latestRate: { buy_rate: tiny, sell_rate: '0.000000000000000002' },
      ratesWithCad: { toCad: null, fromCad: tiny },
    });
    expect(result.volumeIn).toBe('0.000000000000000002');
    expect(result.averageRate).toBe('1000000000000000000');
    expect(result.latestRate).toBe('0.000000000000000002');
    expect(result.changePercent).toBe('0');
  });

  it('counts a same-currency transaction once, on both sides', () => {
    const result = computeCurrencyPerformance({
      currency: CAD,
      transactions: [tx('cad', 'cad', '10', '10', '10')],
      latestRate: null,
      ratesWithCad: { toCad: null, fromCad: null },
    });
    expect(result.transactionCount).toBe(1);
    expect(result.volumeIn).toBe('10');
    expect(result.volumeOut).toBe('10');
    expect(result.netVolume).toBe('0');
  });
});

describe('sortPerformance', () => {
  function item(code: string, tier: number, transactionCount: number): CurrencyPerformance {
    return {
      currency: { id: code.toLowerCase(), code, name: code, tier, crypto_id: null },
      transactionCount,
      volumeIn: '0',
      volumeOut: '0',
      netVolume: '0',
      averageRate: null,
      latestRate: null,
      changePercent: null,
    };
  }

  it('sorts by tier, then by transaction count descending, then by code', () => {
    const items = [
      item('GBP', 2, 5),
      item('EUR', 1, 3),
      item('JPY', 3, 100),
      item('USD', 1, 9),
      item('CHF', 2, 5),
      item('AUD', 2, 7),
    ];
    expect(sortPerformance(items).map((i) => i.currency.code)).toEqual([
      'USD',
      'EUR',
      'AUD',
      'CHF',
      'GBP',
      'JPY',
    ]);
    expect(items[0]?.currency.code).toBe('GBP'); // input left untouched
  });

  it('shows 6 currencies per page', () => {
    expect(REPORT_PAGE_SIZE).toBe(6);
  });
});
