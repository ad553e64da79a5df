import type { z } from 'zod';
import { DEFAULT_RISK_LEVEL } from '@domain/constants';
import type { createCustomerBody, Customer } from '@domain/contracts/customers';
import { EMPTY_ID_CARD } from '@web/features/id-cards';
import type { ScannedCustomer } from '@web/features/id-scan';

export type CustomerFormValues = z.input<typeof createCustomerBody>;
export type CustomerFormOutput = z.output<typeof createCustomerBody>;

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
    id_cards: customer ? [] : [{ ...EMPTY_ID_CARD }, { ...EMPTY_ID_CARD }],
  };
}

/** A new customer's form as a scanned document fills it (issue 44), the rest left blank. */
export function customerFormFromScan(
  scanned: ScannedCustomer,
  companyId?: string,
): CustomerFormValues {
  const blank = customerFormDefaults(undefined, companyId);
  return {
    ...blank,
    first_name: scanned.first_name,
    last_name: scanned.last_name,
    birthday: scanned.birthday,
    address: scanned.address ?? '',
    id_cards: [scanned.card ?? { ...EMPTY_ID_CARD }, { ...EMPTY_ID_CARD }],
  };
}
