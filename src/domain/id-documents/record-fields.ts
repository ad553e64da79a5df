// What a read document fills in the bureau's records: an ID card of the customer, and the
// customer's own details (src/domain/contracts/id-cards.ts and customers.ts). The values are
// proposals for the form the teller confirms, so the contracts still validate them; here they
// are only cut to the contracts' lengths.
import type { IdDocument } from './types';

// The contracts' limits: names, ID number and ID type 100 characters, address 500.
const clip = (text: string, max: number) => text.slice(0, max);

export type IdCardRecordFields = {
  id_number: string;
  id_type: string;
  issued_date: string | null;
  expiry_date: string | null;
  issuing_jurisdiction: string | null;
  issuing_country: string | null;
};

export function idCardFields(document: IdDocument): IdCardRecordFields {
  return {
    id_number: clip(document.document_number, 100),
    id_type: clip(document.id_type, 100),
    issued_date: document.issued_date,
    expiry_date: document.expiry_date,
    issuing_jurisdiction: document.issuing_jurisdiction,
    issuing_country: document.issuing_country,
  };
}

export type CustomerRecordFields = {
  first_name: string;
  last_name: string;
  birthday: string;
  /** The customer record's one free-text address line, or null when the document has none. */
  address: string | null;
};

// "12 Main St, Apt 4, Toronto ON M5V 2T6", as Canada Post writes an address on one line; a
// foreign address ends with its country code.
function addressLine(address: IdDocument['address']): string | null {
  if (!address) return null;
  const region = [address.province_state, address.postal_code].filter(Boolean).join(' ');
  const parts = [address.line1, address.line2, address.city, region];
  if (address.country && address.country !== 'CA') parts.push(address.country);
  return clip(parts.filter(Boolean).join(', '), 500);
}

export function customerFields(document: IdDocument): CustomerRecordFields {
  return {
    first_name: clip(document.given_names, 100),
    last_name: clip(document.family_name, 100),
    birthday: document.birth_date,
    address: addressLine(document.address),
  };
}
