import { describe, expect, it } from 'vitest';
import { largeTransactionReports, windowReports } from './large-transactions';
import { DEFAULT_COMPLIANCE_THRESHOLDS } from './thresholds';
import { torontoJuly15 as at, transaction } from './transaction-fixture';
import { groupByWindow } from './windows';

const lctr = (txs: Parameters<typeof largeTransactionReports>[0]) =>
  largeTransactionReports(txs, 'lctr', '10000');
const summary = (reports: ReturnType<typeof lctr>) =>
  reports.map((r) => ({
    kind: r.kind,
    transactions: r.transactions.map((t) => t.id),
    total: r.total_cad,
    reached_by: r.reached_by,
  }));

describe('large cash transaction reports (LCTR)', () => {
  it('reports one cash transaction of $10,000 and none of $9,999.99', () => {
    expect(summary(lctr([transaction('t1', { base_value: '10000.00' })]))).toEqual([
      { kind: 'lctr', transactions: ['t1'], total: '10000.00', reached_by: 't1' },
    ]);
    expect(lctr([transaction('t1', { base_value: '9999.99' })])).toEqual([]);
  });

  it('aggregates $9,000 and $1,500 by the same conductor into one report with both', () => {
    const reports = lctr([
      transaction('t1', { base_value: '9000.00', created_at: at(10) }),
      transaction('t2', { base_value: '1500.00', created_at: at(15) }),
    ]);
    expect(summary(reports)).toEqual([
      { kind: 'lctr', transactions: ['t1', 't2'], total: '10500.00', reached_by: 't2' },
    ]);
    expect(reports[0]?.reached_at).toEqual(at(15));
    expect(reports[0]?.people).toEqual([
      {
        customer_id: 'alice',
        roles: ['conductor', 'beneficiary'],
        received_cad: '10500.00',
        reached_threshold: true,
      },
    ]);
  });

  it('reports nothing when the same two transactions fall in two windows', () => {
    const txs = [
      transaction('t1', { base_value: '9000.00', created_at: at(23, 30) }),
      transaction('t2', { base_value: '1500.00', created_at: new Date('2026-07-16T04:30:00Z') }),
    ];
    const perWindow = groupByWindow(txs, '00:00', 'America/Toronto');
    expect(perWindow).toHaveLength(2);
    expect(perWindow.flatMap((w) => lctr(w.items))).toEqual([]);
    // With a window starting at 09:00 both are in the window of July 15.
    const nineToNine = groupByWindow(txs, '09:00', 'America/Toronto');
    expect(nineToNine.flatMap((w) => summary(lctr(w.items)))).toEqual([
      { kind: 'lctr', transactions: ['t1', 't2'], total: '10500.00', reached_by: 't2' },
    ]);
  });

  it('counts only cash received: not card payments, crypto handed over or cancelled exchanges', () => {
    const txs = [
      transaction('cash', { base_value: '6000.00' }),
      transaction('card', { base_value: '6000.00', payment_method: 'card' }),
      transaction('crypto', { base_value: '6000.00', from_is_crypto: true }),
      transaction('cancelled', { base_value: '6000.00', status: 'cancelled' }),
    ];
    expect(lctr(txs)).toEqual([]);
    // Paying cash for crypto is cash received.
    const buyCrypto = transaction('buy-crypto', {
      base_value: '4000.00',
      to_is_crypto: true,
      created_at: at(16),
    });
    expect(summary(lctr([...txs, buyCrypto]))[0]?.transactions).toEqual(['cash', 'buy-crypto']);
  });

  it('aggregates for the same beneficiary across conductors, in one report naming everyone', () => {
    const onBehalf = { is_on_behalf: true, recipient_customer_id: 'rita' };
    const reports = lctr([
      transaction('t1', {
        ...onBehalf,
        customer_id: 'bob',
        base_value: '6000.00',
        created_at: at(9),
      }),
      transaction('t2', {
        ...onBehalf,
        customer_id: 'carl',
        base_value: '4000.00',
        created_at: at(11),
      }),
    ]);
    expect(summary(reports)).toEqual([
      { kind: 'lctr', transactions: ['t1', 't2'], total: '10000.00', reached_by: 't2' },
    ]);
    expect(reports[0]?.people).toEqual([
      {
        customer_id: 'bob',
        roles: ['conductor'],
        received_cad: '6000.00',
        reached_threshold: false,
      },
      {
        customer_id: 'rita',
        roles: ['third_party', 'beneficiary'],
        received_cad: '10000.00',
        reached_threshold: true,
      },
      {
        customer_id: 'carl',
        roles: ['conductor'],
        received_cad: '4000.00',
        reached_threshold: false,
      },
    ]);
  });

  it('aggregates for the same conductor across the people they act for', () => {
    const reports = lctr([
      transaction('t1', { is_on_behalf: true, recipient_customer_id: 'rita', base_value: '5000' }),
      transaction('t2', { is_on_behalf: true, recipient_customer_id: 'sam', base_value: '5000' }),
    ]);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.people.filter((p) => p.reached_threshold).map((p) => p.customer_id)).toEqual(
      ['alice'],
    );
  });

  it('makes one report, not two, when a conductor and a beneficiary both reach the threshold through a shared transaction', () => {
    const reports = lctr([
      // Alice for herself, then for Rita; Bob for Rita.
      transaction('t1', { base_value: '6000.00', created_at: at(9) }),
      transaction('t2', {
        base_value: '5000.00',
        created_at: at(10),
        is_on_behalf: true,
        recipient_customer_id: 'rita',
      }),
      transaction('t3', {
        customer_id: 'bob',
        base_value: '6000.00',
        created_at: at(11),
        is_on_behalf: true,
        recipient_customer_id: 'rita',
      }),
    ]);
    expect(summary(reports)).toEqual([
      { kind: 'lctr', transactions: ['t1', 't2', 't3'], total: '17000.00', reached_by: 't2' },
    ]);
    expect(reports[0]?.people.map((p) => [p.customer_id, p.reached_threshold])).toEqual([
      ['alice', true],
      ['rita', true],
      ['bob', false],
    ]);
  });

  it('keeps unrelated people in separate reports, in the order they reached the threshold', () => {
    const reports = lctr([
      transaction('a1', { base_value: '5000', created_at: at(9) }),
      transaction('b1', { customer_id: 'bob', base_value: '10000', created_at: at(10) }),
      transaction('a2', { base_value: '5000', created_at: at(12) }),
      transaction('c1', { customer_id: 'carl', base_value: '500', created_at: at(13) }),
    ]);
    expect(summary(reports)).toEqual([
      { kind: 'lctr', transactions: ['b1'], total: '10000.00', reached_by: 'b1' },
      { kind: 'lctr', transactions: ['a1', 'a2'], total: '10000.00', reached_by: 'a2' },
    ]);
  });

  it('gives the same reports whatever order the transactions come in', () => {
    const txs = [
      transaction('t3', { customer_id: 'bob', base_value: '9999.99', created_at: at(9) }),
      transaction('t1', { base_value: '3333.33', created_at: at(9) }),
      transaction('t2', { base_value: '3333.33', created_at: at(9) }),
      transaction('t4', { base_value: '3333.34', created_at: at(10) }),
      transaction('t5', { customer_id: 'bob', base_value: '0.01', created_at: at(11) }),
    ];
    const forward = lctr(txs);
    expect(lctr([...txs].reverse())).toEqual(forward);
    expect(summary(forward)).toEqual([
      { kind: 'lctr', transactions: ['t1', 't2', 't4'], total: '10000.00', reached_by: 't4' },
      { kind: 'lctr', transactions: ['t3', 't5'], total: '10000.00', reached_by: 't5' },
    ]);
  });
});

