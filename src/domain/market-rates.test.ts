import { describe, expect, it } from 'vitest';
import { previewPair } from './contracts/exchange-form';
import { marketPairsWanted, marketRateRows, pricedPairRate } from './market-rates';
import { Dec } from './money';
import { rateShownPlaces } from './rate-board';
import { roundRate, type RateRow } from './rates';

type Money = { id: string; code: string; crypto_id: string | null; rounding_factor: string };
const cad: Money = { id: 'cad', code: 'CAD', crypto_id: null, rounding_factor: '0.01' };
const usd: Money = { id: 'usd', code: 'USD', crypto_id: null, rounding_factor: '0.01' };
const btc: Money = { id: 'btc', code: 'BTC', crypto_id: 'bitcoin', rounding_factor: '0.00000001' };
const asOf = new Date('2026-03-25T08:00:00.000Z');
const row = (from: string, to: string, buy: string): RateRow => ({
  id: `${from}-${to}`,
  from_currency_id: from,
  to_currency_id: to,
  buy_rate: buy,
  sell_rate: buy,
  effective_date: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
});
// The price of a bitcoin in CAD, and its inverse, as deriveCryptoRate gives them.
const derive = (from: { crypto_id: string | null }) => ({
  ok: true as const,
  rate: from.crypto_id ? new Dec('92345.67') : roundRate(new Dec(1).div('92345.67')),
});

describe('market rates (issue 47)', () => {
  it('wants each crypto pair and its from -> CAD valuation, never a fiat pair', () => {
    const wanted = marketPairsWanted(
      [
        { from: btc, to: usd },
        { from: usd, to: cad },
      ],
      cad,
    );
    expect(wanted.map(([f, t]) => `${f.code}>${t.code}`)).toEqual(['BTC>USD', 'BTC>CAD']);
  });

  it('derives only the pairs the table prices in neither direction, and says why not', () => {
    const { rows, reasons } = marketRateRows(
      [
        [btc, cad],
        [usd, btc],
      ],
      [row('btc', 'cad', '90000')],
      () => ({ ok: false, reason: 'No current price for BTC' }),
      asOf,
    );
    expect(rows).toEqual([]);
    expect([...reasons]).toEqual([['usd>btc', 'No current price for BTC']]);
  });

  it('prices custom, then table, then market, then through CAD', () => {
    const market = marketRateRows([[btc, cad]], [], derive, asOf).rows;
    const args = { fromId: 'btc', toId: 'cad', baseId: 'cad', marketRows: market, asOf };
    expect(pricedPairRate({ ...args, tableRates: [] })).toMatchObject({ source: 'market' });
    expect(pricedPairRate({ ...args, tableRates: [row('cad', 'btc', '0.00001')] })).toMatchObject({
      source: 'table',
      rate: new Dec('100000'),
    });
    const custom = pricedPairRate({ ...args, customRate: '91000', tableRates: [] });
    expect(custom?.source).toBe('custom');
    expect(custom?.uncustom?.toFixed()).toBe('92345.67');
  });

  it('lets the screen price CAD -> BTC with the market rows, as the server books it', () => {
    const market = marketRateRows([[cad, btc]], [], derive, asOf).rows;
    const pair = {
      from_currency_id: 'cad',
      to_currency_id: 'btc',
      amount: '1500',
      receives: '',
      custom_rate: '',
    };
    const context = {
      rates: [],
      currencies: [cad, btc],
      customerHasValidIdCard: true,
      requireIdForCard: true,
    };
    expect(previewPair(pair, context).rate).toBeNull();
    const preview = previewPair(pair, { ...context, marketRates: market });
    expect(preview.figures?.to_amount.toFixed()).toBe('0.01624332');
    expect(preview.baseValue?.toFixed()).toBe('1500');
  });

  it('shows a small rate with four significant digits, others with four decimals', () => {
    const small = new Dec('0.000010828942558091');
    expect(small.toFixed(rateShownPlaces(small))).toBe('0.00001083');
    expect(rateShownPlaces('1.35')).toBe(4);
    expect(rateShownPlaces('92345.67')).toBe(4);
    expect(rateShownPlaces('0')).toBe(4);
  });
});
