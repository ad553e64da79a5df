import { describe, expect, it } from 'vitest';
import { codes, exchange, KNOWN_CUSTOMER, unknown } from './identification-facts';
import {
  exchangeValueCad,
  formatThreshold,
  identificationRule,
  missingRequirements,
} from './identification';
import { DEFAULT_COMPLIANCE_THRESHOLDS as DEFAULTS } from './thresholds';

describe('the identification threshold', () => {
  it('applies from $3,000, summing the pairs of one exchange', () => {
    const pairs = (...values: string[]) =>
      values.map((base_value) => ({ base_value, is_virtual_currency: false }));
    expect(identificationRule(pairs('2999.99'), DEFAULTS)).toBeNull();
    expect(identificationRule(pairs('3000.00'), DEFAULTS)).toBe('amount');
    expect(identificationRule(pairs('1500.00', '1500.00'), DEFAULTS)).toBe('amount');
    expect(exchangeValueCad(pairs('1500.00', '1499.99')).toFixed(2)).toBe('2999.99');
  });

  it('applies from $1,000 to the virtual currency pairs of an exchange', () => {
    expect(
      identificationRule(
        [
          { base_value: '999.99', is_virtual_currency: true },
          { base_value: '1500.00', is_virtual_currency: false },
        ],
        DEFAULTS,
      ),
    ).toBeNull();
    expect(
      identificationRule(
        [
          { base_value: '600.00', is_virtual_currency: true },
          { base_value: '400.00', is_virtual_currency: true },
        ],
        DEFAULTS,
      ),
    ).toBe('virtual_currency');
  });

  it('writes thresholds as people read them', () => {
    expect(formatThreshold('3000')).toBe('$3,000');
    expect(formatThreshold('2999.5')).toBe('$2,999.50');
  });
});

describe('what a personal exchange still needs', () => {
  it('needs nothing under $3,000 from a low-risk customer', () => {
    expect(
      missingRequirements(
        exchange({
          pairs: [{ base_value: '2999.99', is_virtual_currency: false }],
          customer: unknown,
        }),
        DEFAULTS,
      ),
    ).toEqual([]);
  });

  it('needs nothing at $3,000 when everything is on file', () => {
    expect(missingRequirements(exchange(), DEFAULTS)).toEqual([]);
  });

  it('names each missing fact at $3,000', () => {
    expect(missingRequirements(exchange({ customer: unknown }), DEFAULTS)).toEqual([
      {
        code: 'id_card',
        message:
          'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more',
      },
      {
        code: 'date_of_birth',
        message: 'Date of birth is required for exchanges of $3,000 or more',
      },
      { code: 'address', message: 'Address is required for exchanges of $3,000 or more' },
      { code: 'occupation', message: 'Occupation is required for exchanges of $3,000 or more' },
    ]);
  });

  it('names only the date of birth when it alone is missing, and counts blank text as missing', () => {
    expect(
      missingRequirements(exchange({ customer: { ...KNOWN_CUSTOMER, birthday: null } }), DEFAULTS),
    ).toEqual([
      {
        code: 'date_of_birth',
        message: 'Date of birth is required for exchanges of $3,000 or more',
      },
    ]);
    expect(codes(exchange({ customer: { ...KNOWN_CUSTOMER, occupation: '  ' } }))).toEqual([
      'occupation',
    ]);
  });

  it('counts an ID card that expires on the exchange date, not one that expired the day before', () => {
    const card = (expiry_date: string | null) => ({
      ...KNOWN_CUSTOMER,
      id_cards: [{ ...KNOWN_CUSTOMER.id_cards[0]!, expiry_date }],
    });
    expect(codes(exchange({ customer: card('2026-07-15') }))).toEqual([]);
    expect(codes(exchange({ customer: card(null) }))).toEqual([]);
    expect(codes(exchange({ customer: card('2026-07-14') }))).toEqual(['id_card']);
  });

  it('words the virtual currency rule from $1,000', () => {
    const facts = exchange({
      pairs: [{ base_value: '1000.00', is_virtual_currency: true }],
      customer: { ...KNOWN_CUSTOMER, occupation: null },
    });
    expect(missingRequirements(facts, DEFAULTS)).toEqual([
      {
        code: 'occupation',
        message: 'Occupation is required for virtual currency exchanges of $1,000 or more',
      },
    ]);
  });

  it('follows the thresholds of the settings', () => {
    const strict = { ...DEFAULTS, identification_cad: '2500' };
    const facts = exchange({
      pairs: [{ base_value: '2600', is_virtual_currency: false }],
      customer: { ...KNOWN_CUSTOMER, address: null },
    });
    expect(missingRequirements(facts, strict)).toEqual([
      { code: 'address', message: 'Address is required for exchanges of $2,500 or more' },
    ]);
  });
});

