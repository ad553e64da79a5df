import { describe, expect, it } from 'vitest';
import { balancesAfterPayouts } from './exchange-balance';
import { Dec } from './money';

describe('balancesAfterPayouts', () => {
  it('takes every pair paying out a currency from its balance', () => {
    const after = balancesAfterPayouts(
      [
        { currencyId: 'cad', toAmount: new Dec('600.05') },
        { currencyId: 'usd', toAmount: new Dec('10') },
        { currencyId: 'cad', toAmount: new Dec('400') },
      ],
      new Map([
        ['cad', '1000'],
        ['usd', '10.00'],
      ]),
    );
    expect(after.get('cad')?.toFixed()).toBe('-0.05');
    expect(after.get('usd')?.toFixed()).toBe('0');
  });

  it('leaves out a currency whose balance is not known', () => {
    const after = balancesAfterPayouts([{ currencyId: 'eur', toAmount: new Dec('1') }], new Map());
    expect(after.has('eur')).toBe(false);
  });
});
