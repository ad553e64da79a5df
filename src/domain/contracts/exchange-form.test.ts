import { describe, expect, it } from 'vitest';
import { EXCHANGE_MESSAGES } from '../exchange';
import type { RateRow } from '../rates';
import { exchangeForm, type ExchangeFormContext, type ExchangeFormValues } from './exchange-form';
import { createExchangeBody } from './exchange-request';

const ID = {
  customer: '11111111-1111-4111-8111-111111111111',
  cad: '22222222-2222-4222-8222-222222222222',
  usd: '33333333-3333-4333-8333-333333333333',
  eur: '44444444-4444-4444-8444-444444444444',
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
  rates: [rate(ID.usd, ID.cad, '1.37'), rate(ID.eur, ID.usd, '1.1')],
  currencies: [
    { id: ID.cad, code: 'CAD', rounding_factor: '0.05' },
    { id: ID.usd, code: 'USD', rounding_factor: '0.01' },
    { id: ID.eur, code: 'EUR', rounding_factor: '0.01' },
  ],
  customerHasValidIdCard: false,
  requireIdForCard: true,
};
const pair = (from: string, to: string, amount: string, extra = {}) => ({
  from_currency_id: from,
  to_currency_id: to,
  amount,
  receives: '',
  custom_rate: '',
  ...extra,
});
const values = (pairs: ExchangeFormValues['pairs']): ExchangeFormValues => ({
  customer_id: ID.customer,
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
  pairs,
});
const issues = (v: ExchangeFormValues) => {
  const result = exchangeForm(context).safeParse(v);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('exchangeForm', () => {
  it('refuses a pair too large to record before submit, as the server does', () => {
    const big = '99999999999999999999';
    expect(
      issues(
        values([pair(ID.usd, ID.cad, '10'), pair(ID.usd, ID.cad, big, { custom_rate: '10' })]),
      ),
    ).toEqual([['pairs.1.amount', 'Pair 2: the amount at this rate is too large to record']]);
    expect(
      issues(values([pair(ID.usd, ID.cad, '', { receives: big, custom_rate: '0.01' })])),
    ).toEqual([['pairs.0.receives', 'Pair 1: the amount at this rate is too large to record']]);
  });

  it('refuses a pair that cannot be valued in CAD', () => {
    expect(issues(values([pair(ID.eur, ID.usd, '10')]))).toEqual([
      ['pairs.0.amount', 'No rate to CAD for EUR'],
    ]);
    expect(issues(values([pair(ID.usd, ID.cad, '10')]))).toEqual([]);
  });

  it('refuses a customer acting for someone else outside an on-behalf exchange', () => {
    const body = {
      customer_id: '11111111-1111-4111-8111-111111111111',
      acting_for_third_party: true,
      pairs: [
        {
          from_currency_id: '22222222-2222-4222-8222-222222222222',
          to_currency_id: '33333333-3333-4333-8333-333333333333',
          amount: '10',
        },
      ],
    };
    const result = createExchangeBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['acting_for_third_party', EXCHANGE_MESSAGES.actingForSomeoneElse],
    ]);
    expect(createExchangeBody.safeParse({ ...body, acting_for_third_party: false }).success).toBe(
      true,
    );
  });
});
