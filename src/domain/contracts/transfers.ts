import { z } from 'zod';
import { decimalString, positiveDecimalInput } from '../decimal-schema';
import { countLine, person, reasonText } from './cash';
import { dateOnly, isoTimestamp } from './common';
import { optionalText } from './fields';

// Cash carried between the places of a branch, counted by whoever receives it (issue 46,
// docs/decisions/0059): the sender says what was sent (a drop, by denomination too), the
// receiver counts it blind, by denomination; a variance beyond the tolerance is signed off by a
// manager as the sender's or the receiver's.

export const transferBody = z.strictObject({
  from_location_id: z.uuid('Choose where the cash comes from'),
  to_location_id: z.uuid('Choose where the cash goes'),
  currency_id: z.uuid('Invalid currency'),
  amount: positiveDecimalInput('Amount'),
  // The sender's count of the amount by denomination, when counted so (a drop).
  lines: z.array(countLine).max(40, 'Too many denominations').optional(),
  note: optionalText('Note', 500),
});

// The receiver's blind count, by denomination, of the transfer's currency.
export const handoverCountBody = z.strictObject({
  lines: z.array(countLine).max(40, 'Too many denominations'),
});
export type HandoverCountBody = z.input<typeof handoverCountBody>;

export const VARIANCE_SIDES = ['sender', 'receiver'] as const;
export type VarianceSide = (typeof VARIANCE_SIDES)[number];
export const handoverSignoffBody = z.strictObject({
  side: z.enum(VARIANCE_SIDES, { error: 'Choose whose difference it is' }),
  reason: reasonText,
});

export const TRANSFER_STATUSES = ['awaiting_count', 'awaiting_signoff', 'received'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_COUNT_KINDS = ['receiver', 'opening', 'closing', 'earlier'] as const;

const countedLine = z.object({ value: decimalString, quantity: z.number().int() });
const place = z.object({ id: z.uuid(), name: z.string(), kind: z.enum(['vault', 'till']) });

export const cashTransfer = z
  .object({
    id: z.uuid(),
    from: place,
    to: place,
    currency_id: z.uuid(),
    code: z.string(),
    decimal_places: z.number().int(),
    // What the sender says was sent; null to the receiving teller until they have counted it
    // (the count is blind).
    amount: decimalString.nullable(),
    sent_lines: z.array(countedLine).nullable(),
    business_date: dateOnly,
    note: z.string().nullable(),
    user: person.nullable(),
    created_at: isoTimestamp,
    status: z.enum(TRANSFER_STATUSES),
    count: z
      .object({
        kind: z.enum(TRANSFER_COUNT_KINDS),
        lines: z.array(countedLine),
        total: decimalString,
        variance: decimalString,
        booked_side: z.enum(VARIANCE_SIDES).nullable(),
        counted_by: person.nullable(),
        counted_at: isoTimestamp,
      })
      .nullable(),
    signoff: z
      .object({
        side: z.enum(VARIANCE_SIDES),
        reason: z.string(),
        by: person.nullable(),
        at: isoTimestamp,
      })
      .nullable(),
  })
  .meta({ id: 'CashTransfer' });
export type CashTransfer = z.infer<typeof cashTransfer>;

// The handovers still open (awaiting a count or a sign-off) that the caller may act on or see:
// a teller's own till's, a manager's whole branch's.
export const handoverListQuery = z.object({ branch_id: z.uuid('Invalid branch').optional() });
export const handoverList = z.object({ rows: z.array(cashTransfer) });
