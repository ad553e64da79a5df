import { customerFields, idCardFields, type IdDocument } from '@domain/id-documents';

// What a read document proposes for a new customer (issue 44): the teller checks it against the
// document and saves it. Documents write names in capitals; proper case is offered, the
// capitals kept beside it for the teller to choose.

/** "JEAN-LUC" → "Jean-Luc", "O'BRIEN" → "O'Brien", "MACDONALD" → "Macdonald". */
export function properCase(name: string): string {
  return name
    .toLocaleLowerCase('en-CA')
    .replace(
      /(^|[\s\-'’.])(\p{L})/gu,
      (_all, before: string, letter: string) => before + letter.toLocaleUpperCase('en-CA'),
    );
}

export type ScannedCard = {
  id_number: string;
  id_type: string;
  issued_date: string | null;
  expiry_date: string | null;
  issuing_country: string | null;
  issuing_jurisdiction: string | null;
  verified: boolean;
};

export type ScannedCustomer = {
  first_name: string;
  last_name: string;
  /** The names as the document writes them (capitals), for the teller to keep instead. */
  printed: { first_name: string; last_name: string };
  birthday: string;
  address: string | null;
  /** The document as an ID card on file; null when it has expired (it identifies no one). */
  card: ScannedCard | null;
};

export function scannedCustomer(document: IdDocument): ScannedCustomer {
  const fields = customerFields(document);
  return {
    first_name: properCase(fields.first_name),
    last_name: properCase(fields.last_name),
    printed: { first_name: fields.first_name, last_name: fields.last_name },
    birthday: fields.birthday,
    address: fields.address,
    // Verified: the teller holds the document in front of its holder; they may still uncheck it.
    card: document.expired ? null : { ...idCardFields(document), verified: true },
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The customer on file has the document's names, whatever the case and accents: the family name
 * alike, and the first name alike or the first of the document's given names (a passport's zone
 * gives all of them in one field).
 */
export function namesMatch(
  customer: { first_name: string; last_name: string },
  document: Pick<IdDocument, 'family_name' | 'given_names'>,
): boolean {
  if (fold(customer.last_name) !== fold(document.family_name)) return false;
  const first = fold(customer.first_name);
  const given = fold(document.given_names);
  return first === given || given.startsWith(`${first} `) || first.startsWith(`${given} `);
}
