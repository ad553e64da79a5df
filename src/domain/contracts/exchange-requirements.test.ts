import { describe, expect, it } from 'vitest';
import { complianceThresholdsValue, type WindowReport } from '../compliance';
import type { RateRow } from '../rates';
import type { ExchangeFormContext, ExchangeFormValues } from './exchange-form';
import { exchangeRequirements, type CustomerOnFile } from './exchange-requirements';

const ID = {
  cad: '22222222-2222-4222-8222-222222222222',
  usd: '33333333-3333-4333-8333-333333333333',
  btc: '44444444-4444-4444-8444-444444444444',
};
const rate = (from: string, to: string, buy: string): RateRow => ({
  id: `${from}${to}`,
  from_currency_id: from,
  to_currency_id: to,
  buy_rate: buy,
  sell_rate: buy,
  effective_date: '2020-01-01T00:00:00.000Z',
  created_at: '2020-01-01T00:00:00.000Z',
});
const context: ExchangeFormContext = {
  rates: [rate(ID.usd, ID.cad, '1.25'), rate(ID.btc, ID.cad, '100000')],
  currencies: [
    { id: ID.cad, code: 'CAD', rounding_factor: '0.01' },
    { id: ID.usd, code: 'USD', rounding_factor: '0.01' },
    { id: ID.btc, code: 'BTC', rounding_factor: '0.00000001' },
  ],
  customerHasValidIdCard: false,
  requireIdForCard: true,
};
const values = (amount: string, extra: Partial<ExchangeFormValues> = {}): ExchangeFormValues => ({
  customer_id: '11111111-1111-4111-8111-111111111111',
  reference_number: '2601010001',
  transaction_date: '2026-01-01',
  transaction_category: 'personal',
  payment_method: 'cash',
  source_of_money: '',
  notes: '',
  is_on_behalf: false,
  recipient_customer_id: '',
  recipient_category: 'personal',
  recipient_notes: '',
  third_party_relationship: '',
  acting_for_third_party: null,
  receipt_language: 'en',
  pairs: [
    { from_currency_id: ID.usd, to_currency_id: ID.cad, amount, receives: '', custom_rate: '' },
  ],
  ...extra,
});
const nobody: CustomerOnFile = {
  birthday: null,
  address: null,
  occupation: null,
  risk_level: 'low',
  id_cards: [],
};
const codes = (
  amount: string,
  extra: Partial<ExchangeFormValues> = {},
  customer = nobody,
  windowReport: WindowReport | null = null,
) =>
  exchangeRequirements({
    values: values(amount, extra),
    context,
    virtualCurrencyIds: new Set([ID.btc]),
    customer,
    company: null,
    thresholds: complianceThresholdsValue({}),
    today: '2026-01-01',
    windowReport,
  }).map((m) => m.code);

describe('the exchange screen previews what identification an exchange needs', () => {
  it('values the pairs in CAD as the server will: USD 2,400 at 1.25 is $3,000', () => {
    expect(codes('2399.99')).toEqual([]);
    expect(codes('2400')).toEqual(['id_card', 'date_of_birth', 'address', 'occupation']);
  });

  it('asks nothing of a customer with everything on file', () => {
    const onFile: CustomerOnFile = {
      birthday: '1980-01-01',
      address: '1 Main St',
      occupation: 'Teacher',
      risk_level: 'low',
      id_cards: [
        {
          id_type: 'Permis de conduire',
          expiry_date: '2030-01-01',
          issuing_country: 'CA',
          issuing_jurisdiction: 'QC',
          verified_on: '2025-12-15',
        },
      ],
    };
    expect(codes('5000', {}, onFile)).toEqual([]);
  });

  it('asks for the relationship only of an on-behalf exchange', () => {
    expect(codes('100', { is_on_behalf: true })).toEqual([]);
    expect(codes('2400', { is_on_behalf: true })).toContain('third_party_relationship');
    expect(codes('2400', { is_on_behalf: true, third_party_relationship: 'Sister' })).not.toContain(
      'third_party_relationship',
    );
  });

  it('asks what the server found for a window that reaches a large cash report, below $3,000 too', () => {
    expect(codes('100', {}, nobody, 'cash')).toEqual([
      'id_card',
      'date_of_birth',
      'address',
      'occupation',
      'third_party_determination',
    ]);
    expect(codes('100', { acting_for_third_party: false }, nobody, 'cash')).not.toContain(
      'third_party_determination',
    );
    expect(codes('100', { is_on_behalf: true }, nobody, 'cash')).toContain(
      'third_party_relationship',
    );
  });

  it('asks nothing for a pair too large to record: the form names that problem instead', () => {
    expect(codes('99999999999999999999999')).toEqual([]);
  });

  it('counts virtual currency from $1,000', () => {
    const btc = (amount: string) =>
      values('0', {
        pairs: [
          {
            from_currency_id: ID.btc,
            to_currency_id: ID.cad,
            amount,
            receives: '',
            custom_rate: '',
          },
        ],
      }).pairs;
    expect(codes('0', { pairs: btc('0.0099') })).toEqual([]);
    expect(codes('0', { pairs: btc('0.01') })).toContain('date_of_birth');
  });
});
