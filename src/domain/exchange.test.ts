import { describe, expect, it } from 'vitest';
import {
  cryptoRefreshProblem,
  cardNeedsIdCard,
  isPayable,
  isUnexpiredIdCard,
  pairFigures,
  payableAmount,
  payoutProposal,
  transactionType,
} from './exchange';
import { Dec } from './money';

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

describe('payoutProposal', () => {
  const cad = { rounding_factor: '0.05' };
  const usd = { rounding_factor: '0.01', payout_unit: '5' };

  it('proposes the largest payable amount below what was asked, and what is left back', () => {
    // 1,234.56 CAD at 0.7143 USD per CAD is 881.85 USD: the till pays 880, for 1,232.00 CAD.
    const figures = { from_amount: new Dec('1234.55'), to_amount: new Dec('881.85') };
    const proposal = payoutProposal({ figures, rate: '0.7143', from: cad, to: usd });
    expect(proposal?.to_amount.toFixed()).toBe('880');
    expect(proposal?.from_amount.toFixed()).toBe('1232');
    expect(proposal?.back.toFixed()).toBe('2.55');
  });

  it('proposes nothing when the amount is payable, the currency has no unit, or not one unit', () => {
    const payable = { from_amount: new Dec('1400'), to_amount: new Dec('1000') };
    expect(payoutProposal({ figures: payable, rate: '0.7143', from: cad, to: usd })).toBeNull();
    const any = { ...usd, payout_unit: null };
    const odd = { from_amount: new Dec('10'), to_amount: new Dec('7.14') };
    expect(payoutProposal({ figures: odd, rate: '0.7143', from: cad, to: any })).toBeNull();
    const small = { from_amount: new Dec('5'), to_amount: new Dec('3.57') };
    expect(payoutProposal({ figures: small, rate: '0.7143', from: cad, to: usd })).toBeNull();
    expect(isPayable('15', '5')).toBe(true);
    expect(isPayable('15.5', '5')).toBe(false);
    expect(payableAmount('1999', '1000').toFixed()).toBe('1000');
  });
});
