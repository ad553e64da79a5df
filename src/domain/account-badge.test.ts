import { describe, expect, it } from 'vitest';
import { LOW_BALANCE_THRESHOLD, accountBadge } from './account-badge';
import { Dec } from './money';

describe('accountBadge', () => {
  it('uses 1000 as the low balance threshold', () => {
    expect(LOW_BALANCE_THRESHOLD).toBe(1000);
  });

  it.each([
    ['-99999999999999999999.999999999999999999', 'Negative'],
    ['-1000', 'Negative'],
    ['-0.000000000000000001', 'Negative'],
    ['0', 'Empty'],
    ['0.000000000000000000', 'Empty'],
    ['-0', 'Empty'],
    ['0.000000000000000001', 'Low'],
    ['999.999999999999999999', 'Low'],
    ['1000', 'Available'],
    ['1000.000000000000000000', 'Available'],
    ['99999999999999999999.999999999999999999', 'Available'],
  ])('%s -> %s', (balance, badge) => {
    expect(accountBadge(balance)).toBe(badge);
  });

  it('accepts a Dec', () => {
    expect(accountBadge(new Dec('500'))).toBe('Low');
  });

  it('throws on a balance that is not a number', () => {
    expect(() => accountBadge('abc')).toThrow('Invalid decimal value: abc');
  });
});
