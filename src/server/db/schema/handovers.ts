import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cashTransfers } from './cash';
import { money, primaryId } from './columns';

// Cash handed over is counted by whoever receives it (migration 0049, docs/decisions/0059).

export const TRANSFER_COUNT_KINDS = ['receiver', 'opening', 'closing', 'earlier'] as const;
export const VARIANCE_SIDES = ['sender', 'receiver'] as const;

// The receiver's count of a transfer, blind and by denomination ('receiver'); or the count that
// covered it: the receiving till's opening count (its float) or its closing count (a handover not
// counted before the close); 'earlier' for transfers made before handovers were counted.
// `variance` = total − the amount sent; `booked_side` is whose variance was booked at once (the
// sender's, within the tolerance), null while it waits for a sign-off or when there is none.
export const transferCounts = pgTable(
  'transfer_counts',
  {
    id: primaryId(),
    transfer_id: uuid('transfer_id')
      .notNull()
      .references(() => cashTransfers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: TRANSFER_COUNT_KINDS }).notNull(),
    lines: jsonb('lines').$type<{ value: string; quantity: number }[]>().notNull(),
    total: money('total').notNull(),
    variance: money('variance').notNull(),
    booked_side: text('booked_side', { enum: VARIANCE_SIDES }),
    counted_by: text('counted_by').references(() => user.id, { onDelete: 'set null' }),
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    unique('transfer_counts_one_per_transfer').on(t.transfer_id),
    check(
      'transfer_counts_kind_check',
      sql`${t.kind} in ('receiver', 'opening', 'closing', 'earlier')`,
    ),
    check('transfer_counts_side_check', sql`${t.booked_side} in ('sender', 'receiver')`),
  ],
);

// A manager's sign-off of a handover's variance beyond the tolerance: whose it is, and why.
export const transferSignoffs = pgTable(
  'transfer_signoffs',
  {
    transfer_id: uuid('transfer_id')
      .primaryKey()
      .references(() => cashTransfers.id, { onDelete: 'restrict' }),
    side: text('side', { enum: VARIANCE_SIDES }).notNull(),
    reason: text('reason').notNull(),
    signed_off_by: text('signed_off_by').references(() => user.id, { onDelete: 'set null' }),
    signed_off_at: timestamp('signed_off_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [check('transfer_signoffs_side_check', sql`${t.side} in ('sender', 'receiver')`)],
);