describe('what a business exchange still needs', () => {
  const company = { name: 'Maple Imports', address: '2 Bay St, Toronto', industry: 'Import' };

  it("asks for the ID card and the company's facts instead of the personal ones", () => {
    const customer = { ...unknown, id_cards: KNOWN_CUSTOMER.id_cards };
    expect(codes(exchange({ category: 'business', customer, company }))).toEqual([]);
    expect(
      missingRequirements(
        exchange({
          category: 'business',
          customer: unknown,
          company: { name: 'Maple Imports', address: null, industry: ' ' },
        }),
        DEFAULTS,
      ),
    ).toEqual([
      {
        code: 'id_card',
        message:
          'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more',
      },
      {
        code: 'company_address',
        message: 'Company address is required for exchanges of $3,000 or more',
      },
      {
        code: 'company_principal_business',
        message: "Company's principal business is required for exchanges of $3,000 or more",
      },
    ]);
  });

  it('asks for a company when the customer has none', () => {
    expect(codes(exchange({ category: 'business', company: null }))).toEqual(['company']);
  });
});

describe('high-risk customers', () => {
  const highRisk = { ...unknown, risk_level: 'high' as const };
  const small = [{ base_value: '50.00', is_virtual_currency: false }];

  it('need an ID card and the source of money for every exchange, whatever the amount', () => {
    expect(missingRequirements(exchange({ pairs: small, customer: highRisk }), DEFAULTS)).toEqual([
      {
        code: 'id_card',
        message:
          'A complete, verified and unexpired ID card is required for every exchange by a high-risk customer',
      },
      {
        code: 'source_of_money',
        message: 'Source of money is required for every exchange by a high-risk customer',
      },
    ]);
    expect(
      codes(
        exchange({
          pairs: small,
          customer: { ...highRisk, id_cards: KNOWN_CUSTOMER.id_cards },
          source_of_money: 'Salary',
        }),
      ),
    ).toEqual([]);
  });

  it('name the ID card once, by the amount rule, at $3,000', () => {
    expect(codes(exchange({ customer: highRisk }))).toEqual([
      'id_card',
      'date_of_birth',
      'address',
      'occupation',
      'source_of_money',
    ]);
    expect(missingRequirements(exchange({ customer: highRisk }), DEFAULTS)[0]?.message).toBe(
      'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more',
    );
  });
});

describe('on-behalf exchanges', () => {
  it('record the relationship from $3,000', () => {
    expect(missingRequirements(exchange({ is_on_behalf: true }), DEFAULTS)).toEqual([
      {
        code: 'third_party_relationship',
        message:
          'The relationship between the customer and the recipient is required for on-behalf exchanges of $3,000 or more',
      },
    ]);
    expect(codes(exchange({ is_on_behalf: true, third_party_relationship: 'Sister' }))).toEqual([]);
    expect(
      codes(
        exchange({
          is_on_behalf: true,
          pairs: [{ base_value: '2999.99', is_virtual_currency: false }],
        }),
      ),
    ).toEqual([]);
  });
});
