import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { isoTimestamp, listResponse } from './common';
import { hasNoNul, invalidCharacter } from './fields';

// SPEC §5 and §9: fiat vs crypto limits; a currency is crypto when it has a crypto_id.
export const CURRENCY_LIMITS = {
  fiat: {
    codeMax: 3,
    minRounding: '0.01',
    defaultRounding: '1',
    maxDecimals: 5,
    defaultDecimals: 2,
  },
  crypto: {
    codeMax: 5,
    minRounding: '0.000000000000000001',
    defaultRounding: '0.01',
    maxDecimals: 18,
    defaultDecimals: 8,
  },
} as const;
export const DEFAULT_TIER = 3;
// A rounding step above a million units is a slip (an extra zero, a misplaced point), not cash
// practice: even currencies with the largest nominal values round cash to a few thousand units,
// and such a step would round nearly every amount and balance to 0.
export const MAX_ROUNDING_FACTOR = '1000000';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const CODE_READ_ONLY_MESSAGE = 'The currency code cannot be changed';

export type CurrencyKind = 'fiat' | 'crypto';
export const CURRENCY_KINDS = ['all', 'fiat', 'crypto'] as const;
export type CurrencyKindFilter = (typeof CURRENCY_KINDS)[number];

export const currencyRow = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    tier: z.number().int(),
    rounding_factor: decimalString,
    decimal_places: z.number().int(),
    // How many units its rates are quoted for (issue 46): 100 for JPY at many bureaus.
    quote_unit: z.number().int(),
    // The smallest amount the till hands out in it (issue 46); null: any amount.
    payout_unit: decimalString.nullable(),
    is_active: z.boolean(),
    crypto_id: z.string().nullable(),
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencyRow>;

export const currencyListQuery = z.object({
  // Pickers ask for active currencies only; the table asks for all of them.
  active: z.enum(['true', 'false'], { message: 'active must be true or false' }).optional(),
  kind: z.enum(CURRENCY_KINDS, { message: 'kind must be all, fiat or crypto' }).default('all'),
});
export type CurrencyListQuery = z.input<typeof currencyListQuery>;
export const currencyListResponse = listResponse(currencyRow);

const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label))
    .optional();

// Numbers and numeric strings are accepted for the small integer fields (forms send strings).
const smallInt = (label: string) =>
  z.union([z.number(), z.string().trim()], { message: `${label} must be a whole number` });

const decimalText = z.union([z.number(), z.string()], {
  message: 'Rounding factor must be a decimal number',
});

const currencyFields = {
  code: optionalText('Code', 20),
  name: optionalText('Name', 100),
  symbol: optionalText('Symbol', 10),
  crypto_id: z
    .string({ message: 'Crypto id must be text' })
    .trim()
    .max(100, 'Crypto id must be at most 100 characters')
    .nullable()
    .optional(),
  tier: smallInt('Tier').optional(),
  rounding_factor: decimalText.optional(),
  decimal_places: smallInt('Decimal places').optional(),
  quote_unit: smallInt('Quote unit').optional(),
  payout_unit: z
    .union([z.number(), z.string()], { message: 'Smallest amount paid out must be a number' })
    .nullable()
    .optional(),
  is_active: z.boolean({ message: 'is_active must be true or false' }).optional(),
};

export const createCurrencyBody = z.object(currencyFields);
export type CreateCurrencyInput = z.input<typeof createCurrencyBody>;
export const updateCurrencyBody = z.object(currencyFields);
export type UpdateCurrencyInput = z.input<typeof updateCurrencyBody>;
