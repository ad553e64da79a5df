import { describe, expect, it } from 'vitest';
import type { ExchangeResponse, TransactionDetail } from './contracts/transactions';
import { fullReceipt, quickReceiptLines, QUICK_RECEIPT_WIDTH } from './receipt';

const person = (id: string, first: string, last: string, company: string | null = null) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  phone: null,
  company: company ? { id: `${id}-co`, name: company, industry: null } : null,
});
const currency = (code: string, name: string, decimal_places = 2) => ({
  id: `${code}-id`,
  code,
  symbol: '$',
  name,
  decimal_places,
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
    recipient_customer_id: null,
    recipient_notes: null,
    third_party_relationship: null,
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

const exchange: ExchangeResponse = {
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
  recipient_notes: null,
  total_value: '1484.5',
  transactions: [
    pair(0, USD, CAD, { from: '1000', to: '1350', rate: '1.35' }),
    pair(1, JPY, CAD, { from: '15000', to: '134.5', rate: '0.0089666666' }),
  ],
  business: { name: 'Maple Exchange', address: '1 King St W\nToronto ON', phone: '416-555-0100' },
  teller: 'Sam Teller',
};

const onBehalf: ExchangeResponse = {
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

describe('quickReceiptLines', () => {
  it('lays out a receipt of at most 32 characters a line, label and value padded to width', () => {
    const lines = quickReceiptLines(exchange);
    expect(lines.every((line) => line.length <= QUICK_RECEIPT_WIDTH)).toBe(true);
    expect(lines).toEqual([
      '         MAPLE EXCHANGE',
      '          1 King St W',
      '           Toronto ON',
      '       Tel: 416-555-0100',
      '================================',
      '        EXCHANGE RECEIPT',
      '--------------------------------',
      'Ref:                  2611150042',
      'Date:               Nov 15, 2026',
      'Customer:           Ada Lovelace',
      'Category:               Personal',
      'Payment:                    Cash',
      'Teller:               Sam Teller',
      '--------------------------------',
      '#1                    USD -> CAD',
      'From:               1,000.00 USD',
      'To:                 1,350.00 CAD',
      'Rate:                     1.3500',
      '#2                    JPY -> CAD',
      'From:                 15,000 JPY',
      'To:                   134.50 CAD',
      'Rate:                     0.0090',
      '--------------------------------',
      'Total value:        1,484.50 CAD',
      '================================',
      '  Thank you for your business!',
    ]);
  });

  it('wraps long names instead of cutting them, and shows the on-behalf recipient', () => {
    const lines = quickReceiptLines(onBehalf);
    expect(lines.every((line) => line.length <= QUICK_RECEIPT_WIDTH)).toBe(true);
    const text = lines.join('\n');
    expect(text).toContain(
      [
        'Customer:              Alexandra',
        'Konstantinopoulou-Smithson de la',
        '             Vega (Acme Trading)',
      ].join('\n'),
    );
    expect(text).toContain('Category:               Business');
    expect(text).toContain('Payment:                    Card');
    expect(text).toContain('Source:            Bank Transfer');
    expect(text).toContain(
      ['On behalf of:       Grace Hopper', 'Account:                Personal'].join('\n'),
    );
    expect(text).toContain('Pickup:  Picks up Friday after 3\n                              pm');
    expect(text).toContain('Notes:  Counter 2, paid in large\n                           bills');
  });

  it('leaves out the bureau header when no profile is set, and the teller when unknown', () => {
    const lines = quickReceiptLines({ ...exchange, business: null, teller: null });
    expect(lines[0]).toBe('        EXCHANGE RECEIPT');
    expect(lines.join('\n')).not.toContain('Teller');
  });
});

describe('fullReceipt', () => {
  it('holds every field of the receipt data, rates to 6 decimals and the total to 2', () => {
    const receipt = fullReceipt(onBehalf);
    expect(receipt.business).toEqual({
      name: 'Maple Exchange',
      address: ['1 King St W', 'Toronto ON'],
      phone: '416-555-0100',
    });
    expect(receipt.details).toEqual([
      { label: 'Reference Number', value: '2611150042' },
      { label: 'Date', value: 'Nov 15, 2026' },
      {
        label: 'Customer',
        value: 'Alexandra Konstantinopoulou-Smithson de la Vega (Acme Trading)',
      },
      { label: 'Category', value: 'Business' },
      { label: 'Payment Method', value: 'Card' },
      { label: 'Source of Money', value: 'Bank Transfer' },
      { label: 'Notes', value: 'Counter 2, paid in large bills' },
      { label: 'Teller', value: 'Sam Teller' },
    ]);
    expect(receipt.pairs).toEqual([
      {
        from_currency: 'USD (US Dollar)',
        to_currency: 'CAD (Canadian Dollar)',
        from_amount: '1,000.00 USD',
        to_amount: '1,350.00 CAD',
        rate: '1.350000',
      },
      {
        from_currency: 'JPY (Japanese Yen)',
        to_currency: 'CAD (Canadian Dollar)',
        from_amount: '15,000 JPY',
        to_amount: '134.50 CAD',
        rate: '0.008967',
      },
    ]);
    expect(receipt.total).toEqual({ label: 'Total Value', value: '1,484.50 CAD' });
    expect(receipt.onBehalf).toEqual([
      { label: 'On Behalf', value: 'Yes' },
      { label: 'Recipient', value: 'Grace Hopper' },
      { label: 'Recipient Category', value: 'Personal' },
      { label: 'Recipient Notes', value: 'Picks up Friday after 3 pm' },
    ]);
  });

  it('marks empty fields and a missing profile plainly', () => {
    const receipt = fullReceipt({ ...exchange, business: null, teller: null });
    expect(receipt.business).toBeNull();
    expect(receipt.details.filter((row) => row.value === '—').map((row) => row.label)).toEqual([
      'Source of Money',
      'Notes',
      'Teller',
    ]);
    expect(receipt.onBehalf).toEqual([
      { label: 'On Behalf', value: 'No' },
      { label: 'Recipient', value: '—' },
      { label: 'Recipient Category', value: '—' },
      { label: 'Recipient Notes', value: '—' },
    ]);
  });
});
