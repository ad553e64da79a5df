import { describe, expect, it } from 'vitest';
import { structuringAlerts, structuringBands } from './structuring';
import { DEFAULT_COMPLIANCE_THRESHOLDS as DEFAULTS } from './thresholds';
import { torontoJuly15 as at, transaction } from './transaction-fixture';

const alerts = (txs: Parameters<typeof structuringAlerts>[0]) =>
  structuringAlerts(txs, DEFAULTS).map((alert) => ({
    band: alert.band.threshold,
    people: alert.people.map((p) => p.customer_id),
    exchanges: alert.exchanges.map((e) => `${e.reference_number}=${e.value_cad}`),
  }));

describe('structuring bands', () => {
  it('runs from 90 % of the $3,000 and $10,000 thresholds up to each', () => {
    expect(structuringBands(DEFAULTS)).toEqual([
      { threshold: '3000.00', from: '2700.00' },
      { threshold: '10000.00', from: '9000.00' },
    ]);
  });

  it('follows the settings and keeps one band when both thresholds are equal', () => {
    expect(
      structuringBands({
        identification_cad: '5000',
        large_cash_cad: '5000',
        structuring_band_percent: '95.5',
      }),
    ).toEqual([{ threshold: '5000.00', from: '4775.00' }]);
  });
});

describe('structuring alerts', () => {
  it('raises one alert for $2,999.99 twice by the same person', () => {
    const txs = [
      transaction('t1', { base_value: '2999.99', created_at: at(9) }),
      transaction('t2', { base_value: '2999.99', created_at: at(14) }),
    ];
    expect(alerts(txs)).toEqual([
      { band: '3000.00', people: ['alice'], exchanges: ['ref-t1=2999.99', 'ref-t2=2999.99'] },
    ]);
    expect(structuringAlerts(txs, DEFAULTS)[0]?.people).toEqual([
      { customer_id: 'alice', roles: ['conductor', 'beneficiary'] },
    ]);
  });

  it('needs two exchanges each from 90 % up to, not including, the threshold', () => {
    expect(alerts([transaction('t1', { base_value: '2999.99' })])).toEqual([]);
    expect(
      alerts([
        transaction('t1', { base_value: '2700.00', created_at: at(9) }),
        transaction('t2', { base_value: '2699.99', created_at: at(10) }),
        transaction('t3', { base_value: '3000.00', created_at: at(11) }),
      ]),
    ).toEqual([]);
    expect(
      alerts([
        transaction('t1', { base_value: '2700.00', created_at: at(9) }),
        transaction('t2', { base_value: '9000.00', created_at: at(10) }),
        transaction('t3', { base_value: '9999.99', created_at: at(11) }),
      ]),
    ).toEqual([
      { band: '10000.00', people: ['alice'], exchanges: ['ref-t2=9000.00', 'ref-t3=9999.99'] },
    ]);
  });

  it("values an exchange at the sum of its pairs' CAD values", () => {
    const txs = [
      transaction('t1', { reference_number: 'E1', base_value: '1500.00', created_at: at(9) }),
      transaction('t2', { reference_number: 'E1', base_value: '1400.00', created_at: at(9) }),
      transaction('t3', { reference_number: 'E2', base_value: '2800.00', created_at: at(10) }),
    ];
    expect(alerts(txs)).toEqual([
      { band: '3000.00', people: ['alice'], exchanges: ['E1=2900.00', 'E2=2800.00'] },
    ]);
    expect(structuringAlerts(txs, DEFAULTS)[0]?.exchanges[0]?.transaction_ids).toEqual([
      't1',
      't2',
    ]);
  });

  it('counts the beneficiary of exchanges made by different people', () => {
    const forRita = { is_on_behalf: true, recipient_customer_id: 'rita' };
    const result = structuringAlerts(
      [
        transaction('t1', {
          ...forRita,
          customer_id: 'bob',
          base_value: '2950',
          created_at: at(9),
        }),
        transaction('t2', {
          ...forRita,
          customer_id: 'carl',
          base_value: '2950',
          created_at: at(10),
        }),
      ],
      DEFAULTS,
    );
    expect(result.map((a) => a.people)).toEqual([
      [{ customer_id: 'rita', roles: ['third_party', 'beneficiary'] }],
    ]);
  });

  it('names the conductor and the beneficiary in one alert when they share the same exchanges', () => {
    const forRita = { is_on_behalf: true, recipient_customer_id: 'rita' };
    expect(
      alerts([
        transaction('t1', { ...forRita, base_value: '2950', created_at: at(9) }),
        transaction('t2', { ...forRita, base_value: '2950', created_at: at(10) }),
      ]),
    ).toEqual([
      {
        band: '3000.00',
        people: ['alice', 'rita'],
        exchanges: ['ref-t1=2950.00', 'ref-t2=2950.00'],
      },
    ]);
  });

  it('leaves out cancelled exchanges and keeps different people apart', () => {
    expect(
      alerts([
        transaction('t1', { base_value: '2900', created_at: at(9) }),
        transaction('t2', { base_value: '2900', created_at: at(10), status: 'cancelled' }),
        transaction('t3', { customer_id: 'bob', base_value: '2900', created_at: at(11) }),
      ]),
    ).toEqual([]);
  });

  it('gives the same alerts whatever order the transactions come in', () => {
    const txs = [
      transaction('t1', { base_value: '9500', created_at: at(9) }),
      transaction('t2', { customer_id: 'bob', base_value: '2800', created_at: at(9) }),
      transaction('t3', { base_value: '9600', created_at: at(10) }),
      transaction('t4', { customer_id: 'bob', base_value: '2750', created_at: at(11) }),
    ];
    expect(structuringAlerts([...txs].reverse(), DEFAULTS)).toEqual(
      structuringAlerts(txs, DEFAULTS),
    );
    expect(alerts(txs)).toEqual([
      { band: '3000.00', people: ['bob'], exchanges: ['ref-t2=2800.00', 'ref-t4=2750.00'] },
      { band: '10000.00', people: ['alice'], exchanges: ['ref-t1=9500.00', 'ref-t3=9600.00'] },
    ]);
  });
});
