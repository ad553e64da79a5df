// What an exchange needs on file before it completes (docs/decisions/0026), on top of SPEC's
// card-needs-ID rule:
// - $3,000 or more (virtual currency: $1,000 or more): an ID card that identifies on the day
//   (complete, verified, unexpired: id-card-on-file.ts) and the customer's
//   date of birth, address and occupation; for a business exchange, the ID card and the
//   company's name, address and principal business instead of the personal facts.
// - A high-risk customer: an ID card and the source of money for every exchange.
// - On behalf of someone, $3,000 or more: the relationship between customer and recipient.
// - An exchange that makes or joins a large cash (or virtual currency) transaction report in
//   its 24-hour window: the conductor's identification as at $3,000, and the third party
//   determination (the relationship to the recipient of an on-behalf exchange; otherwise the
//   answer that the customer acts for no one else). Only the server knows the window's totals.
// FINTRAC counts the transaction, and an exchange of several pairs is one transaction conducted
// at once, so the amounts compared are the sum of the exchange's pairs' CAD values (the
// virtual currency rule sums the pairs that buy or sell virtual currency).
import type { RiskLevel } from '../constants';
import { identifiesOn, type IdCardOnFile } from './id-card-on-file';
import { type Dec, type DecimalLike, formatAmount, sum, toDec } from '../money';
import type { ComplianceThresholds } from './thresholds';

export const REQUIREMENT_CODES = [
  'id_card',
  'date_of_birth',
  'address',
  'occupation',
  'company',
  'company_name',
  'company_address',
  'company_principal_business',
  'source_of_money',
  'third_party_determination',
  'third_party_relationship',
] as const;
export type RequirementCode = (typeof REQUIREMENT_CODES)[number];
export type MissingRequirement = { code: RequirementCode; message: string };

export type ExchangePairFacts = { base_value: DecimalLike; is_virtual_currency: boolean };

export type ExchangeFacts = {
  pairs: readonly ExchangePairFacts[];
  /** The exchange's date (YYYY-MM-DD): an ID card counts when it identifies on it
   * (id-card-on-file.ts: complete, verified by then, not expired by then). */
  transaction_date: string;
  category: 'personal' | 'business';
  customer: {
    id_cards: readonly IdCardOnFile[];
    birthday: string | null;
    address: string | null;
    occupation: string | null;
    risk_level: RiskLevel;
  };
  /** The customer's company (for a business exchange); `industry` is its principal business. */
  company: { name: string | null; address: string | null; industry: string | null } | null;
  source_of_money: string | null;
  is_on_behalf: boolean;
  third_party_relationship: string | null;
  /** The answer to "is the customer acting on behalf of someone else?" (null: not asked). */
  acting_for_third_party: boolean | null;
  /** The report of its 24-hour window this exchange makes or joins (the server's finding). */
  window_report: WindowReport | null;
};

/** The third party record of an exchange whose customer said they act for no one else. */
export const NO_THIRD_PARTY = 'None: acting for themselves';

/** A large cash transaction report (LCTR) or a large virtual currency one (LVCTR). */
export type WindowReport = 'cash' | 'virtual_currency';

type Thresholds = Pick<
  ComplianceThresholds,
  | 'identification_cad'
  | 'virtual_currency_identification_cad'
  | 'third_party_record_cad'
  | 'large_cash_cad'
  | 'large_virtual_currency_cad'
>;

/** Why identification is needed: the amount, the virtual currency amount, or neither. */
export type IdentificationRule = 'amount' | 'virtual_currency' | null;

/** An exchange's value in CAD: the sum of its pairs' values. */
export function exchangeValueCad(pairs: readonly ExchangePairFacts[]): Dec {
  return sum(pairs.map((pair) => pair.base_value));
}

export function identificationRule(
  pairs: readonly ExchangePairFacts[],
  thresholds: Thresholds,
): IdentificationRule {
  if (exchangeValueCad(pairs).gte(thresholds.identification_cad)) return 'amount';
  const virtual = exchangeValueCad(pairs.filter((pair) => pair.is_virtual_currency));
  return virtual.gte(thresholds.virtual_currency_identification_cad) ? 'virtual_currency' : null;
}

/** "$3,000", or "$2,999.50" for a threshold with cents. */
export function formatThreshold(value: DecimalLike): string {
  const amount = toDec(value);
  return `$${formatAmount(amount, amount.isInteger() ? 0 : 2)}`;
}

