import { describe, expect, it } from 'vitest';
import { type CryptoRateCurrency, SUPPORTED_COINS, deriveCryptoRate } from './crypto-rates';
import { toDecimalString } from './money';

const BTC: CryptoRateCurrency = { code: 'BTC', crypto_id: 'bitcoin' };
const ETH: CryptoRateCurrency = { code: 'ETH', crypto_id: 'ethereum' };
const DOGE: CryptoRateCurrency = { code: 'DOGE', crypto_id: 'dogecoin' };
const LTC: CryptoRateCurrency = { code: 'LTC', crypto_id: 'litecoin' };
const USD: CryptoRateCurrency = { code: 'USD', crypto_id: null };
const CAD: CryptoRateCurrency = { code: 'CAD', crypto_id: null };

const prices = { bitcoin: '95000', ethereum: '3800', dogecoin: '0.1234' };

function derive(
  from: CryptoRateCurrency,
  to: CryptoRateCurrency,
  usd: Record<string, string> = prices,
) {
  const result = deriveCryptoRate(from, to, usd);
  return result === null ? null : toDecimalString(result);
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

  it('treats any other fiat like USD, as SPEC says (no FX applied)', () => {
    expect(derive(BTC, CAD)).toBe('95000');
    expect(derive(CAD, BTC)).toBe('0.000010526315789474');
  });

  it('returns null when neither side is crypto', () => {
    expect(derive(USD, CAD)).toBeNull();
    expect(derive(CAD, CAD)).toBeNull();
    expect(derive({ code: 'XXX', crypto_id: '' }, USD)).toBeNull();
  });

  it('returns null when a needed price is missing or unusable', () => {
    expect(derive(LTC, USD)).toBeNull();
    expect(derive(USD, LTC)).toBeNull();
    expect(derive(BTC, LTC)).toBeNull();
    expect(derive(LTC, BTC)).toBeNull();
    expect(derive(BTC, USD, {})).toBeNull();
    expect(derive(BTC, USD, { bitcoin: '0' })).toBeNull();
    expect(derive(USD, BTC, { bitcoin: '0' })).toBeNull();
    expect(derive(BTC, USD, { bitcoin: '-5' })).toBeNull();
    expect(derive(BTC, USD, { bitcoin: 'abc' })).toBeNull();
    expect(derive(BTC, USD, { bitcoin: 'NaN' })).toBeNull();
    expect(derive(BTC, ETH, { bitcoin: '95000', ethereum: '0' })).toBeNull();
  });

  it('does not read prices from Object.prototype', () => {
    expect(derive({ code: 'X', crypto_id: 'constructor' }, USD)).toBeNull();
    expect(derive({ code: 'X', crypto_id: 'toString' }, USD)).toBeNull();
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
