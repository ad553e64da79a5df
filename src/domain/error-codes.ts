// Every error answer of the API carries one of these codes next to its human `error` text, so a
// client decides from the code (stable) rather than from the wording (which may change). Kept
// apart from the error contract (contracts/errors.ts) so a client reads the codes without
// loading the validation library.
export const ERROR_CODES = [
  // 400: a field or the request is not acceptable; `fields` names the fields when it can.
  'validation',
  // 400: the body is not JSON, or is nested deeper than the server reads.
  'malformed_json',
  'body_too_deep',
  // 413 and 415: the body is too large, or not JSON.
  'body_too_large',
  'unsupported_media_type',
  // Any other refusal of the request itself (4xx).
  'bad_request',
  // 401: no session, or it has ended; also a wrong email or password.
  'unauthorized',
  // 403: signed in, but not allowed.
  'forbidden',
  // 403: a state-changing request sent by a page of another origin (cross-site request
  // forgery); refused before any handler runs.
  'forbidden_origin',
  // 404: the record (or route) does not exist.
  'not_found',
  // 409: the change clashes with the stored records.
  'conflict',
  // A record with these values already exists (a currency code, an account's email).
  'duplicate',
  // The record is used by others (transactions, movements) and cannot be deleted.
  'in_use',
  // A customer already holds the most ID cards allowed.
  'id_card_limit',
  // The exchange's reference number is malformed or already used: take a new one and resubmit.
  'reference_taken',
  // The transaction has already been claimed by its recipient.
  'already_claimed',
  // 422: business rules. A card payment needs an ID card on file; crypto features are off.
  'card_requires_id',
  'crypto_disabled',
  // 422: Update Prices with no active crypto currency: nothing was asked for or updated.
  'no_crypto_currency',
  // 422, the exchange: Business category (or recipient type) needs a company on file; a
  // currency is unknown or inactive; no rate prices a pair (or values it in CAD); a currency
  // has no account to move; an Idempotency-Key was already used for a different request.
  'business_needs_company',
  'currency_unavailable',
  'no_rate',
  // 422: the till cannot pay the amount out in its notes and coins (the currency's payout
  // unit, issue 46) and the teller did not override.
  'not_payable',
  'account_missing',
  'idempotency_mismatch',
  // 422: only an on-behalf, completed transaction can be claimed.
  'not_claimable',
  // 422: the exchange needs identification or records on file first (docs/decisions/0026);
  // `missing` lists each requirement's code and message.
  'kyc_required',
  // 409: the compliance case is already filed, reviewed or dismissed.
  'case_closed',
  // 409 (a change) or 422 (an exchange): the record is archived, kept for records only.
  'archived',
  // 409, the cash day (docs/decisions/0036): an exchange needs its teller's open till; nothing
  // is booked or changed with a closed business day's date; a till or teller already has an
  // open session; the session is not in the state the action needs.
  'till_not_open',
  'day_closed',
  'till_busy',
  'session_state',
  // 409: a handover is counted already, or not waiting for a sign-off (docs/decisions/0059).
  'transfer_state',
  // 422: a count's total is not a multiple of its currency's rounding, or names a
  // denomination the currency does not have.
  'count_invalid',
  // 422: a party of the exchange is held for a possible sanctions match or frozen after a
  // confirmed one (docs/decisions/0038); the answer names the subject, never the list entry.
  'sanctions_review',
  // 409: the business profile still holds the seeded placeholders: no receipt prints (issue 47).
  'profile_placeholders',
  // A receipt printed on a till's printer (docs/decisions/0060): 409 when the exchange's till
  // has none (print through the browser); 503 when the printer does not answer or is out of
  // paper. The exchange is never touched by a print.
  'no_printer',
  'printer_offline',
  'printer_paper_out',
  // 429: too many attempts; the Retry-After header says when to try again.
  'rate_limited',
  // 503: a service the request needs (the database, a price source) does not answer.
  'unavailable',
  // 500: a fault of the server; the response never carries its details.
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
