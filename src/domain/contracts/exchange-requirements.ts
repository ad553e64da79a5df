// The exchange screen's preview of FINTRAC's identification rules (docs/decisions/0026): the
// same missingRequirements the server applies, fed with the form's priced pairs and what is on
// file for the customer, so staff see what is needed before they submit.
import {
  type ComplianceThresholds,
  type ExchangeFacts,
  type IdCardOnFile,
  type MissingRequirement,
  missingRequirements,
  type WindowReport,
} from '../compliance';
import type { RiskLevel } from '../constants';
import { previewPair, type ExchangeFormContext, type ExchangeFormValues } from './exchange-form';

export type CustomerOnFile = {
  birthday: string | null;
  address: string | null;
  occupation: string | null;
  risk_level: RiskLevel;
  id_cards: readonly IdCardOnFile[];
};

export type CompanyOnFile = { name: string; address: string | null; industry: string | null };

export function exchangeRequirements(args: {
  values: ExchangeFormValues;
  context: ExchangeFormContext;
  /** Which currencies are virtual (have a crypto id). */
  virtualCurrencyIds: ReadonlySet<string>;
  customer: CustomerOnFile;
  company: CompanyOnFile | null;
  thresholds: ComplianceThresholds;
  today: string;
  /** What the server answered for this customer: the exchange makes or joins a report of its
   * window (the browser cannot know the window's totals). */
  windowReport: WindowReport | null;
}): MissingRequirement[] {
  const { values, context, virtualCurrencyIds } = args;
  const pairs: ExchangeFacts['pairs'][number][] = [];
  for (const pair of values.pairs) {
    const preview = previewPair(pair, context);
    // A pair the server would refuse anyway (too large to record) asks for nothing.
    if (!preview.figures || !preview.baseValue || !preview.fits) continue;
    pairs.push({
      base_value: preview.baseValue,
      is_virtual_currency:
        virtualCurrencyIds.has(pair.from_currency_id) ||
        virtualCurrencyIds.has(pair.to_currency_id),
    });
  }
  return missingRequirements(
    {
      pairs,
      transaction_date: values.transaction_date ?? args.today,
      category: values.transaction_category,
      customer: args.customer,
      company: args.company,
      source_of_money: values.source_of_money,
      is_on_behalf: values.is_on_behalf,
      third_party_relationship: values.is_on_behalf ? values.third_party_relationship : null,
      acting_for_third_party: values.is_on_behalf ? null : values.acting_for_third_party,
      window_report: args.windowReport,
    },
    args.thresholds,
  );
}
