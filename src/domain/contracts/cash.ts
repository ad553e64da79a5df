import { z } from 'zod';
import { positiveDecimalInput, decimalString } from '../decimal-schema';
import { dateOnly, isoTimestamp } from './common';
import { optionalText } from './fields';
import { receiptPrinter } from './receipt-printer';

// The cash day (docs/decisions/0036): branches and their locations, denominations, tills'
// sessions counted by denomination, transfers (transfers.ts), and closing the business day
// (business-day.ts).

export const LOCATION_KINDS = ['vault', 'till', 'card'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const TILL_SESSION_STATUSES = ['open', 'awaiting_signoff', 'closed'] as const;
export type TillSessionStatus = (typeof TILL_SESSION_STATUSES)[number];

export const person = z.object({ id: z.string(), name: z.string() });
const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);
export const reasonText = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(500, 'The reason must be at most 500 characters');

// ---- Where the money is ----

export const locationBalance = z.object({
  currency_id: z.uuid(),
  code: z.string(),
  decimal_places: z.number().int(),
  balance: decimalString,
});

export const cashLocation = z
  .object({
    id: z.uuid(),
    branch_id: z.uuid(),
    kind: z.enum(LOCATION_KINDS),
    name: z.string(),
    is_active: z.boolean(),
    // A till's network receipt printer (docs/decisions/0060); null: it prints through the browser.
    receipt_printer: receiptPrinter.nullable(),
  })
  .meta({ id: 'CashLocation' });
export type CashLocation = z.infer<typeof cashLocation>;

export const branch = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string().nullable(),
    /** The branch's location number at FINTRAC (its reports' reportingEntityLocationId). */
    fintrac_location_id: z.string().nullable(),
    locations: z.array(cashLocation),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof branch>;
export const branchList = z.object({ rows: z.array(branch) });

export const FINTRAC_LOCATION_MESSAGE = 'FINTRAC location number must be 1 to 30 letters or digits';
export const branchBody = z.strictObject({
  name: requiredName('Branch name'),
  address: optionalText('Address', 500),
  fintrac_location_id: z
    .string({ error: FINTRAC_LOCATION_MESSAGE })
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9]{1,30}$/, FINTRAC_LOCATION_MESSAGE)
        .nullable(),
    )
    .nullable()
    .optional(),
});
export const tillBody = z.strictObject({
  name: requiredName('Till name'),
  is_active: z.boolean({ error: 'Active must be true or false' }).default(true),
});

// ---- Denominations (denominations.ts) ----

export * from './denominations';

// ---- Counting ----

export const countLine = z.strictObject({
  value: positiveDecimalInput('Denomination'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(10_000_000, 'Quantity is too large'),
});
export const currencyCount = z.strictObject({
  currency_id: z.uuid('Invalid currency'),
  lines: z.array(countLine).max(40, 'Too many denominations'),
});
// An opening or closing count: every currency counted; one not listed is counted as none.
export const countBody = z.strictObject({
  counts: z.array(currencyCount).max(200, 'Too many currencies'),
});
export type CountBody = z.input<typeof countBody>;

// Opening a till (issue 46): its count, and the float it takes from its branch's vault in the
// same step. The count is of the till with the float in it, so the teller who receives the
// float counts it.
export const floatLine = z.strictObject({
  currency_id: z.uuid('Invalid currency'),
  amount: positiveDecimalInput('Float'),
});
export const openTillBody = countBody.extend({
  float: z.array(floatLine).max(50, 'Too many currencies').default([]),
});
export type OpenTillBody = z.input<typeof openTillBody>;
export type OpenTillInput = z.output<typeof openTillBody>;

export const countResult = z.object({
  currency_id: z.uuid(),
  code: z.string(),
  decimal_places: z.number().int(),
  lines: z.array(z.object({ value: decimalString, quantity: z.number().int() })),
  total: decimalString,
  expected: decimalString,
  variance: decimalString,
  counted_at: isoTimestamp,
  counted_by: person.nullable(),
});
export type CountResult = z.infer<typeof countResult>;

// ---- Tills and their sessions ----

export const tillSession = z
  .object({
    id: z.uuid(),
    till: z.object({ id: z.uuid(), name: z.string() }),
    branch: z.object({ id: z.uuid(), name: z.string() }),
    teller: person,
    business_date: dateOnly,
    status: z.enum(TILL_SESSION_STATUSES),
    opened_at: isoTimestamp,
    counted_at: isoTimestamp.nullable(),
    closed_at: isoTimestamp.nullable(),
    signed_off_by: person.nullable(),
    signoff_reason: z.string().nullable(),
    opening: z.array(countResult),
    // The close's counts with what was expected; empty until the teller has counted (blind).
    closing: z.array(countResult),
    // Whether a variance beyond the tolerance waits for a manager.
    needs_signoff: z.boolean(),
  })
  .meta({ id: 'TillSession' });
export type TillSession = z.infer<typeof tillSession>;

export const tillState = z
  .object({
    id: z.uuid(),
    branch_id: z.uuid(),
    name: z.string(),
    is_active: z.boolean(),
    session: z
      .object({
        id: z.uuid(),
        status: z.enum(TILL_SESSION_STATUSES),
        teller: person,
        opened_at: isoTimestamp,
        business_date: dateOnly,
      })
      .nullable(),
    // What the till holds; for managers and the owner only (blind close: never for a teller).
    balances: z.array(locationBalance).nullable(),
  })
  .meta({ id: 'TillState' });
export type TillState = z.infer<typeof tillState>;
export const tillList = z.object({ rows: z.array(tillState) });
export type TillList = z.infer<typeof tillList>;

// The signed-in member's own session not yet closed (the navigation bar, the exchange screen),
// and what its till holds: null for a teller (blind close), shown to managers and the owner.
export const mySession = z.object({
  session: tillSession.nullable(),
  balances: z.array(locationBalance).nullable(),
});
export type MySession = z.infer<typeof mySession>;

// Whether the teller's till can hand out an amount in the notes its last count found (issue 46):
// null when it never counted that currency.
export const payoutCheckQuery = z.object({
  currency_id: z.uuid('Invalid currency'),
  amount: positiveDecimalInput('Amount'),
});
export const payoutCheck = z.object({
  can_pay: z.boolean().nullable(),
  counted_at: isoTimestamp.nullable(),
});

export const tillSessionListQuery = z.object({
  date: dateOnly.optional(),
  branch_id: z.uuid('Invalid branch').optional(),
});
export const tillSessionList = z.object({ rows: z.array(tillSession) });

export const signoffBody = z.strictObject({ reason: reasonText });
export const reopenBody = z.strictObject({ reason: reasonText });
