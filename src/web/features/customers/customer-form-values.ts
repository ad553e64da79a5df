import type { z } from 'zod';
import { DEFAULT_RISK_LEVEL } from '@domain/constants';
import type { createCustomerBody, Customer } from '@domain/contracts/customers';

export type CustomerFormValues = z.input<typeof createCustomerBody>;
export type CustomerFormOutput = z.output<typeof createCustomerBody>;

const emptyCard = { id_number: '', id_type: '', issued_date: null, expiry_date: null };

export function customerFormDefaults(customer?: Customer, companyId?: string): CustomerFormValues {
  return {
    first_name: customer?.first_name ?? '',
    last_name: customer?.last_name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address ?? '',
    birthday: customer?.birthday ?? null,
    occupation: customer?.occupation ?? '',
    risk_level: customer?.risk_level ?? DEFAULT_RISK_LEVEL,
    company_id: companyId ?? customer?.company_id ?? 'none',
    // The default language of their receipts (issue 28): English unless chosen.
    preferred_language: customer?.preferred_language ?? 'en',
    // The create form offers two card slots; blank ones are dropped on save (SPEC §5).
    id_cards: customer ? [] : [{ ...emptyCard }, { ...emptyCard }],
  };
}
