import { z } from 'zod';
import { systemClock, type Clock } from '../clock';
import { MAX_ID_CARDS } from '../constants';
import { isCountryCode } from '../id-documents';
import { isoTimestamp } from './common';
import { ID_IMAGE_SIDES } from './id-card-images';
import { hasNoNul, invalidCharacter } from './fields';

export const ID_CARD_MESSAGES = {
  idNumberRequired: 'ID number is required',
  idTypeRequired: 'ID type is required',
  issuedInFuture: 'Issued date cannot be in the future',
  expiryInPast: 'Expiry date cannot be in the past',
  expiryBeforeIssued: 'Expiry date cannot be before the issued date',
  tooMany: `A customer can hold at most ${MAX_ID_CARDS} ID cards`,
  issuingCountry: 'Issuing country must be a two-letter country code (CA, US, FR...)',
  issuingJurisdiction: 'Issuing province or state must be a code of 2 or 3 letters (ON, QC, NY...)',
  verified: 'Verified must be true or false',
} as const;

// Where the document was issued (issue 44), as FINTRAC's photo-ID method records it: the
// country as ISO 3166-1 alpha-2, and the province or state for Canadian and US documents
// (id-card-on-file.ts says when it is needed). Blank is stored as null; letters as capitals.
const blankAsNull = (value: string | null | undefined) => (value ? value : null);
export const issuingCountry = z
  .string({ error: ID_CARD_MESSAGES.issuingCountry })
  .trim()
  .toUpperCase()
  .nullish()
  .transform(blankAsNull)
  .refine((value) => value === null || isCountryCode(value), ID_CARD_MESSAGES.issuingCountry);
export const issuingJurisdiction = z
  .string({ error: ID_CARD_MESSAGES.issuingJurisdiction })
  .trim()
  .toUpperCase()
  .nullish()
  .transform(blankAsNull)
  .refine(
    (value) => value === null || /^[A-Z]{2,3}$/.test(value),
    ID_CARD_MESSAGES.issuingJurisdiction,
  );
// Staff say they checked the document against the person in front of them; the server records
// who and on which business day (never a date the browser sends).
const verified = z.boolean({ error: ID_CARD_MESSAGES.verified }).default(false);

const isCalendarDate = (value: string) => z.iso.date().safeParse(value).success;

// A date-only field that may be blank: '' and null are stored as null.
export const optionalDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDate(value), {
      message: `${label} must be a date (YYYY-MM-DD)`,
    });

const pad = (n: number) => String(n).padStart(2, '0');
const utcDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

// "Today" differs by time zone: the staff's browser may be up to a day ahead of or behind the
// server. The server only refuses a date that is in the future (or past) everywhere on Earth
// (UTC-12 to UTC+14); the browser's date pickers apply the local day exactly.
export function todayAnywhere(now: Date = new Date()): { earliest: string; latest: string } {
  const hour = 3_600_000;
  return {
    earliest: utcDate(now.getTime() - 12 * hour),
    latest: utcDate(now.getTime() + 14 * hour),
  };
}

export type CardDates = { issued_date: string | null; expiry_date: string | null };

// ISO dates compare correctly as strings.
export function cardDateErrors(
  card: CardDates,
  now: Date = new Date(),
): Partial<Record<keyof CardDates, string>> {
  const { earliest, latest } = todayAnywhere(now);
  const errors: Partial<Record<keyof CardDates, string>> = {};
  if (card.issued_date && card.issued_date > latest)
    errors.issued_date = ID_CARD_MESSAGES.issuedInFuture;
  if (card.expiry_date && card.expiry_date < earliest)
    errors.expiry_date = ID_CARD_MESSAGES.expiryInPast;
  else if (card.issued_date && card.expiry_date && card.expiry_date < card.issued_date) {
    errors.expiry_date = ID_CARD_MESSAGES.expiryBeforeIssued;
  }
  return errors;
}

// The clock is read at each check (not when the schema is built), so a long-lived schema never
// works with yesterday's date; tests pass a fixed one.
export function addCardDateIssues(
  card: CardDates,
  ctx: z.RefinementCtx,
  clock: Clock = systemClock,
  path: PropertyKey[] = [],
) {
  for (const [field, message] of Object.entries(cardDateErrors(card, clock()))) {
    ctx.addIssue({ code: 'custom', message, path: [...path, field] });
  }
}

