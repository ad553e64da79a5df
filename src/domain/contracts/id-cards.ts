import { z } from 'zod';
import { systemClock, type Clock } from '../clock';
import { MAX_ID_CARDS } from '../constants';
import { isoTimestamp } from './common';
import { hasNoNul, invalidCharacter } from './fields';

export const ID_CARD_MESSAGES = {
  idNumberRequired: 'ID number is required',
  idTypeRequired: 'ID type is required',
  issuedInFuture: 'Issued date cannot be in the future',
  expiryInPast: 'Expiry date cannot be in the past',
  expiryBeforeIssued: 'Expiry date cannot be before the issued date',
  tooMany: `A customer can hold at most ${MAX_ID_CARDS} ID cards`,
} as const;

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
    created_at: isoTimestamp,
  })
  .meta({ id: 'IdCard' });
export type IdCard = z.infer<typeof idCard>;

export const idCardList = z.object({ rows: z.array(idCard), total: z.number().int() });
export type IdCardList = z.infer<typeof idCardList>;