const isBlank = (value: string | null) => value === null || value.trim() === '';

type Rule = 'amount' | 'virtual_currency' | 'high_risk' | 'window_cash' | 'window_virtual';

function ruleWording(rule: Rule, t: Thresholds): string {
  if (rule === 'amount') return `for exchanges of ${formatThreshold(t.identification_cad)} or more`;
  if (rule === 'window_cash') {
    return `for cash of ${formatThreshold(t.large_cash_cad)} or more within 24 hours`;
  }
  if (rule === 'window_virtual') {
    return `for virtual currency of ${formatThreshold(t.large_virtual_currency_cad)} or more within 24 hours`;
  }
  if (rule === 'virtual_currency') {
    return `for virtual currency exchanges of ${formatThreshold(t.virtual_currency_identification_cad)} or more`;
  }
  return 'for every exchange by a high-risk customer';
}

const LABELS: Record<RequirementCode, string> = {
  id_card: 'A complete, verified and unexpired ID card',
  date_of_birth: 'Date of birth',
  address: 'Address',
  occupation: 'Occupation',
  company: "The customer's company",
  company_name: 'Company name',
  company_address: 'Company address',
  company_principal_business: "Company's principal business",
  source_of_money: 'Source of money',
  third_party_determination: 'Whether the customer is acting on behalf of someone else',
  third_party_relationship: 'The relationship between the customer and the recipient',
};

function identityGaps(facts: ExchangeFacts): RequirementCode[] {
  const { customer, company } = facts;
  if (facts.category === 'business') {
    if (!company) return ['company'];
    return [
      ...(isBlank(company.name) ? (['company_name'] as const) : []),
      ...(isBlank(company.address) ? (['company_address'] as const) : []),
      ...(isBlank(company.industry) ? (['company_principal_business'] as const) : []),
    ];
  }
  return [
    ...(isBlank(customer.birthday) ? (['date_of_birth'] as const) : []),
    ...(isBlank(customer.address) ? (['address'] as const) : []),
    ...(isBlank(customer.occupation) ? (['occupation'] as const) : []),
  ];
}

/**
 * Everything the exchange still needs, in a stable order, each with its code and a message that
 * names the rule; empty when it may complete. Each code appears once, worded by the first rule
 * that asks for it (the amount, then virtual currency, then high risk).
 */
export function missingRequirements(
  facts: ExchangeFacts,
  thresholds: Thresholds,
): MissingRequirement[] {
  const found = new Map<RequirementCode, string>();
  const need = (code: RequirementCode, wording: string) => {
    if (!found.has(code)) found.set(code, `${LABELS[code]} is required ${wording}`);
  };
  const hasIdCard = facts.customer.id_cards.some((card) =>
    identifiesOn(card, facts.transaction_date),
  );

  const rule = identificationRule(facts.pairs, thresholds);
  const identify = (wording: string) => {
    if (!hasIdCard) need('id_card', wording);
    identityGaps(facts).forEach((code) => need(code, wording));
  };
  if (rule) identify(ruleWording(rule, thresholds));
  const report = facts.window_report;
  const reportWording = report
    ? ruleWording(report === 'cash' ? 'window_cash' : 'window_virtual', thresholds)
    : null;
  if (reportWording) identify(reportWording);
  if (facts.customer.risk_level === 'high') {
    const wording = ruleWording('high_risk', thresholds);
    if (!hasIdCard) need('id_card', wording);
    if (isBlank(facts.source_of_money)) need('source_of_money', wording);
  }
  const value = exchangeValueCad(facts.pairs);
  if (
    facts.is_on_behalf &&
    value.gte(thresholds.third_party_record_cad) &&
    isBlank(facts.third_party_relationship)
  ) {
    need(
      'third_party_relationship',
      `for on-behalf exchanges of ${formatThreshold(thresholds.third_party_record_cad)} or more`,
    );
  }
  if (reportWording) {
    if (facts.is_on_behalf && isBlank(facts.third_party_relationship)) {
      need('third_party_relationship', reportWording);
    }
    if (!facts.is_on_behalf && facts.acting_for_third_party !== false) {
      need('third_party_determination', reportWording);
    }
  }
  return REQUIREMENT_CODES.filter((code) => found.has(code)).map((code) => ({
    code,
    message: found.get(code) as string,
  }));
}
