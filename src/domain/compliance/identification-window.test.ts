import { describe, expect, it } from 'vitest';
import { codes, exchange, unknown } from './identification-facts';
import { missingRequirements } from './identification';
import { DEFAULT_COMPLIANCE_THRESHOLDS as DEFAULTS } from './thresholds';

describe('an exchange that makes or joins a large transaction report of its window', () => {
  const small = [{ base_value: '2900.00', is_virtual_currency: false }];

  it("needs the conductor's identification and the third party determination, however small", () => {
    const refused = missingRequirements(
      exchange({ pairs: small, customer: unknown, window_report: 'cash' }),
      DEFAULTS,
    );
    expect(refused).toEqual([
      {
        code: 'id_card',
        message:
          'A complete, verified and unexpired ID card is required for cash of $10,000 or more within 24 hours',
      },
      {
        code: 'date_of_birth',
        message: 'Date of birth is required for cash of $10,000 or more within 24 hours',
      },
      {
        code: 'address',
        message: 'Address is required for cash of $10,000 or more within 24 hours',
      },
      {
        code: 'occupation',
        message: 'Occupation is required for cash of $10,000 or more within 24 hours',
      },
      {
        code: 'third_party_determination',
        message:
          'Whether the customer is acting on behalf of someone else is required for cash of $10,000 or more within 24 hours',
      },
    ]);
    // The same exchange outside a report asks for nothing.
    expect(codes(exchange({ pairs: small, customer: unknown }))).toEqual([]);
  });

  it('is satisfied by the facts on file and the answer that the customer acts for themselves', () => {
    const facts = { pairs: small, window_report: 'cash' } as const;
    expect(codes(exchange({ ...facts, acting_for_third_party: false }))).toEqual([]);
    expect(codes(exchange({ ...facts, acting_for_third_party: true }))).toEqual([
      'third_party_determination',
    ]);
  });

  it('asks the relationship of an on-behalf exchange, below $3,000 too', () => {
    const onBehalf = { pairs: small, is_on_behalf: true, window_report: 'cash' } as const;
    expect(missingRequirements(exchange(onBehalf), DEFAULTS)).toEqual([
      {
        code: 'third_party_relationship',
        message:
          'The relationship between the customer and the recipient is required for cash of $10,000 or more within 24 hours',
      },
    ]);
    expect(codes(exchange({ ...onBehalf, third_party_relationship: 'Sister' }))).toEqual([]);
  });

  it('names the virtual currency report for an LVCTR, and the $3,000 rule first when both apply', () => {
    const [card] = missingRequirements(
      exchange({ pairs: small, customer: unknown, window_report: 'virtual_currency' }),
      DEFAULTS,
    );
    expect(card?.message).toBe(
      'A complete, verified and unexpired ID card is required for virtual currency of $10,000 or more within 24 hours',
    );
    const [first] = missingRequirements(
      exchange({ customer: unknown, window_report: 'cash' }),
      DEFAULTS,
    );
    expect(first?.message).toBe(
      'A complete, verified and unexpired ID card is required for exchanges of $3,000 or more',
    );
  });

  it('asks a business exchange for the company, as the $3,000 rule does', () => {
    expect(
      codes(
        exchange({
          pairs: small,
          category: 'business',
          company: { name: 'Maple Co', address: null, industry: null },
          window_report: 'cash',
          acting_for_third_party: false,
        }),
      ),
    ).toEqual(['company_address', 'company_principal_business']);
  });
});
