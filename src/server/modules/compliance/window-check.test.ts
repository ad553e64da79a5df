import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPLIANCE_THRESHOLDS as THRESHOLDS } from '@domain/compliance';
import { toDec } from '@domain/money';
import { type ExchangeFigures, type WindowActivity, windowStanding } from './window-check';

// The window of 15 July in Toronto: from midnight (04:00 UTC) to the next midnight.
const window = {
  date: '2026-07-15',
  start: new Date('2026-07-15T04:00:00Z'),
  end: new Date('2026-07-16T04:00:00Z'),
};
const inside = '2026-07-15T12:00:00.123456+00:00';

type Row = WindowActivity[number];
const row = (values: Partial<Row>): Row => ({
  person: 'ann',
  reference: '2607150001',
  at: inside,
  cash: '0',
  virtual: '0',
  value: '0',
  ...values,
});
const cash = (amount: string, values: Partial<Row> = {}) =>
  row({ cash: amount, value: amount, ...values });

const exchange = (figures: Partial<Record<keyof ExchangeFigures, string>>): ExchangeFigures => ({
  cashCad: toDec(figures.cashCad ?? '0'),
  virtualCad: toDec(figures.virtualCad ?? '0'),
  valueCad: toDec(figures.valueCad ?? figures.cashCad ?? figures.virtualCad ?? '0'),
});

const standing = (activity: WindowActivity, figures: Parameters<typeof exchange>[0]) =>
  windowStanding(window, activity, exchange(figures), THRESHOLDS);

describe('windowStanding', () => {
  it('joins the cash report when the person’s cash of the window and this exchange reach it', () => {
    const earlier = [
      cash('6000', { reference: '2607150001' }),
      cash('3500', { reference: '2607150002' }),
    ];
    expect(standing(earlier, { cashCad: '500' })).toEqual({ report: 'cash', matters: true });
    expect(standing(earlier, { cashCad: '499.99' })).toEqual({ report: null, matters: false });
  });

  it('counts only the window: from its start, up to (not including) its end', () => {
    const at = (time: string) => cash('9000', { at: time });
    // The hours read before the window (the previous window) and the next window's start.
    expect(standing([at('2026-07-15T03:59:59.999999+00:00')], { cashCad: '1000' }).report).toBe(
      null,
    );
    expect(standing([at('2026-07-16T04:00:00+00:00')], { cashCad: '1000' }).report).toBe(null);
    expect(standing([at('2026-07-15T04:00:00+00:00')], { cashCad: '1000' }).report).toBe('cash');
  });

  it('adds up each person apart: the customer’s and the recipient’s totals are not summed', () => {
    const both = [cash('6000', { person: 'ann' }), cash('6000', { person: 'bob' })];
    expect(standing(both, { cashCad: '3000' }).report).toBe(null);
    expect(standing(both, { cashCad: '4000' }).report).toBe('cash');
  });

  it('reaches the virtual currency report on virtual currency only, and nothing without its own', () => {
    const earlier = [row({ virtual: '9500', value: '9500' }), cash('9500', { reference: '2' })];
    expect(standing(earlier, { virtualCad: '500' }).report).toBe('virtual_currency');
    expect(standing(earlier, { cashCad: '499' }).report).toBe(null);
    // An exchange that brings no cash joins no cash report, whatever the window holds.
    expect(standing([cash('20000')], { valueCad: '100' }).report).toBe(null);
  });

  it('matters in a structuring band when one of the people already has an exchange in it', () => {
    // 2,700 to 3,000 is the band under the identification threshold of 3,000.
    const pairs = [
      row({ reference: '2607150007', value: '1500' }),
      row({ reference: '2607150007', value: '1300' }),
    ];
    expect(standing(pairs, { valueCad: '2800' })).toEqual({ report: null, matters: true });
    // Alone in its band, or the earlier one in another band: no alert can start.
    expect(standing(pairs, { valueCad: '2000' }).matters).toBe(false);
    expect(standing([row({ value: '9500' })], { valueCad: '2800' }).matters).toBe(false);
    // A pair without a CAD value adds nothing to its exchange's sum.
    expect(
      standing([row({ value: '2800' }), row({ value: null })], { valueCad: '2800' }).matters,
    ).toBe(true);
    expect(standing([row({ value: null })], { valueCad: '2800' }).matters).toBe(false);
  });
});