const requiredText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label));

export const idCardFields = z.object({
  id_number: requiredText(ID_CARD_MESSAGES.idNumberRequired, 'ID number', 100),
  id_type: requiredText(ID_CARD_MESSAGES.idTypeRequired, 'ID type', 100),
  issued_date: optionalDate('Issued date'),
  expiry_date: optionalDate('Expiry date'),
  issuing_country: issuingCountry,
  issuing_jurisdiction: issuingJurisdiction,
  verified,
});

// The add-card form: one card of a known customer, dates checked against the clock.
export const idCardForm = (clock: Clock = systemClock) =>
  idCardFields.superRefine((card, ctx) => addCardDateIssues(card, ctx, clock));
export type IdCardFormValues = z.input<ReturnType<typeof idCardForm>>;
export type IdCardFormOutput = z.output<ReturnType<typeof idCardForm>>;

export const createIdCardBodyAt = (clock: Clock = systemClock) =>
  idCardFields
    .extend({ customer_id: z.uuid({ error: 'Invalid customer id' }) })
    .superRefine((card, ctx) => addCardDateIssues(card, ctx, clock));
export const createIdCardBody = createIdCardBodyAt();
export type CreateIdCardBody = z.input<typeof createIdCardBody>;
export type CreateIdCardInput = z.output<typeof createIdCardBody>;

// One entry of the customer form's ID Cards tab: blank entries are allowed and dropped;
// only entries with both id_number and id_type are saved (SPEC §5).
export const idCardDraftAt = (clock: Clock = systemClock) =>
  z
    .object({
      id_number: z
        .string({ error: 'ID number must be text' })
        .trim()
        .max(100, 'ID number must be at most 100 characters')
        .refine(hasNoNul, invalidCharacter('ID number'))
        .default(''),
      id_type: z
        .string({ error: 'ID type must be text' })
        .trim()
        .max(100, 'ID type must be at most 100 characters')
        .refine(hasNoNul, invalidCharacter('ID type'))
        .default(''),
      issued_date: optionalDate('Issued date'),
      expiry_date: optionalDate('Expiry date'),
      issuing_country: issuingCountry,
      issuing_jurisdiction: issuingJurisdiction,
      verified,
    })
    .superRefine((card, ctx) => addCardDateIssues(card, ctx, clock));
export const idCardDraft = idCardDraftAt();
export type IdCardDraft = z.input<typeof idCardDraft>;

export const isCompleteDraft = (card: { id_number: string; id_type: string }) =>
  card.id_number !== '' && card.id_type !== '';

export const idCard = z
  .object({
    id: z.uuid(),
    customer_id: z.uuid(),
    id_number: z.string(),
    id_type: z.string(),
    issued_date: z.string().nullable(),
    expiry_date: z.string().nullable(),
    issuing_country: z.string().nullable(),
    issuing_jurisdiction: z.string().nullable(),
    /** The business day staff verified the document against its holder. */
    verified_on: z.string().nullable(),
    /** Who verified it (their name), null when not verified or their account is gone. */
    verified_by: z.string().nullable(),
    /** The sides of the document whose photo is on file (id-card-images.ts). */
    images: z.array(z.enum(ID_IMAGE_SIDES)),
    created_at: isoTimestamp,
  })
  .meta({ id: 'IdCard' });
export type IdCard = z.infer<typeof idCard>;

export const idCardList = z.object({ rows: z.array(idCard), total: z.number().int() });
export type IdCardList = z.infer<typeof idCardList>;

// Completing a card on file (issue 44): cards saved before the issuing country, province or state
// and verification were kept lack them, and do not identify anyone until completed.
export const completeIdCardBody = z.object({
  issuing_country: issuingCountry,
  issuing_jurisdiction: issuingJurisdiction,
  verified,
});
export type CompleteIdCardBody = z.input<typeof completeIdCardBody>;
export type CompleteIdCardInput = z.output<typeof completeIdCardBody>;
