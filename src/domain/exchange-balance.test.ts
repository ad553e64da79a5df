import { describe, expect, it } from 'vitest';
import { balancesAfterExchange } from './exchange-balance';
import { Dec } from './money';

const pair = (from: string, fromAmount: string, to: string, toAmount: string) => ({
  fromCurrencyId: from,
  fromAmount: new Dec(fromAmount),
  toCurrencyId: to,
  toAmount: new Dec(toAmount),
});

describe('balancesAfterExchange', () => {
  it('takes every pair paying out a currency from its balance', () => {
    const after = balancesAfterExchange(
      [pair('usd', '100', 'cad', '600.05'), pair('usd', '50', 'cad', '400')],
      new Map([
        ['cad', '1000'],
        ['usd', '-150.00'],
      ]),
    );
    expect(after.get('cad')?.toFixed()).toBe('-0.05');
    expect(after.get('usd')?.toFixed()).toBe('0');
  });

  it('counts what other pairs take in of the same currency', () => {
    const after = balancesAfterExchange(
      [pair('usd', '100', 'cad', '137'), pair('cad', '50', 'eur', '34')],
      new Map([
        ['cad', '100'],
        ['eur', '0'],
      ]),
    );
    expect(after.get('cad')?.toFixed()).toBe('13');
    expect(after.get('eur')?.toFixed()).toBe('-34');
  });

  it('leaves out a currency whose balance is not known', () => {
    const after = balancesAfterExchange([pair('usd', '1', 'eur', '1')], new Map());
    expect(after.size).toBe(0);
  });
});
