import { z } from 'zod';
import { positiveDecimalInput, decimalString } from '../decimal-schema';
import { dateOnly, isoTimestamp } from './common';
import { optionalText } from './fields';
import { receiptPrinter } from './receipt-printer';

// The cash day (docs/decisions/0036): branches and their locations, denominations, tills'
// sessions counted by denomination, transfers, and closing the business day.

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

// ---- The business day ----

export const businessDayParams = z.object({ branch_id: z.uuid('Invalid branch'), date: dateOnly });
export const closeDayBody = z.strictObject({
  branch_id: z.uuid('Invalid branch'),
  date: dateOnly,
});
export const businessDay = z
  .object({
    branch_id: z.uuid(),
    business_date: dateOnly,
    closed_at: isoTimestamp.nullable(),
    closed_by: person.nullable(),
    open_tills: z.number().int(),
  })
  .meta({ id: 'BusinessDay' });
export type BusinessDay = z.infer<typeof businessDay>;

// One currency at one till over the business day (docs/decisions/0036). The day's movements are
// those made in the bureau's local day (its time zone), as the daily position of the till
// counts them: opening_balance + bought − sold + transfers + over_short is what the till holds
// at the day's end, which is what the last close counted once its variance is booked. Amounts
// in the currency; CAD values to the cent.
export const zReportCurrencyLine = z.object({
  currency_id: z.uuid(),
  code: z.string(),
  decimal_places: z.number().int(),
  // The opening count of the till's first session of the day (a variance at opening is in
  // over_short), and what the till held when the day began (its last close's count).
  opening: decimalString,
  opening_balance: decimalString,
  // Cash the customers paid in at the till (bought by the bureau), and cash paid out (sold).
  bought: decimalString,
  sold: decimalString,
  // Net of the cash carried in from and out to the vault and other tills.
  transfers: decimalString,
  // Net of the variances booked at openings and closes (negative: short).
  over_short: decimalString,
  // The last close of the day: what the till should have held, and what was counted.
  expected: decimalString,
  counted: decimalString,
  // Received by card for the exchanges paid out at this till (the card settlement location),
  // and those exchanges' CAD values when booked.
  card: decimalString,
  card_cad: decimalString,
  // The over/short's value in CAD at the currency's rate to CAD current at the day's end; null
  // when there is an over/short and no rate to CAD.
  cad_value: decimalString.nullable(),
});
export type ZReportCurrencyLine = z.infer<typeof zReportCurrencyLine>;

export const zReport = z
  .object({
    branch: z.object({ id: z.uuid(), name: z.string() }),
    business_date: dateOnly,
    // The bureau's local day the movements were read from.
    time_zone: z.string(),
    start: isoTimestamp,
    end: isoTimestamp,
    closed_at: isoTimestamp.nullable(),
    closed_by: person.nullable(),
    tills: z.array(
      z.object({
        till: z.object({ id: z.uuid(), name: z.string() }),
        sessions: z.array(
          z.object({
            id: z.uuid(),
            teller: person,
            status: z.enum(TILL_SESSION_STATUSES),
            opened_at: isoTimestamp,
            closed_at: isoTimestamp.nullable(),
            spot_counts: z.array(
              z.object({
                code: z.string(),
                total: decimalString,
                expected: decimalString,
                variance: decimalString,
                counted_at: isoTimestamp,
              }),
            ),
            // Cash handed into and out of the till during the session (issue 46): a drop is
            // cash out to the vault. `counted` and `variance` are the receiver's count's.
            handovers: z.array(
              z.object({
                id: z.uuid(),
                direction: z.enum(['in', 'out']),
                drop: z.boolean(),
                other: z.string(),
                code: z.string(),
                sent: decimalString,
                counted: decimalString.nullable(),
                variance: decimalString.nullable(),
                status: z.enum(['awaiting_count', 'awaiting_signoff', 'received']),
                side: z.enum(['sender', 'receiver']).nullable(),
                created_at: isoTimestamp,
              }),
            ),
          }),
        ),
        currencies: z.array(zReportCurrencyLine),
      }),
    ),
    totals: z.object({
      // Per currency, the sums of the tills' lines.
      currencies: z.array(zReportCurrencyLine),
      // Null when an over/short has no CAD value.
      over_short_cad: decimalString.nullable(),
      card_cad: decimalString,
    }),
  })
  .meta({ id: 'ZReport' });
export type ZReport = z.infer<typeof zReport>;
