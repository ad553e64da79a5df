import { describe, expect, it } from 'vitest';
import type { Denomination } from '@domain/contracts/cash';
import type { Currency } from '@domain/contracts/currencies';
import {
  countBody,
  countedCurrencyIds,
  countSheet,
  denominationKey,
  readQuantity,
  splitSheet,
  tallyCurrency,
} from './count-sheet';

const currency = (id: string, code: string, extra: Partial<Currency> = {}): Currency => ({
  id,
  code,
  name: code,
  symbol: code,
  tier: 1,
  rounding_factor: '0.05',
  decimal_places: 2,
  quote_unit: 1,
  payout_unit: null,
  is_active: true,
  crypto_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const denomination = (currencyId: string, value: string, is_active = true): Denomination => ({
  id: `${currencyId}-${value}`,
  currency_id: currencyId,
  value,
  kind: Number(value) >= 5 ? 'note' : 'coin',
  is_active,
});

const CAD = currency('cad', 'CAD');
const BTC = currency('btc', 'BTC', { crypto_id: 'bitcoin' });
const OLD = currency('old', 'OLD', { is_active: false });
const NONE = currency('none', 'NON');
const denominations = [
  denomination('cad', '0.05'),
  denomination('cad', '20'),
  denomination('cad', '100'),
  denomination('cad', '2', false),
  denomination('btc', '1'),
  denomination('old', '10'),
];

describe('countSheet', () => {
  it('lists active fiat currencies with their active denominations, largest first', () => {
    const sheet = countSheet([CAD, BTC, OLD, NONE], denominations);
    expect(sheet.map((entry) => entry.currency.code)).toEqual(['CAD']);
    expect(sheet[0]?.denominations.map((d) => d.label)).toEqual(['100', '20', '0.05']);
  });
});

describe('readQuantity', () => {
  it('reads empty as none and refuses anything but a whole number in range', () => {
    expect(readQuantity('')).toBe(0);
    expect(readQuantity(' 12 ')).toBe(12);
    expect(readQuantity('1.5')).toBeNull();
    expect(readQuantity('-1')).toBeNull();
    expect(readQuantity('10000001')).toBeNull();
  });
});

describe('tallyCurrency and countBody', () => {
  const sheet = countSheet([CAD], denominations);
  const entry = sheet[0]!;
  const key = (value: string) => denominationKey('cad', value);

  it('totals the lines typed and sends only what was counted', () => {
    const quantities = { [key('100')]: '2', [key('0.05')]: '3', [key('20')]: '' };
    const tally = tallyCurrency(entry, quantities);
    expect(tally.total.toFixed(2)).toBe('200.15');
    expect(tally.problem).toBeNull();
    expect(countBody(sheet, quantities)).toEqual({
      counts: [
        {
          currency_id: 'cad',
          lines: [
            { value: '100', quantity: 2 },
            { value: '0.05', quantity: 3 },
          ],
        },
      ],
    });
  });

  it('says why a count cannot be taken: a bad quantity, a total off the rounding', () => {
    expect(tallyCurrency(entry, { [key('20')]: 'x' }).problem).toBe(
      'Each CAD quantity must be a whole number',
    );
    const coarse = countSheet([{ ...CAD, rounding_factor: '1' }], denominations)[0]!;
    expect(tallyCurrency(coarse, { [key('0.05')]: '3' }).problem).toBe(
      "The CAD total 0.15 does not match the currency's rounding",
    );
  });

  it('sends no currency when nothing was counted', () => {
    expect(countBody(sheet, {})).toEqual({ counts: [] });
  });
});

describe('splitSheet and countedCurrencyIds', () => {
  const USD = currency('usd', 'USD');
  const EUR = currency('eur', 'EUR');
  const GBP = currency('gbp', 'GBP');
  const all = [
    ...denominations,
    denomination('usd', '20'),
    denomination('eur', '20'),
    denomination('gbp', '20'),
  ];
  const sheet = countSheet([CAD, USD, EUR, GBP], all);
  const codes = (entries: { currency: Currency }[]) => entries.map((e) => e.currency.code);

  it('lists the currencies the till was counted with and the base currency first, the rest one click away', () => {
    const { shown, more } = splitSheet(sheet, ['gbp'], false);
    expect(codes(shown)).toEqual(['CAD', 'GBP']);
    expect(codes(more)).toEqual(['USD', 'EUR']);
    expect(codes(splitSheet(sheet, ['gbp'], true).shown)).toEqual(['CAD', 'GBP', 'USD', 'EUR']);
  });

  it('lists every currency when nothing is known of the till', () => {
    expect(codes(splitSheet(sheet, undefined, false).shown)).toEqual(['CAD', 'USD', 'EUR', 'GBP']);
    expect(splitSheet(sheet, undefined, false).more).toEqual([]);
  });

  it('takes the currencies a count found or expected, not the ones at nothing', () => {
    const count = (currency_id: string, total: string, expected: string) => ({
      currency_id,
      total,
      expected,
    });
    expect(
      countedCurrencyIds([
        count('usd', '100.00', '0'),
        count('eur', '0', '50'),
        count('gbp', '0', '0.00'),
      ]),
    ).toEqual(['usd', 'eur']);
  });
});
