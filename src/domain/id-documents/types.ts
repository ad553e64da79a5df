// What reading an identity document gives: the holder and the document as printed on it, or a
// reason a teller can act on. Nothing here keeps the scanned text: DESIGN §11 says the raw scan
// is never stored or logged, so a failure's message never quotes it either.

export type DocumentKind = 'driver_licence' | 'id_card' | 'passport' | 'travel_id';
export type ScanFormat = 'aamva' | 'mrz';
/** M, F, or X (not specified, or the X marker); null when the document gives none. */
export type DocumentSex = 'M' | 'F' | 'X';

export type DocumentAddress = {
  line1: string;
  line2: string | null;
  city: string | null;
  /** A province, territory or state code as printed (ON, QC, VA...). */
  province_state: string | null;
  /** A Canadian postal code as "A1A 1A1", a US ZIP code as 12345 or 12345-6789. */
  postal_code: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
};

export type IdDocument = {
  kind: DocumentKind;
  source: ScanFormat;
  // Names are kept as the document writes them (upper case on both formats), trimmed, with
  // the MRZ's fillers turned into spaces: turning "MACDONALD" into "Macdonald" or "MacDonald"
  // is a guess the web may offer, not a fact the document gives.
  family_name: string;
  /** The first name (AAMVA), or all the given names (an MRZ does not separate them). */
  given_names: string;
  middle_name: string | null;
  /** YYYY-MM-DD, as every date here. */
  birth_date: string;
  sex: DocumentSex | null;
  document_number: string;
  /** What the bureau's free-text ID type holds for this kind of document. */
  id_type: string;
  /** ISO 3166-1 alpha-2; null for an issuer that is no country (UN, specimen "UTO"). */
  issuing_country: string | null;
  /** The province or state that issued a licence or ID card; null for MRZ documents. */
  issuing_jurisdiction: string | null;
  issued_date: string | null;
  expiry_date: string | null;
  /** The expiry date is before the day the document was read. */
  expired: boolean;
  address: DocumentAddress | null;
};

export type ReadFailureReason =
  'unrecognised' | 'truncated' | 'bad_check_digit' | 'missing_element' | 'bad_date';

export type ReadFailure = {
  ok: false;
  reason: ReadFailureReason;
  /** The document field concerned (birth_date, document_number, ...), or null. */
  field: string | null;
  /** A sentence for the teller, in plain English; it never repeats the scanned text. */
  message: string;
};

export type ReadResult = { ok: true; document: IdDocument } | ReadFailure;

export const failure = (
  reason: ReadFailureReason,
  message: string,
  field: string | null = null,
): ReadFailure => ({ ok: false, reason, field, message });
