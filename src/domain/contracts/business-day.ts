// Closing the business day (docs/decisions/0036): a branch's day and whether it is closed, and
// its Z report, till by till and currency by currency.
import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { person, TILL_SESSION_STATUSES } from './cash';
import { dateOnly, isoTimestamp } from './common';

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
