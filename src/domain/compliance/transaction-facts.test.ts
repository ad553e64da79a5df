import { describe, expect, it } from 'vitest';
import { transaction } from './transaction-fixture';
import { cashReceivedCad, partiesOf, virtualCurrencyReceivedCad } from './transaction-facts';

describe('the people of a transaction', () => {
  it('makes the customer conductor and beneficiary of their own exchange', () => {
    expect(partiesOf(transaction('t1', { base_value: '10' }))).toEqual([
      { customer_id: 'alice', roles: ['conductor', 'beneficiary'] },
    ]);
  });

  it('makes the recipient of an on-behalf exchange the third party and beneficiary', () => {
    const tx = transaction('t1', {
      base_value: '10',
      is_on_behalf: true,
      recipient_customer_id: 'rita',
    });
    expect(partiesOf(tx)).toEqual([
      { customer_id: 'alice', roles: ['conductor'] },
      { customer_id: 'rita', roles: ['third_party', 'beneficiary'] },
    ]);
  });

  it('ignores a recipient on an exchange that is not on behalf', () => {
    const tx = transaction('t1', { base_value: '10', recipient_customer_id: 'rita' });
    expect(partiesOf(tx).map((p) => p.customer_id)).toEqual(['alice']);
  });
});

describe('what the bureau received', () => {
  it('is cash for a cash payment in a fiat currency, valued at the stored CAD value', () => {
    expect(cashReceivedCad(transaction('t1', { base_value: '1234.56' }))?.toFixed()).toBe(
      '1234.56',
    );
    expect(cashReceivedCad(transaction('t1', { base_value: '1', payment_method: 'card' }))).toBe(
      null,
    );
    expect(cashReceivedCad(transaction('t1', { base_value: '1', status: 'cancelled' }))).toBe(null);
  });

  it('is virtual currency when the customer hands over crypto', () => {
    const crypto = transaction('t1', { base_value: '500.00', from_is_crypto: true });
    expect(virtualCurrencyReceivedCad(crypto)?.toFixed(2)).toBe('500.00');
    expect(cashReceivedCad(crypto)).toBe(null);
    const buysCrypto = transaction('t2', { base_value: '500.00', to_is_crypto: true });
    expect(virtualCurrencyReceivedCad(buysCrypto)).toBe(null);
  });
});
