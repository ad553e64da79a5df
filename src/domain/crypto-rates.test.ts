import { describe, expect, it } from 'vitest';
import {
  type CryptoRateCurrency,
  type PriceBook,
  type StoredPrice,
  SUPPORTED_COINS,
  deriveCryptoRate,
} from './crypto-rates';
import { Dec, toDecimalString } from './money';

const BTC: CryptoRateCurrency = { code: 'BTC', crypto_id: 'bitcoin' };
const ETH: CryptoRateCurrency = { code: 'ETH', crypto_id: 'ethereum' };
const DOGE: CryptoRateCurrency = { code: 'DOGE', crypto_id: 'dogecoin' };
const LTC: CryptoRateCurrency = { code: 'LTC', crypto_id: 'litecoin' };
const USD: CryptoRateCurrency = { code: 'USD', crypto_id: null };
const CAD: CryptoRateCurrency = { code: 'CAD', crypto_id: null };

const NOW = new Date('2026-03-25T08:00:00.000Z');
const FRESH = '2026-03-25T07:59:00.000Z';
const usdPrices = { bitcoin: '95000', ethereum: '3800', dogecoin: '0.1234' };

const book = (
  prices: Record<string, string> = usdPrices,
  extra: StoredPrice[] = [],
): PriceBook => ({
  prices: [
    ...Object.entries(prices).map(([coin_id, price]) => ({
      coin_id,
      vs_currency: 'usd',
      price,
      last_updated_at: FRESH,
      fetched_at: FRESH,
    })),
    ...extra,
  ],
  asOf: NOW,
  refreshSeconds: 60,
});

// 1 USD = 1.37 CAD, the current fiat rate.
const usdTo = (code: string) => (code === 'CAD' ? new Dec('1.37') : null);

function derive(from: CryptoRateCurrency, to: CryptoRateCurrency, b: PriceBook = book()) {
  const result = deriveCryptoRate(from, to, b, usdTo);
  return result.ok ? toDecimalString(result.rate) : result.reason;
}

describe('deriveCryptoRate', () => {
  it('divides the USD prices when both sides are crypto', () => {
    expect(derive(BTC, ETH)).toBe('25');
    expect(derive(ETH, BTC)).toBe('0.04');
    expect(derive(BTC, BTC)).toBe('1');
  });

  it('rounds a non-terminating ratio half-up to 18 decimals', () => {
    expect(derive(DOGE, BTC)).toBe('0.000001298947368421');
  });

  it('uses the USD price from crypto to USD and its inverse from USD to crypto', () => {
    expect(derive(BTC, USD)).toBe('95000');
    expect(derive(USD, BTC)).toBe('0.000010526315789474');
    expect(derive(USD, DOGE)).toBe('8.103727714748784441');
  });

  it("keeps a tiny price's every digit", () => {
    const tiny = book({ bitcoin: '95000', dogecoin: '0.000000123456789012' });
    expect(derive(DOGE, USD, tiny)).toBe('0.000000123456789012');
    expect(derive(USD, DOGE, tiny)).toBe('8100000.072922680656508309');
  });

  it("uses the provider's price in another fiat when it gave one", () => {
    const cad = {
      coin_id: 'bitcoin',
      vs_currency: 'cad',
      price: '130000.5',
      last_updated_at: FRESH,
      fetched_at: FRESH,
    };
    expect(derive(BTC, CAD, book(usdPrices, [cad]))).toBe('130000.5');
    expect(derive(CAD, BTC, book(usdPrices, [cad]))).toBe('0.000007692278106623');
  });

  it('else converts the USD price through the current USD rate, never a USD price as CAD', () => {
    expect(derive(BTC, CAD)).toBe('130150');
    expect(derive(CAD, BTC)).toBe('0.000007683442182098');
    expect(derive(BTC, { code: 'EUR', crypto_id: null })).toBe('No current rate for USD to EUR');
  });

  it('says which coin has no current price: missing, unusable or older than 10 intervals', () => {
    expect(derive(LTC, USD)).toBe('No current price for LTC');
    expect(derive(USD, LTC)).toBe('No current price for LTC');
    expect(derive(BTC, LTC)).toBe('No current price for LTC');
    expect(derive(LTC, BTC)).toBe('No current price for LTC');
    expect(derive(BTC, USD, book({}))).toBe('No current price for BTC');
    for (const bad of ['0', '-5', 'abc', 'NaN']) {
      expect(derive(BTC, USD, book({ bitcoin: bad }))).toBe('No current price for BTC');
    }
    expect(derive(BTC, ETH, book({ bitcoin: '95000', ethereum: '0' }))).toBe(
      'No current price for ETH',
    );
    const at = (iso: string): PriceBook => ({
      prices: [
        {
          coin_id: 'bitcoin',
          vs_currency: 'usd',
          price: '1',
          last_updated_at: iso,
          fetched_at: iso,
        },
      ],
      asOf: NOW,
      refreshSeconds: 60,
    });
    expect(derive(BTC, USD, at('2026-03-25T07:50:00.000Z'))).toBe('1');
    expect(derive(BTC, USD, at('2026-03-25T07:49:59.999Z'))).toBe('No current price for BTC');
  });

  it('refuses a pair without crypto', () => {
    expect(derive(USD, CAD)).toBe('At least one currency must be crypto to fetch rates');
    expect(derive({ code: 'XXX', crypto_id: '' }, USD)).toBe(
      'At least one currency must be crypto to fetch rates',
    );
  });

  it('does not read prices for ids named like Object.prototype members', () => {
    expect(derive({ code: 'X', crypto_id: 'constructor' }, USD)).toBe('No current price for X');
  });
});

describe('SUPPORTED_COINS', () => {
  it('lists the 10 coins of SPEC with provider id, name and symbol', () => {
    expect(SUPPORTED_COINS.map((c) => `${c.id}:${c.name}:${c.symbol}`)).toEqual([
      'bitcoin:Bitcoin:BTC',
      'ethereum:Ethereum:ETH',
      'binancecoin:BNB:BNB',
      'cardano:Cardano:ADA',
      'solana:Solana:SOL',
      'polkadot:Polkadot:DOT',
      'chainlink:Chainlink:LINK',
      'litecoin:Litecoin:LTC',
      'uniswap:Uniswap:UNI',
      'dogecoin:Dogecoin:DOGE',
    ]);
  });
});
