// FINTRAC's codes that our reports use, from its Report Ingest API (the OpenAPI file FINTRAC
// publishes as swaggerExternal.yaml; docs/decisions/0055).

export const REPORT_TYPE_CODES = { lctr: 106, lvctr: 14, str: 102 } as const;
export const SUBMIT_TYPE_CODES = { submit: 1, update: 2, delete: 5 } as const;
/** Activity sector 11: Money services business. */
export const MONEY_SERVICES_BUSINESS = 11;
/** A 24-hour rule's aggregation: 1 beneficiary, 2 conductor, 3 on behalf of, 4 not applicable. */
export const AGGREGATION_TYPE_CODES = {
  beneficiary: 1,
  conductor: 2,
  onBehalfOf: 3,
  notApplicable: 4,
} as const;
/** How a transaction was conducted: 1 in person. */
export const METHOD_IN_PERSON = 1;
/** A definition of a party: 3 person details, 4 entity details. */
export const PERSON_DETAILS = 3;
export const ENTITY_DETAILS = 4;
/** How the conductor relates to whom they act for: 9 other (with its text). */
export const RELATIONSHIP_OTHER = 9;
/** An entity's registration or incorporation: 5 unknown which. */
export const REGISTRATION_UNKNOWN = 5;
/** What the cash became: 3 exchange to fiat currency. */
export const EXCHANGE_TO_FIAT = 3;
/** What virtual currency became: 18 exchange to (another) virtual currency. */
export const EXCHANGE_TO_VIRTUAL = 18;
/** A beneficiary's relationship to the conductor: 15 self. */
export const RELATIONSHIP_SELF = 15;
/** An address: 2 unstructured (one line of text and a country). */
export const UNSTRUCTURED_ADDRESS = 2;

/** FINTRAC's identifier type codes, for the ID types staff write on a card. */
export const IDENTIFIER_TYPE_CODES = {
  birthCertificate: 1,
  passport: 2,
  other: 3,
  driversLicence: 4,
  healthCard: 5,
  citizenshipCard: 14,
  indianStatus: 15,
  permanentResidentCard: 32,
} as const;

// Staff type a card's kind freely ("Driver's Licence", "Passport", "Permis de conduire"); the
// report names it by FINTRAC's code, or "other" with the text as typed.
const TYPE_WORDS: [RegExp, number][] = [
  [/passport|passeport/i, IDENTIFIER_TYPE_CODES.passport],
  [/driver|licen[cs]e|permis/i, IDENTIFIER_TYPE_CODES.driversLicence],
  [/birth|naissance/i, IDENTIFIER_TYPE_CODES.birthCertificate],
  [/health|sant[eé]|maladie/i, IDENTIFIER_TYPE_CODES.healthCard],
  [/citizenship|citoyennet/i, IDENTIFIER_TYPE_CODES.citizenshipCard],
  [/indian status|statut d.indien/i, IDENTIFIER_TYPE_CODES.indianStatus],
  [/permanent resident|r[eé]sident permanent/i, IDENTIFIER_TYPE_CODES.permanentResidentCard],
];

export function identifierTypeOf(idType: string): { code: number; other?: string } {
  const found = TYPE_WORDS.find(([words]) => words.test(idType));
  return found
    ? { code: found[1] }
    : { code: IDENTIFIER_TYPE_CODES.other, other: idType.slice(0, 200) };
}
