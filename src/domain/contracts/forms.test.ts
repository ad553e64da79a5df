import { describe, expect, it } from 'vitest';
import {
  adjustmentForm,
  checkPositiveAmount,
  COST_ON_DECREASE_MESSAGE,
  POSITIVE_AMOUNT_MESSAGE,
} from './accounts';
import { REQUIRED_FIELDS_MESSAGE } from './currencies';
import { currencyForm, WHOLE_FORM_PATH } from './currency-form';
import { associateCustomerForm, createCustomerBodyAt, CUSTOMER_MESSAGES } from './customers';
import { ID_CARD_MESSAGES, idCardForm } from './id-cards';
import { createRateBody, rateForm, SAME_CURRENCY_MESSAGE } from './rates';

// Each issue as "path: message", the way a form shows it under a field.
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const USD = '00000000-0000-4000-8000-000000000001';
const CAD = '00000000-0000-4000-8000-000000000002';

describe('balance adjustment form', () => {
  it('reads exponent notation from a number input as the plain amount', () => {
    const parsed = adjustmentForm.parse({ direction: 'increase', amount: '1e3' });
    expect(parsed.amount).toBe('1000');
    expect(adjustmentForm.parse({ direction: 'increase', amount: '2.5E-2' }).amount).toBe('0.025');
  });

  it.each([
    ['123456789012345678901234567890', 'Amount is too large'],
    ['0.0000000000000000001', 'Amount has more than 18 decimal places'],
    ['1e25', 'Amount is too large'],
    ['', POSITIVE_AMOUNT_MESSAGE],
    ['0', POSITIVE_AMOUNT_MESSAGE],
    ['-3', POSITIVE_AMOUNT_MESSAGE],
  ])('refuses %j with %j under the amount', (amount, message) => {
    const result = adjustmentForm.safeParse({ direction: 'increase', amount });
    expect(issues(result)).toEqual([`amount: ${message}`]);
  });

  it('reads an empty cost as none, and a typed one as its plain amount', () => {
    const none = adjustmentForm.parse({ direction: 'increase', amount: '5', cost_cad: ' ' });
    expect(none.cost_cad).toBeUndefined();
    const typed = adjustmentForm.parse({ direction: 'increase', amount: '5', cost_cad: '1.2e1' });
    expect(typed.cost_cad).toBe('12');
  });

  it.each([
    [{ direction: 'increase', cost_cad: '0' }, `cost_cad: ${POSITIVE_AMOUNT_MESSAGE}`],
    [{ direction: 'increase', cost_cad: 'abc' }, `cost_cad: ${POSITIVE_AMOUNT_MESSAGE}`],
    [{ direction: 'decrease', cost_cad: '7' }, `cost_cad: ${COST_ON_DECREASE_MESSAGE}`],
  ])('refuses the cost of %j under the cost', (fields, message) => {
    expect(issues(adjustmentForm.safeParse({ amount: '5', ...fields }))).toEqual([message]);
  });

  it('keeps exponent notation a 400 over JSON, with the precise message for a huge amount', () => {
    expect(checkPositiveAmount('1e3')).toEqual({ ok: false, message: POSITIVE_AMOUNT_MESSAGE });
    expect(checkPositiveAmount('1'.repeat(30))).toEqual({
      ok: false,
      message: 'Amount is too large',
    });
  });
});

describe('rate form', () => {
  const rate = { from_currency_id: USD, to_currency_id: CAD, buy_rate: '1.3', sell_rate: '1.4' };

  it('refuses a currency paired with itself under the second currency, as the API does', () => {
    const same = { ...rate, to_currency_id: USD };
    expect(issues(rateForm.safeParse({ ...same, effective: null }))).toEqual([
      `to_currency_id: ${SAME_CURRENCY_MESSAGE}`,
    ]);
    expect(issues(createRateBody.safeParse(same))).toEqual([
      `to_currency_id: ${SAME_CURRENCY_MESSAGE}`,
    ]);
  });

  it('says which field is missing and reads exponent rates', () => {
    const empty = { from_currency_id: '', to_currency_id: '', buy_rate: '', sell_rate: '1e-1' };
    expect(issues(rateForm.safeParse({ ...empty, effective: null }))).toEqual([
      'from_currency_id: Please choose the currency to convert from',
      'to_currency_id: Please choose the currency to convert to',
      'buy_rate: Buy rate is required',
    ]);
    expect(rateForm.parse({ ...rate, sell_rate: '14e-1', effective: '2026-01-02' })).toMatchObject({
      sell_rate: '1.4',
      effective: '2026-01-02',
    });
  });
});

