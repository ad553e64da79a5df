import { describe, expect, it } from 'vitest';
import { fullReceipt, quickReceiptLines, QUICK_RECEIPT_WIDTH } from './receipt';
import { exchange, onBehalf } from './receipt-fixture';

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

  it('quotes a rate per 100 units of a currency quoted so (issue 46), both ways', () => {
    const [usd, jpy] = exchange.transactions;
    if (!usd || !jpy) throw new Error('the fixture has two pairs');
    const per100 = { ...jpy.from_currency, quote_unit: 100 };
    const lines = quickReceiptLines({
      ...exchange,
      transactions: [usd, { ...jpy, from_currency: per100 }],
    });
    expect(lines).toContain('Rate:       100 JPY = 0.8967 CAD');
    // CAD -> JPY at 111.5 JPY per CAD reads per 100 JPY too: 100 / 111.5 = 0.8969 CAD.
    const sold = {
      ...jpy,
      from_currency: usd.to_currency,
      to_currency: per100,
      rate_used: '111.5',
    };
    expect(quickReceiptLines({ ...exchange, transactions: [sold] })).toContain(
      'Rate:       100 JPY = 0.8969 CAD',
    );
    expect(fullReceipt({ ...exchange, transactions: [sold] }).pairs[0]?.rate).toBe(
      '100 JPY = 0.896861 CAD',
    );
  });

  it('shows what was tendered and went back when the payout was rounded (issue 46)', () => {
    const [usd] = exchange.transactions;
    if (!usd) throw new Error('the fixture has a pair');
    // 1,350.00 CAD bought 1,000 USD of the 1,352.40 CAD the customer first offered.
    const rounded = {
      ...usd,
      from_currency: usd.to_currency,
      to_currency: usd.from_currency,
      from_amount: '1350',
      to_amount: '1000',
      rate_used: '0.7407',
      offered_amount: '1352.4',
    };
    const lines = quickReceiptLines({ ...exchange, transactions: [rounded] });
    expect(lines).toEqual(
      expect.arrayContaining([
        'Tendered:           1,352.40 CAD',
        'Change:                 2.40 CAD',
      ]),
    );
    expect(fullReceipt({ ...exchange, transactions: [rounded] }).roundings).toEqual([
      'Pair 1: 1,352.40 CAD tendered, 2.40 CAD back (rounded to the notes the till pays out)',
    ]);
    const french = quickReceiptLines({
      ...exchange,
      receipt_language: 'fr',
      transactions: [rounded],
    });
    expect(french).toEqual(
      expect.arrayContaining([
        'Offert\u00a0:            1\u00a0352,40 CAD',
        'Rendu\u00a0:                 2,40 CAD',
      ]),
    );
    // Without a rounding, nothing of it.
    expect(quickReceiptLines(exchange).some((line) => line.startsWith('Tendered'))).toBe(false);
    expect(fullReceipt(exchange).roundings).toEqual([]);
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
      phoneLine: 'Tel: 416-555-0100',
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

  it('names the currencies in the receipt language, keeping a name the bureau wrote', () => {
    const french = fullReceipt({ ...onBehalf, receipt_language: 'fr' });
    expect(french.pairs.map((pair) => [pair.from_currency, pair.to_currency])).toEqual([
      ['USD (Dollar des États-Unis)', 'CAD (Dollar canadien)'],
      ['JPY (Yen japonais)', 'CAD (Dollar canadien)'],
    ]);
    const [first] = onBehalf.transactions;
    const own = fullReceipt({
      ...onBehalf,
      receipt_language: 'fr',
      transactions: [{ ...first!, from_currency: { ...first!.from_currency, name: 'Dollar US' } }],
    });
    expect(own.pairs[0]?.from_currency).toBe('USD (Dollar US)');
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
