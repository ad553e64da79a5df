import { describe, expect, it } from 'vitest';
import {
  type CurrencyPerformance,
  type PerformanceCurrency,
  type PerformanceTransaction,
  REPORT_PAGE_SIZE,
  computeCurrencyPerformance,
  sortPerformance,
} from './currency-performance';

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
  rateUsed: string,
): PerformanceTransaction {
  return {
    from_currency_id: from,
    to_currency_id: to,
    from_amount: fromAmount,
    to_amount: toAmount,
    rate_used: rateUsed,
  };
}

const transactions = [
  tx('usd', 'cad', '100', '135', '1.35'),
  tx('cad', 'eur', '200', '136', '0.68'),
  tx('usd', 'cad', '50.5', '68.175', '1.35'),
  tx('eur', 'usd', '999', '999', '9'), // not about CAD
];

describe('computeCurrencyPerformance', () => {
  it('computes volumes, average, mid rate and change', () => {
    expect(
      computeCurrencyPerformance({
        currency: CAD,
        transactions,
        latestRate: { buy_rate: '1.30', sell_rate: '1.40' },
      }),
    ).toEqual({
      currency: CAD,
      transactionCount: 3,
      volumeIn: '203.175',
      volumeOut: '200',
      netVolume: '3.175',
      averageRate: '1.126666666666666667',
      latestRate: '1.35',
      changePercent: '19.822485207100591716',
    });
  });

  it('gives zero volumes and no average without transactions', () => {
    expect(
      computeCurrencyPerformance({
        currency: CAD,
        transactions: [],
        latestRate: { buy_rate: '1.3', sell_rate: '1.4' },
      }),
    ).toEqual({
      currency: CAD,
      transactionCount: 0,
      volumeIn: '0',
      volumeOut: '0',
      netVolume: '0',
      averageRate: null,
      latestRate: '1.35',
      changePercent: null,
    });
  });

  it('has no latest rate nor change without a rate', () => {
    const result = computeCurrencyPerformance({ currency: CAD, transactions, latestRate: null });
    expect(result.latestRate).toBeNull();
    expect(result.changePercent).toBeNull();
    expect(result.averageRate).toBe('1.126666666666666667');
  });

  it('has no change when the average rate is 0', () => {
    const result = computeCurrencyPerformance({
      currency: CAD,
      transactions: [tx('usd', 'cad', '1', '0', '0')],
      latestRate: { buy_rate: '1', sell_rate: '1' },
    });
    expect(result.averageRate).toBe('0');
    expect(result.changePercent).toBeNull();
  });

  it('reports negative and zero changes', () => {
    const sold = [tx('cad', 'usd', '10', '20', '2')];
    const down = computeCurrencyPerformance({
      currency: CAD,
      transactions: sold,
      latestRate: { buy_rate: '0.9', sell_rate: '1.1' },
    });
    expect(down.changePercent).toBe('-50');
    expect(down.netVolume).toBe('-10');
    const flat = computeCurrencyPerformance({
      currency: CAD,
      transactions: sold,
      latestRate: { buy_rate: '2', sell_rate: '2' },
    });
    expect(flat.changePercent).toBe('0');
  });

  it('sums 18-decimal amounts exactly and rounds a 19-decimal mid half-up', () => {
    const tiny = '0.000000000000000001';
    const result = computeCurrencyPerformance({
      currency: { ...CAD, id: 'btc', code: 'BTC', crypto_id: 'bitcoin' },
      transactions: [tx('cad', 'btc', '1', tiny, tiny), tx('cad', 'btc', '1', tiny, tiny)],
      latestRate: { buy_rate: tiny, sell_rate: '0.000000000000000002' },
    });
    expect(result.volumeIn).toBe('0.000000000000000002');
    expect(result.averageRate).toBe(tiny);
    expect(result.latestRate).toBe('0.000000000000000002');
    // the change uses the exact mid (0.0000000000000000015), not the rounded one
    expect(result.changePercent).toBe('50');
  });

  it('counts a same-currency transaction once, on both sides', () => {
    const result = computeCurrencyPerformance({
      currency: CAD,
      transactions: [tx('cad', 'cad', '10', '10', '1')],
      latestRate: null,
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
