import { useMemo } from 'react';
import type { MissingRequirement, WindowReport } from '@domain/compliance';
import type { CustomerDetail } from '@domain/contracts/customers';
import type { ExchangeFormContext, ExchangeFormValues } from '@domain/contracts/exchange-form';
import { exchangeRequirements } from '@domain/contracts/exchange-requirements';
import { useCompany } from '@web/features/companies';
import { useComplianceThresholds } from '@web/shared/compliance-thresholds';

// What FINTRAC's identification rules still need for the exchange being typed, as the server
// will judge it (docs/decisions/0026): none until a customer is chosen.
export function useIdentificationNeeds(args: {
  values: ExchangeFormValues;
  context: ExchangeFormContext;
  customer: CustomerDetail | undefined;
  currencies: readonly { id: string; crypto_id: string | null }[];
  today: string;
  /** The report of its window the server said this exchange makes or joins. */
  windowReport: WindowReport | null;
}): MissingRequirement[] {
  const { values, context, customer, currencies, today, windowReport } = args;
  const thresholds = useComplianceThresholds();
  const company = useCompany(customer?.company?.id ?? null);
  const virtualCurrencyIds = useMemo(
    () => new Set(currencies.filter((c) => c.crypto_id).map((c) => c.id)),
    [currencies],
  );
  if (!customer) return [];
  return exchangeRequirements({
    values,
    context,
    virtualCurrencyIds,
    customer,
    company: company.data ?? null,
    thresholds,
    today,
    windowReport,
  });
}
