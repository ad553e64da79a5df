import { describe, expect, it } from 'vitest';
import {
  cryptoRefreshProblem,
  cardNeedsIdCard,
  isUnexpiredIdCard,
  pairFigures,
  transactionType,
} from './exchange';

const cash = { rounding_factor: '0.05' };
const cents = { rounding_factor: '0.01' };
const yen = { rounding_factor: '1' };
const sats = { rounding_factor: '0.00000001' };

const figures = (...args: Parameters<typeof pairFigures>) => {
  const result = pairFigures(...args);
  return result && { from: result.from_amount.toFixed(), to: result.to_amount.toFixed() };
};

describe('pairFigures', () => {
  it('converts an amount and rounds the result to the target factor', () => {
    expect(figures({ driver: { amount: '100' }, rate: '1.3712', from: cents, to: cash })).toEqual({
      from: '100',
      to: '137.1',
    });
    expect(figures({ driver: { amount: '100' }, rate: '1.3738', from: cents, to: cash })).toEqual({
      from: '100',
      to: '137.4',
    });
    expect(figures({ driver: { amount: '12.34' }, rate: '108.5', from: cents, to: yen })).toEqual({
      from: '12.34',
      to: '1339',
    });
  });

  it('works back from what the customer receives, rounding to the source factor', () => {
    expect(figures({ driver: { receives: '1000' }, rate: '108.5', from: cents, to: yen })).toEqual({
      from: '9.22',
      to: '1000',
    });
    expect(
      figures({ driver: { receives: '0.5' }, rate: '0.0000105', from: sats, to: sats }),
    ).toEqual({ from: '47619.04761905', to: '0.5' });
  });

  it('rounds the side typed to its own currency factor', () => {
    expect(figures({ driver: { amount: '10.03' }, rate: '1', from: cash, to: cents })).toEqual({
      from: '10.05',
      to: '10.03',
    });
  });

  it('computes nothing from an empty, garbage, zero or negative value or rate', () => {
    for (const amount of ['', 'abc', '0', '-5', '1e3'])
      expect(pairFigures({ driver: { amount }, rate: '1.3', from: cents, to: cents })).toBeNull();
    expect(pairFigures({ driver: { amount: '5' }, rate: '0', from: cents, to: cents })).toBeNull();
  });

  it('computes nothing when a side rounds to zero', () => {
    expect(pairFigures({ driver: { amount: '0.2' }, rate: '1', from: cents, to: yen })).toBeNull();
    expect(
      pairFigures({ driver: { amount: '0.01' }, rate: '1', from: cash, to: cents }),
    ).toBeNull();
  });
});

describe('transactionType', () => {
  it('is a sale when the customer pays in the base currency, else a purchase', () => {
    expect(transactionType('CAD')).toBe('sell');
    expect(transactionType('USD')).toBe('buy');
  });
});

describe('card payments and ID cards', () => {
  it('counts an ID card without expiry or expiring today or later', () => {
    expect(isUnexpiredIdCard({ expiry_date: null }, '2026-11-23')).toBe(true);
    expect(isUnexpiredIdCard({ expiry_date: '2026-11-23' }, '2026-11-23')).toBe(true);
    expect(isUnexpiredIdCard({ expiry_date: '2026-11-22' }, '2026-11-23')).toBe(false);
  });

  it('blocks only a card payment without a valid ID card while the rule is on', () => {
    const rule = { requireIdForCard: true, hasValidIdCard: false };
    expect(cardNeedsIdCard({ ...rule, paymentMethod: 'card' })).toBe(true);
    expect(cardNeedsIdCard({ ...rule, paymentMethod: 'cash' })).toBe(false);
    expect(cardNeedsIdCard({ ...rule, paymentMethod: 'card', hasValidIdCard: true })).toBe(false);
    expect(cardNeedsIdCard({ ...rule, paymentMethod: 'card', requireIdForCard: false })).toBe(
      false,
    );
  });
});

describe('crypto rate refresh', () => {
  const btc = { crypto_id: 'bitcoin' };
  const usd = { crypto_id: null };
  it('needs both currencies and one crypto (SPEC §5)', () => {
    expect(cryptoRefreshProblem(btc, undefined)).toBe('Please select both currencies first');
    expect(cryptoRefreshProblem(usd, usd)).toBe(
      'At least one currency must be crypto to fetch rates',
    );
    expect(cryptoRefreshProblem(usd, btc)).toBeNull();
  });
});
