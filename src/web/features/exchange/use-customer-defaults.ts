// What choosing a customer fills in on the exchange form: the exchange's category and the
// receipt's language.
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CustomerDetail } from '@domain/contracts/customers';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';

type ExchangeForm = UseFormReturn<ExchangeFormValues, unknown, CreateExchangeInput>;

/**
 * `resumedCustomerId` is the customer of a resumed draft, whose receipt language is kept;
 * `startedNew` (after the form is reset for the next customer) sets it again for whoever is
 * chosen next.
 */
export function useCustomerDefaults(
  form: ExchangeForm,
  customer: CustomerDetail | undefined,
  resumedCustomerId: string,
) {
  // SPEC §4: a customer with a company exchanges as a business, otherwise as a person.
  const hasCompany = Boolean(customer?.company);
  useEffect(() => {
    if (customer) form.setValue('transaction_category', hasCompany ? 'business' : 'personal');
  }, [customer, hasCompany, form]);

  // The receipt's language starts as the customer's preferred one, once per customer chosen:
  // the teller may pick another, and a resumed draft keeps the one it had.
  const languageFor = useRef(resumedCustomerId);
  useEffect(() => {
    if (!customer || languageFor.current === customer.id) return;
    languageFor.current = customer.id;
    form.setValue('receipt_language', customer.preferred_language);
  }, [customer, form]);

  return {
    hasCompany,
    startedNew() {
      languageFor.current = '';
    },
  };
}
