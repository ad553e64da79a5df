import { z } from 'zod';
import { decimalString, fromNumberInput, positiveDecimalInput } from '../decimal-schema';
import { afterRow, boundedListResponse, dateOnly, isoTimestamp, listQuery } from './common';
import { CURRENCY_KINDS } from './currencies';

export const SAME_CURRENCY_MESSAGE = 'A currency cannot be paired with itself';
export const UNKNOWN_CURRENCY_MESSAGE = 'Unknown currency';

export const RATE_ORIGINS = ['manual', 'computed'] as const;
export type RateOrigin = (typeof RATE_ORIGINS)[number];

const rateCurrency = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  crypto_id: z.string().nullable(),
  // How many units its rates are quoted for on screen (issue 46).
  quote_unit: z.number().int(),
});

export const rateRow = z
  .object({
    id: z.uuid(),
    from_currency_id: z.uuid(),
    to_currency_id: z.uuid(),
    buy_rate: decimalString,
    sell_rate: decimalString,
    effective_date: isoTimestamp,
    created_at: isoTimestamp,
    // The row the current-rate rule (docs/decisions/0006) picks for its pair right now.
    is_current: z.boolean(),
    // 'computed' from a reference rate and margins, or 'manual' (typed); a manual rate pinned
    // until a time is kept by the reference feed until then (docs/decisions/0037-rates-and-profit.md).
    origin: z.enum(RATE_ORIGINS),
    pinned_until: isoTimestamp.nullable(),
    // The reference a computed rate came from: its day and its mid (CAD per unit).
    reference_observed_on: dateOnly.nullable(),
    reference_mid: decimalString.nullable(),
    from_currency: rateCurrency,
    to_currency: rateCurrency,
  })
  .meta({ id: 'CurrencyRate' });
export type CurrencyRate = z.infer<typeof rateRow>;

export const rateListQuery = listQuery.extend({
  kind: z.enum(CURRENCY_KINDS, { message: 'kind must be all, fiat or crypto' }).default('all'),
  after: afterRow,
});
export type RateListQuery = z.input<typeof rateListQuery>;
export const rateListResponse = boundedListResponse(rateRow);
export const currentRatesResponse = z.object({ rows: z.array(rateRow) });

// Effective dates run from 1970 to the end of year 9999 (UTC). Earlier dates are typos, and
// PGlite reads years below 100 back as 19xx/20xx; a later instant (e.g. 9999-12-31 with a
// negative offset) has a five-digit year that neither ISO strings nor PostgreSQL accept.
const EFFECTIVE_FROM = Date.parse('1970-01-01T00:00:00Z');
const EFFECTIVE_UNTIL = Date.parse('9999-12-31T23:59:59.999Z');
export const EFFECTIVE_DATE_RANGE_MESSAGE =
  'Effective date must be between 1970-01-01 and 9999-12-31';

// A rate takes effect at an instant; a date-only value means the start of that day in UTC.
const effectiveDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    message: 'Effective date must be a date (YYYY-MM-DD) or an ISO timestamp',
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
  .refine((date) => date.getTime() >= EFFECTIVE_FROM && date.getTime() <= EFFECTIVE_UNTIL, {
    message: EFFECTIVE_DATE_RANGE_MESSAGE,
  });

// A manual rate the reference feed keeps until then; null: not pinned.
const pinnedUntil = z.iso
  .datetime({ offset: true, message: 'Pinned until must be an ISO timestamp' })
  .transform((value) => new Date(value))
  .nullable();

const rateFields = {
  from_currency_id: z.uuid('Please choose the currency to convert from'),
  to_currency_id: z.uuid('Please choose the currency to convert to'),
  buy_rate: positiveDecimalInput('Buy rate'),
  sell_rate: positiveDecimalInput('Sell rate'),
};

type RatePair = { from_currency_id: string; to_currency_id: string };

// A rate converts between two different currencies; shown on the second choice.
export function checkRatePair(rate: RatePair, ctx: z.RefinementCtx) {
  if (rate.from_currency_id === rate.to_currency_id) {
    ctx.addIssue({ code: 'custom', message: SAME_CURRENCY_MESSAGE, path: ['to_currency_id'] });
  }
}

export const createRateBody = z
  .object({
    ...rateFields,
    effective_date: effectiveDate.optional(),
    pinned_until: pinnedUntil.optional(),
  })
  .superRefine(checkRatePair);
export type CreateRateInput = z.input<typeof createRateBody>;

export const updateRateBody = z.object({
  from_currency_id: rateFields.from_currency_id.optional(),
  to_currency_id: rateFields.to_currency_id.optional(),
  buy_rate: rateFields.buy_rate.optional(),
  sell_rate: rateFields.sell_rate.optional(),
  effective_date: effectiveDate.optional(),
  pinned_until: pinnedUntil.optional(),
});
export type UpdateRateInput = z.input<typeof updateRateBody>;

// The rate form (create and edit): the same fields and pair rule as the request, the rates as
// typed into number inputs, and the effective day as picked (YYYY-MM-DD, or none for "now"),
// which the form turns into an instant in the staff's time zone.
export const rateForm = z
  .object({
    from_currency_id: rateFields.from_currency_id,
    to_currency_id: rateFields.to_currency_id,
    buy_rate: fromNumberInput(rateFields.buy_rate),
    sell_rate: fromNumberInput(rateFields.sell_rate),
    effective: z.iso.date('Effective date must be a date (YYYY-MM-DD)').nullable(),
    // Pinned against the reference feed until this day ends (YYYY-MM-DD), or not pinned.
    pinned: z.iso.date('Pinned until must be a date (YYYY-MM-DD)').nullable().optional(),
  })
  .superRefine(checkRatePair);
export type RateFormValues = z.input<typeof rateForm>;
export type RateFormOutput = z.output<typeof rateForm>;
