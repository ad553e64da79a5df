// Exchange facts for the identification rules' tests: a customer with everything on file, one
// with nothing, and an exchange of $3,000 that changes only what a test says.
import type { ExchangeFacts } from './identification';
import { missingRequirements } from './identification';
import { DEFAULT_COMPLIANCE_THRESHOLDS as DEFAULTS } from './thresholds';

export const KNOWN_CUSTOMER: ExchangeFacts['customer'] = {
  id_cards: [
    {
      id_type: "Driver's Licence",
      expiry_date: '2030-01-01',
      issuing_country: 'CA',
      issuing_jurisdiction: 'ON',
      verified_on: '2026-01-10',
    },
  ],
  birthday: '1980-05-01',
  address: '1 King St W, Toronto',
  occupation: 'Engineer',
  risk_level: 'low',
};

export function exchange(overrides: Partial<ExchangeFacts> = {}): ExchangeFacts {
  return {
    pairs: [{ base_value: '3000.00', is_virtual_currency: false }],
    transaction_date: '2026-07-15',
    category: 'personal',
    customer: KNOWN_CUSTOMER,
    company: null,
    source_of_money: null,
    is_on_behalf: false,
    third_party_relationship: null,
    acting_for_third_party: null,
    window_report: null,
    ...overrides,
  };
}
export const unknown = {
  ...KNOWN_CUSTOMER,
  id_cards: [],
  birthday: null,
  address: null,
  occupation: null,
};
export const codes = (facts: ExchangeFacts) =>
  missingRequirements(facts, DEFAULTS).map((m) => m.code);
