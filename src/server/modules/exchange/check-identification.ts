import {
  type ComplianceThresholds,
  type ExchangeFacts,
  missingRequirements,
  NO_THIRD_PARTY,
  type WindowReport,
} from '@domain/compliance';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { HttpError } from '../../http-errors';
import type { ExchangeCustomer } from './start-exchange';
import type { PricedPair } from './price-pairs';

/**
 * FINTRAC's identification and record-keeping rules (docs/decisions/0026), on top of SPEC's
 * card rule: an exchange of $3,000 or more (virtual currency: $1,000), a high-risk customer,
 * an on-behalf exchange of $3,000 or more, an exchange that makes or joins a large cash or
 * virtual currency report of its window (`windowReport`, found under the people's locks).
 * Refused with 422 `kyc_required`, naming each missing requirement and the window's report (so
 * the exchange screen, which cannot know the window's totals, asks the same), before anything
 * is written.
 */
export function checkIdentification(
  input: CreateExchangeInput,
  customer: ExchangeCustomer,
  pairs: readonly PricedPair[],
  transactionDate: string,
  thresholds: ComplianceThresholds,
  windowReport: WindowReport | null,
): void {
  const facts: ExchangeFacts = {
    pairs: pairs.map((pair) => ({
      base_value: pair.base_value,
      is_virtual_currency: pair.from.crypto_id !== null || pair.to.crypto_id !== null,
    })),
    transaction_date: transactionDate,
    category: input.transaction_category,
    customer,
    company: customer.company,
    source_of_money: input.source_of_money,
    is_on_behalf: input.is_on_behalf,
    third_party_relationship: input.third_party_relationship,
    acting_for_third_party: input.acting_for_third_party ?? null,
    window_report: windowReport,
  };
  const missing = missingRequirements(facts, thresholds);
  if (missing.length === 0) return;
  const message = missing.map((m) => m.message).join('. ');
  throw new HttpError(422, 'kyc_required', message, undefined, {
    missing,
    window_report: windowReport,
  });
}

/** The exchange's third party record: the relationship to the recipient of an on-behalf
 * exchange, or that the customer acts for no one else when they said so. */
export function thirdPartyRecord(input: CreateExchangeInput): string | null {
  if (input.is_on_behalf) return input.third_party_relationship;
  return input.acting_for_third_party === false ? NO_THIRD_PARTY : null;
}
