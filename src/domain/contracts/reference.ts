import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { parseDecimal, toDecimalString, MoneyParseError } from '../money';
import {
  MARGIN_PERCENT_MAX,
  SIGNIFICANT_DIGITS_RANGE,
  DEFAULT_RATE_MARGINS,
  DEFAULT_RATE_SIGNIFICANT_DIGITS,
} from '../reference-rates';
import { dateOnly, isoTimestamp } from './common';

// Reference rates and margins (issue 26, docs/decisions/0037-rates-and-profit.md).

export const REFERENCE_MESSAGES = {
  fetched: 'Reference rates updated',
  fetchFailed: 'Failed to fetch reference rates',
  marginsSaved: 'Margins saved',
  currencyNotFound: 'Currency not found',
  notReferenced: (code: string) => `${code} has no reference rate: its rates stay manual`,
} as const;

const MARGIN_MESSAGE = `A margin must be a percent from 0 to below ${MARGIN_PERCENT_MAX}, like 2.5`;

// A margin in percent as a decimal string ("2.5"), 0 <= m < 100, at most 4 decimals.
function checkMargin(input: string | number, ctx: z.RefinementCtx): string {
  try {
    const value = parseDecimal(input, 'Margin');
    if (value.lt(0) || value.gte(MARGIN_PERCENT_MAX) || value.decimalPlaces() > 4) {
      ctx.addIssue({ code: 'custom', message: MARGIN_MESSAGE });
      return '0';
    }
    return toDecimalString(value);
  } catch (error) {
    if (!(error instanceof MoneyParseError)) throw error;
    ctx.addIssue({ code: 'custom', message: MARGIN_MESSAGE });
    return '0';
  }
}
export const marginPercent = z
  .union([z.string(), z.number()], { message: MARGIN_MESSAGE })
  .transform(checkMargin);

// The settings `rate_margins` and `rate_significant_digits`, as stored.
export const rateMarginsSetting = z
  .strictObject({ buy_percent: marginPercent, sell_percent: marginPercent })
  .meta({ id: 'RateMargins' });
export const significantDigits = z
  .number({ message: 'Significant digits must be a whole number' })
  .int('Significant digits must be a whole number')
  .min(
    SIGNIFICANT_DIGITS_RANGE.min,
    `Significant digits must be between ${SIGNIFICANT_DIGITS_RANGE.min} and ${SIGNIFICANT_DIGITS_RANGE.max}`,
  )
  .max(
    SIGNIFICANT_DIGITS_RANGE.max,
    `Significant digits must be between ${SIGNIFICANT_DIGITS_RANGE.min} and ${SIGNIFICANT_DIGITS_RANGE.max}`,
  );
export const rateSignificantDigitsSetting = z
  .strictObject({ digits: significantDigits })
  .meta({ id: 'RateSignificantDigits' });

// Reading the stored settings defensively: a missing or malformed value reads as the default.
export function rateMarginsValue(value: unknown): { buy_percent: string; sell_percent: string } {
  const parsed = rateMarginsSetting.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_RATE_MARGINS };
}
export function significantDigitsValue(value: unknown): number {
  const parsed = rateSignificantDigitsSetting.safeParse(value);
  return parsed.success ? parsed.data.digits : DEFAULT_RATE_SIGNIFICANT_DIGITS;
}

// A currency's own margins; null takes the bureau's default.
export const currencyMarginsBody = z.object({
  buy_margin_percent: marginPercent.nullable(),
  sell_margin_percent: marginPercent.nullable(),
});
export type CurrencyMarginsInput = z.input<typeof currencyMarginsBody>;

// The bureau's default margins and the rounding of computed rates.
export const referenceSettingsBody = z.object({
  buy_percent: marginPercent,
  sell_percent: marginPercent,
  significant_digits: significantDigits,
});
export type ReferenceSettingsInput = z.input<typeof referenceSettingsBody>;

// One currency as the feed sees it: its series, its latest reference (null: not referenced,
// its rates stay manual) and its margins (its own, or null; `effective_*` is what applies).
export const referenceCurrency = z
  .object({
    currency_id: z.uuid(),
    code: z.string(),
    name: z.string(),
    series: z.string(),
    observed_on: dateOnly.nullable(),
    mid: decimalString.nullable(),
    buy_margin_percent: decimalString.nullable(),
    sell_margin_percent: decimalString.nullable(),
    effective_buy_percent: decimalString,
    effective_sell_percent: decimalString,
  })
  .meta({ id: 'ReferenceCurrency' });
export type ReferenceCurrency = z.infer<typeof referenceCurrency>;

export const referenceStatus = z
  .object({
    source: z.string(),
    last_attempt_at: isoTimestamp.nullable(),
    last_success_at: isoTimestamp.nullable(),
    last_error: z.string().nullable(),
    latest_observation: dateOnly.nullable(),
    default_margins: z.object({ buy_percent: decimalString, sell_percent: decimalString }),
    significant_digits: z.number().int(),
    // Every active fiat currency but CAD.
    currencies: z.array(referenceCurrency),
  })
  .meta({ id: 'ReferenceStatus' });
export type ReferenceStatus = z.infer<typeof referenceStatus>;

// A fetch's result: how many observations were stored, how many rates were written, and how
// many pairs kept a pinned manual rate.
export const referenceFetchResponse = z.object({
  message: z.string(),
  observations: z.number().int(),
  rates_written: z.number().int(),
  pinned_kept: z.number().int(),
  status: referenceStatus,
});
export type ReferenceFetchResponse = z.infer<typeof referenceFetchResponse>;

export const recomputeResponse = z.object({
  message: z.string(),
  rates_written: z.number().int(),
  pinned_kept: z.number().int(),
  status: referenceStatus,
});

// The Rates page's forms, as typed: a blank margin of a currency takes the default.
const typedMargin = z.string().trim().transform(checkMargin);
const typedOwnMargin = z
  .string()
  .trim()
  .transform((text, ctx) => (text === '' ? null : checkMargin(text, ctx)));
export const referenceSettingsForm = z.object({
  buy_percent: typedMargin,
  sell_percent: typedMargin,
  significant_digits: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Significant digits must be a whole number')
    .transform(Number)
    .pipe(significantDigits),
});
export type ReferenceSettingsFormValues = z.input<typeof referenceSettingsForm>;
export type ReferenceSettingsFormOutput = z.output<typeof referenceSettingsForm>;
export const currencyMarginsForm = z.object({
  buy_margin_percent: typedOwnMargin,
  sell_margin_percent: typedOwnMargin,
});
export type CurrencyMarginsFormValues = z.input<typeof currencyMarginsForm>;
export type CurrencyMarginsFormOutput = z.output<typeof currencyMarginsForm>;