describe('currency form', () => {
  const fiat = {
    code: 'xyz',
    name: 'Zed',
    symbol: 'z',
    crypto_id: '',
    tier: '3',
    rounding_factor: '1',
    decimal_places: '2',
  };

  it('reports missing required fields about the whole form', () => {
    const result = currencyForm('create', 'fiat').safeParse({ ...fiat, code: '' });
    expect(issues(result)).toEqual([`${WHOLE_FORM_PATH}: ${REQUIRED_FIELDS_MESSAGE}`]);
  });

  it('needs the provider id for a crypto currency, and ignores it for fiat', () => {
    const crypto = currencyForm('create', 'crypto');
    expect(issues(crypto.safeParse({ ...fiat, code: 'coin' }))).toEqual([
      `${WHOLE_FORM_PATH}: ${REQUIRED_FIELDS_MESSAGE}`,
    ]);
    expect(crypto.parse({ ...fiat, code: 'coin', crypto_id: 'My-Coin' })).toMatchObject({
      code: 'COIN',
      crypto_id: 'my-coin',
      is_active: true,
    });
    expect(currencyForm('create', 'fiat').parse({ ...fiat, crypto_id: 'x' }).crypto_id).toBeNull();
  });

  it('puts a rule about one field under that field', () => {
    const result = currencyForm('create', 'fiat').safeParse({ ...fiat, rounding_factor: '1e-3' });
    expect(issues(result)).toEqual(['rounding_factor: Rounding factor must be at least 0.01']);
    const update = currencyForm('update', 'fiat').safeParse({ ...fiat, decimal_places: '' });
    expect(issues(update)).toEqual(['decimal_places: Decimal places is required']);
  });
});

describe('date rules take the clock', () => {
  const noon = (day: string) => () => new Date(`${day}T12:00:00Z`);
  const card = { id_number: 'P1', id_type: 'Passport', issued_date: null, expiry_date: null };

  it('refuses an ID card issued after, or expired before, the given day', () => {
    const form = idCardForm(noon('2026-06-15'));
    expect(issues(form.safeParse({ ...card, issued_date: '2026-06-17' }))).toEqual([
      `issued_date: ${ID_CARD_MESSAGES.issuedInFuture}`,
    ]);
    expect(issues(form.safeParse({ ...card, expiry_date: '2026-06-13' }))).toEqual([
      `expiry_date: ${ID_CARD_MESSAGES.expiryInPast}`,
    ]);
    expect(
      form.safeParse({ ...card, issued_date: '2026-06-15', expiry_date: '2026-06-15' }).success,
    ).toBe(true);
    // The same card a year later has expired.
    expect(
      idCardForm(noon('2027-06-15')).safeParse({ ...card, expiry_date: '2026-06-15' }).success,
    ).toBe(false);
  });

  it('checks a new customer’s birthday and cards against the same clock', () => {
    const body = createCustomerBodyAt(noon('2026-06-15'));
    const customer = { first_name: 'A', last_name: 'B', email: 'a@b.test' };
    expect(issues(body.safeParse({ ...customer, birthday: '2026-06-20' }))).toEqual([
      `birthday: ${CUSTOMER_MESSAGES.birthdayInFuture}`,
    ]);
    const cards = [{ ...card, issued_date: '2026-07-01' }];
    expect(issues(body.safeParse({ ...customer, id_cards: cards }))).toEqual([
      `id_cards.0.issued_date: ${ID_CARD_MESSAGES.issuedInFuture}`,
    ]);
  });
});

it('associating needs a chosen customer', () => {
  expect(issues(associateCustomerForm.safeParse({ customer_id: '' }))).toEqual([
    'customer_id: Please select a customer',
  ]);
});
