import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId } from './columns';
import { cashLocations } from './cash';
import { accounts } from './money';
import { transactions } from './transactions';

import { MOVEMENT_REASONS } from '@domain/contracts/accounts';

export { MOVEMENT_REASONS };

// The ledger (DESIGN §4): append-only. An account's balance, cost pool and balance at each
// location are its newest movements' (docs/decisions/0041): the account_balances and
// location_balances views. balance_after equals the sum of the account's movements.
export const accountMovements = pgTable(
  'account_movements',
  {
    id: primaryId(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    balance_after: money('balance_after').notNull(),
    reason: text('reason', { enum: MOVEMENT_REASONS }).notNull(),
    transaction_id: uuid('transaction_id').references(() => transactions.id, {
      onDelete: 'restrict',
    }),
    // Where the cash moved: a vault, a till or card settlement (docs/decisions/0036).
    // Without a foreign key, as the user below: a booking locks no row every booking shares
    // (docs/decisions/0064); cash locations and staff are never deleted.
    location_id: uuid('location_id').notNull(),
    note: text('note'),
    // The CAD cost the movement added to (or took from) its account's cost pool, and the
    // average cost per unit after it (null at a zero balance); docs/decisions/0037. Null on
    // movements booked before costs were kept.
    cost_cad: numeric('cost_cad'),
    avg_cost_after: numeric('avg_cost_after'),
    // What the movement realised in CAD: the cost of the units it closed against what they
    // were exchanged for (zero when it opens a position or moves units at their average cost).
    realised_cad: numeric('realised_cad'),
    // The account's cost pool in CAD after the movement (its average cost is the pool over
    // balance_after), and what the movement's location holds of the currency after it.
    cost_pool_after: numeric('cost_pool_after'),
    location_balance_after: money('location_balance_after'),
    user_id: text('user_id'),
    created_at: createdAt(),
    // The order movements were applied in. created_at is the start of the database
    // transaction, which under concurrent changes is not the order the account's row lock let
    // them through; the sequence value is taken at the insert, after the lock.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('account_movements_amount_nonzero', sql`${t.amount} <> 0`),
    check(
      'account_movements_reason_check',
      sql`${t.reason} in ('exchange', 'adjustment', 'reversal', 'transfer', 'over_short')`,
    ),
    index('account_movements_account_idx').on(t.account_id, t.seq),
    index('account_movements_transaction_idx').on(t.transaction_id),
    // The newest movement of an account at a location (docs/decisions/0041) and a location's.
    index('account_movements_location_idx').on(t.location_id, t.account_id, t.seq),
    // A day's movements (the daily position) without reading the ledger since its start.
    index('account_movements_created_at_idx').on(t.created_at),
  ],
);

// Each account's balance and cost pool: its newest movement's, zero before its first
// (migration 0036); and when it last changed, the newer of the account row's updated_at and
// that movement's created_at (migration 0038). Read-only.
export const accountBalances = pgView('account_balances', {
  account_id: uuid('account_id').notNull(),
  currency_id: uuid('currency_id').notNull(),
  balance: money('balance').notNull(),
  cost_pool_cad: numeric('cost_pool_cad').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}).existing();

// The instants of the day-end snapshots taken (docs/decisions/0040): the start of a bureau-local
// day, once no transaction that began before it is still open. Its balances may all be zero.
export const dayEndSnapshots = pgTable('day_end_snapshots', {
  as_of: timestamp('as_of', { withTimezone: true, mode: 'date' }).primaryKey(),
  taken_at: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Each account's non-zero balance at each location at a snapshot's instant: the sum of its
// movements there with created_at before it. Written only by the day-end job, never by a
// booking.
export const dayEndBalances = pgTable(
  'day_end_balances',
  {
    as_of: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    location_id: uuid('location_id')
      .notNull()
      .references(() => cashLocations.id, { onDelete: 'restrict' }),
    balance: money('balance').notNull(),
  },
  (t) => [primaryKey({ columns: [t.as_of, t.account_id, t.location_id] })],
);
