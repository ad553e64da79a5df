import { z } from 'zod';
import {
  decimalInput,
  decimalString,
  fromNumberInput,
  fromOptionalNumberInput,
} from '../decimal-schema';
import { BASE_CURRENCY_CODE } from '../currency';
import { MoneyParseError, parseDecimal, toDecimalString } from '../money';
import { isoTimestamp, listQuery, listResponse } from './common';
import { hasNoNul, invalidCharacter } from './fields';
import { CURRENCY_KINDS, currencyRow } from './currencies';
import { LOCATION_KINDS } from './cash';

export const POSITIVE_AMOUNT_MESSAGE = 'Please enter a valid positive amount';
export const ROUNDS_TO_ZERO_MESSAGE =
  "The amount is too small for this currency's rounding factor: the balance would not change";

// Where part of an account's balance is (docs/decisions/0036): a vault, a till or a card
// settlement location, and what it holds. The locations of an account sum to its balance.
export const accountLocation = z.object({
  location_id: z.uuid(),
  name: z.string(),
  kind: z.enum(LOCATION_KINDS),
  branch_id: z.uuid(),
  balance: decimalString,
});
export type AccountLocation = z.infer<typeof accountLocation>;

export const accountRow = z
  .object({
    id: z.uuid(),
    currency_id: z.uuid(),
    balance: decimalString,
    created_at: isoTimestamp,
    updated_at: isoTimestamp,
    currency: currencyRow,
    // The locations holding a non-zero part of the balance, branch then vault, tills, card.
    locations: z.array(accountLocation),
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

type AmountCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * SPEC §5: the amount must be a number greater than 0 ('Please enter a valid positive amount').
 * A well-formed number that cannot be stored (30 digits, 19 decimals) says exactly that instead.
 */
export function checkPositiveAmount(input: unknown): AmountCheck {
  try {
    const value = parseDecimal(input);
    return value.gt(0)
      ? { ok: true, value: toDecimalString(value) }
      : { ok: false, message: POSITIVE_AMOUNT_MESSAGE };
  } catch (error) {
    if (!(error instanceof MoneyParseError)) throw error;
    return {
      ok: false,
      message: error.reason === 'range' ? error.message : POSITIVE_AMOUNT_MESSAGE,
    };
  }
}

/** The amount as a decimal string, or null when checkPositiveAmount refuses it. */
export function parsePositiveAmount(input: unknown): string | null {
  const checked = checkPositiveAmount(input);
  return checked.ok ? checked.value : null;
}

const positiveAmount = z
  .union([z.string(), z.number()], { error: POSITIVE_AMOUNT_MESSAGE })
  .transform((input, ctx) => {
    const checked = checkPositiveAmount(input);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.value;
  });

// An adjustment that adds units may say what they cost the bureau in CAD (currency bought from a
// bank or wholesaler, opening stock): they then join the average cost at that price instead of
// the current average (docs/decisions/0037, "Valued adjustments").
export const COST_ON_DECREASE_MESSAGE = 'A cost is recorded only when adding to a balance';
export const COST_ON_CAD_MESSAGE = 'A CAD balance has no cost to record';

/** Whether units of this currency carry a cost in CAD: every currency's but CAD's own. */
export const hasCostInCad = (currencyCode: string) => currencyCode !== BASE_CURRENCY_CODE;

const adjustmentFields = z.object({
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { message: 'Direction must be increase or decrease' }),
  amount: positiveAmount,
  cost_cad: positiveAmount.optional(),
  note: z
    .string({ message: 'Note must be text' })
    .trim()
    .max(500, 'Note must be at most 500 characters')
    .refine(hasNoNul, invalidCharacter('Note'))
    .optional(),
});

const costOnlyWhenAdding = (
  value: { direction: AdjustmentDirection; cost_cad?: string | undefined },
  ctx: z.core.$RefinementCtx,
) => {
  if (value.cost_cad !== undefined && value.direction !== 'increase') {
    ctx.addIssue({ code: 'custom', message: COST_ON_DECREASE_MESSAGE, path: ['cost_cad'] });
  }
};

export const adjustmentBody = adjustmentFields.superRefine(costOnlyWhenAdding);
export type AdjustmentInput = z.input<typeof adjustmentBody>;

// The balance adjustment form: the same request, with the amounts as typed into number inputs.
export const adjustmentForm = adjustmentFields
  .extend({
    amount: fromNumberInput(positiveAmount),
    cost_cad: fromOptionalNumberInput(positiveAmount),
  })
  .superRefine(costOnlyWhenAdding);
export type AdjustmentFormValues = z.input<typeof adjustmentForm>;
export type AdjustmentFormOutput = z.output<typeof adjustmentForm>;

// Why a balance moved: an exchange, a staff adjustment, a reversal, cash carried between
// locations, or a till count that differed from what the till held.
export const MOVEMENT_REASONS = [
  'exchange',
  'adjustment',
  'reversal',
  'transfer',
  'over_short',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

export const movementRow = z
  .object({
    id: z.uuid(),
    account_id: z.uuid(),
    amount: decimalString,
    balance_after: decimalString,
    reason: z.enum(MOVEMENT_REASONS),
    transaction_id: z.uuid().nullable(),
    note: z.string().nullable(),
    created_at: isoTimestamp,
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    // Where the cash moved: a vault, a till or the card settlement location.
    location: z.object({ id: z.uuid(), name: z.string(), kind: z.enum(LOCATION_KINDS) }),
  })
  .meta({ id: 'AccountMovement' });
export type Movement = z.infer<typeof movementRow>;

export const adjustmentResponse = z.object({ account: accountRow, movement: movementRow });
export type AdjustmentResult = z.infer<typeof adjustmentResponse>;

export const movementListQuery = listQuery.omit({ search: true });
export const movementListResponse = listResponse(movementRow);
