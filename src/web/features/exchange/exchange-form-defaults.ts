import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import { generateReferenceNumber } from '@domain/reference-number';
import { localDateOf } from '@domain/business-day';
import { EMPTY_PAIR } from './pair-fields';

// A fresh exchange (SPEC §4): a new reference number and today's date, nothing else filled.
// Today is the bureau's (its time zone setting), whatever the browser's zone.
export function freshExchange(timeZone: string, customerId = ''): ExchangeFormValues {
  const today = localDateOf(new Date(), timeZone);
  return {
    customer_id: customerId,
    reference_number: generateReferenceNumber(today),
    transaction_date: today,
    transaction_category: 'personal',
    payment_method: 'cash',
    source_of_money: '',
    notes: '',
    is_on_behalf: false,
    recipient_customer_id: '',
    recipient_category: 'personal',
    recipient_notes: '',
    third_party_relationship: '',
    acting_for_third_party: null,
    receipt_language: 'en',
    pairs: [{ ...EMPTY_PAIR }],
  };
}
