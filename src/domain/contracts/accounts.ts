import { z } from 'zod';
import { decimalInput, decimalString } from '../decimal-schema';
import { MoneyParseError, parseDecimal, toDecimalString } from '../money';
import { isoTimestamp, listQuery, listResponse } from './common';
import { hasNoNul, invalidCharacter } from './fields';
import { CURRENCY_KINDS, currencyRow } from './currencies';

export const POSITIVE_AMOUNT_MESSAGE = 'Please enter a valid positive amount';
export const ROUNDS_TO_ZERO_MESSAGE =
  "The amount is too small for this currency's rounding factor: the balance would not change";

export const accountRow = z
  .object({
    id: z.uuid(),
    currency_id: z.uuid(),
    balance: decimalString,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
    currency: currencyRow,
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountRow>;

export const accountListQuery = z.object({
  kind: z.enum(CURRENCY_KINDS, { message: 'kind must be all, fiat or crypto' }).default('all'),
});
export type AccountListQuery = z.input<typeof accountListQuery>;
export const accountListResponse = listResponse(accountRow);

// SPEC §7 keeps PUT /api/accounts/{id} {balance}; the server books the difference as a movement.
export const setBalanceBody = z.object({ balance: decimalInput('Balance') });

export const ADJUSTMENT_DIRECTIONS = ['increase', 'decrease'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** SPEC §5: the amount must be a number greater than 0; the same message for every failure. */
export function parsePositiveAmount(input: unknown): string | null {
  try {
    const value = parseDecimal(input);
    return value.gt(0) ? toDecimalString(value) : null;
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
}

export const adjustmentBody = z.object({
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { message: 'Direction must be increase or decrease' }),
  amount: z
    .union([z.string(), z.number()], { error: POSITIVE_AMOUNT_MESSAGE })
    .transform((input, ctx) => {
      const amount = parsePositiveAmount(input);
      if (amount === null) {
        ctx.addIssue({ code: 'custom', message: POSITIVE_AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return amount;
    }),
  note: z
    .string({ message: 'Note must be text' })
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .refine(hasNoNul, invalidCharacter('Note'))
    .optional(),
});
export type AdjustmentInput = z.input<typeof adjustmentBody>;

export const movementRow = z
  .object({
    id: z.uuid(),
    account_id: z.uuid(),
    amount: decimalString,
    balance_after: decimalString,
    reason: z.enum(['exchange', 'adjustment', 'reversal']),
    transaction_id: z.uuid().nullable(),
    note: z.string().nullable(),
    created_at: isoTimestamp,
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  })
  .meta({ id: 'AccountMovement' });
export type Movement = z.infer<typeof movementRow>;

export const adjustmentResponse = z.object({ account: accountRow, movement: movementRow });
export type AdjustmentResult = z.infer<typeof adjustmentResponse>;

export const movementListQuery = listQuery.omit({ search: true });
export const movementListResponse = listResponse(movementRow);