describe('large virtual currency transaction reports (LVCTR)', () => {
  it('counts virtual currency received, whatever the payment method', () => {
    const txs = [
      transaction('v1', { from_is_crypto: true, payment_method: 'card', base_value: '7000' }),
      transaction('v2', { from_is_crypto: true, base_value: '3000' }),
      transaction('fiat', { base_value: '9000' }),
    ];
    expect(summary(largeTransactionReports(txs, 'lvctr', '10000'))).toEqual([
      { kind: 'lvctr', transactions: ['v1', 'v2'], total: '10000.00', reached_by: 'v2' },
    ]);
  });

  it('lists every LCTR then every LVCTR of a window under the bureau thresholds', () => {
    const txs = [
      transaction('v1', { from_is_crypto: true, base_value: '12000', created_at: at(8) }),
      transaction('c1', { customer_id: 'bob', base_value: '11000', created_at: at(9) }),
    ];
    expect(summary(windowReports(txs, DEFAULT_COMPLIANCE_THRESHOLDS))).toEqual([
      { kind: 'lctr', transactions: ['c1'], total: '11000.00', reached_by: 'c1' },
      { kind: 'lvctr', transactions: ['v1'], total: '12000.00', reached_by: 'v1' },
    ]);
    expect(
      windowReports(txs, { large_cash_cad: '20000', large_virtual_currency_cad: '20000' }),
    ).toEqual([]);
  });
});
