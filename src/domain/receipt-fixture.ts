import type { ExchangeResponse, TransactionDetail } from './contracts/transactions';

// An exchange of two pairs (USD and JPY to CAD) and its on-behalf variant, for the receipts'
// tests.

const person = (id: string, first: string, last: string, company: string | null = null) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  phone: null,
  company: company ? { id: `${id}-co`, name: company, industry: null } : null,
});
const currency = (code: string, name: string, decimal_places = 2, quote_unit = 1) => ({
  id: `${code}-id`,
  code,
  symbol: '$',
  name,
  decimal_places,
  quote_unit,
});

const customer = person('c1', 'Ada', 'Lovelace');
function pair(
  index: number,
  from: ReturnType<typeof currency>,
  to: ReturnType<typeof currency>,
  amounts: { from: string; to: string; rate: string },
): TransactionDetail {
  return {
    id: `t${index}`,
    reference_number: '2611150042',
    pair_index: index,
    customer_id: customer.id,
    from_currency_id: from.id,
    to_currency_id: to.id,
    from_amount: amounts.from,
    to_amount: amounts.to,
    rate_used: amounts.rate,
    rate_source: 'table',
    base_value: amounts.to,
    transaction_type: 'buy',
    status: 'completed',
    payment_method: 'cash',
    source_of_money: null,
    notes: null,
    transaction_date: '2026-11-15',
    transaction_category: 'personal',
    is_on_behalf: false,
    receipt_language: 'en',
    recipient_customer_id: null,
    recipient_notes: null,
    third_party_relationship: null,
    offered_amount: null,
    created_by: 'u1',
    claimed_at: null,
    claimed_by: null,
    created_at: '2026-11-15T15:00:00.000Z',
    customer,
    recipient_customer: null,
    from_currency: from,
    to_currency: to,
  };
}

const USD = currency('USD', 'US Dollar');
const JPY = currency('JPY', 'Japanese Yen', 0);
const CAD = currency('CAD', 'Canadian Dollar');

export const exchange: ExchangeResponse = {
  reference_number: '2611150042',
  transaction_date: '2026-11-15',
  customer,
  transaction_category: 'personal',
  payment_method: 'cash',
  source_of_money: null,
  notes: null,
  is_on_behalf: false,
  recipient_customer: null,
  recipient_category: null,
  third_party_relationship: null,
  receipt_language: 'en',
  recipient_notes: null,
  total_value: '1484.5',
  transactions: [
    pair(0, USD, CAD, { from: '1000', to: '1350', rate: '1.35' }),
    pair(1, JPY, CAD, { from: '15000', to: '134.5', rate: '0.0089666666' }),
  ],
  business: { name: 'Maple Exchange', address: '1 King St W\nToronto ON', phone: '416-555-0100' },
  teller: 'Sam Teller',
};

export const onBehalf: ExchangeResponse = {
  ...exchange,
  customer: person('c1', 'Alexandra', 'Konstantinopoulou-Smithson de la Vega', 'Acme Trading'),
  transaction_category: 'business',
  payment_method: 'card',
  source_of_money: 'Bank Transfer',
  notes: 'Counter 2, paid in large bills',
  is_on_behalf: true,
  recipient_customer: person('c2', 'Grace', 'Hopper'),
  recipient_category: 'personal',
  recipient_notes: 'Picks up Friday after 3 pm',
};
