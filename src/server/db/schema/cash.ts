import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, money, primaryId, updatedAt } from './columns';
import { currencies } from './money';

// Where the cash is (docs/decisions/0036): each branch has one vault, one card settlement
// location (money received by card is not cash in a drawer) and any number of tills. Every
// ledger movement names its location; a currency's account balance is the sum of its locations.

// The ids the first migration gave the Main branch and its locations (every movement booked
// before locations existed belongs to the Main vault).
export const MAIN_BRANCH_ID = '00000000-0000-4000-8000-000000000001';
export const MAIN_VAULT_ID = '00000000-0000-4000-8000-000000000002';
export const MAIN_CARD_ID = '00000000-0000-4000-8000-000000000003';
export const MAIN_TILL_ID = '00000000-0000-4000-8000-000000000004';

export const LOCATION_KINDS = ['vault', 'till', 'card'] as const;

export const branches = pgTable('branches', {
  id: primaryId(),
  name: text('name').notNull().unique(),
  // Null: the business profile's address.
  address: text('address'),
  // The branch's location number at FINTRAC (migration 0043), null until entered.
  fintrac_location_id: text('fintrac_location_id'),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const cashLocations = pgTable(
  'cash_locations',
  {
    id: primaryId(),
    branch_id: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull(),
    name: text('name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    // A till's network receipt printer, host:port, and its paper width in mm (migration 0050,
    // docs/decisions/0060); both null: the till prints through the browser.
    receipt_printer_address: text('receipt_printer_address'),
    receipt_paper_width: smallint('receipt_paper_width').$type<58 | 80>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('cash_locations_kind_check', sql`${t.kind} in ('vault', 'till', 'card')`),
    check(
      'cash_locations_receipt_printer_check',
      sql`(${t.receipt_printer_address} is null and ${t.receipt_paper_width} is null) or (${t.kind} = 'till' and ${t.receipt_printer_address} is not null and ${t.receipt_paper_width} in (58, 80))`,
    ),
    uniqueIndex('cash_locations_branch_name_idx').on(t.branch_id, sql`lower(${t.name})`),
    uniqueIndex('cash_locations_one_vault_idx')
      .on(t.branch_id)
      .where(sql`${t.kind} = 'vault'`),
    uniqueIndex('cash_locations_one_card_idx')
      .on(t.branch_id)
      .where(sql`${t.kind} = 'card'`),
  ],
);

// What each location holds of each currency it has held: the newest movement of that
// currency's account there (migration 0036, docs/decisions/0041). Read-only.
export const locationBalances = pgView('location_balances', {
  location_id: uuid('location_id').notNull(),
  currency_id: uuid('currency_id').notNull(),
  balance: money('balance').notNull(),
}).existing();

export const DENOMINATION_KINDS = ['note', 'coin'] as const;

// The notes and coins of a currency that a count lists.
export const denominations = pgTable(
  'denominations',
  {
    id: primaryId(),
    currency_id: uuid('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    value: money('value').notNull(),
    kind: text('kind', { enum: DENOMINATION_KINDS }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    check('denominations_value_positive', sql`${t.value} > 0`),
    check('denominations_kind_check', sql`${t.kind} in ('note', 'coin')`),
    uniqueIndex('denominations_currency_value_idx').on(t.currency_id, t.value),
  ],
);

export const TILL_SESSION_STATUSES = ['open', 'awaiting_signoff', 'closed'] as const;

// A teller's turn at a till, from the opening count to the close (docs/decisions/0036). One
// session not yet closed per till and per teller (the partial unique indexes).
export const tillSessions = pgTable(
  'till_sessions',
  {
    id: primaryId(),
    till_id: uuid('till_id')
      .notNull()
      .references(() => cashLocations.id, { onDelete: 'restrict' }),
    teller_id: text('teller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: TILL_SESSION_STATUSES }).notNull().default('open'),
    opened_at: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }),
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    signed_off_by: text('signed_off_by').references(() => user.id, { onDelete: 'set null' }),
    signoff_reason: text('signoff_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('till_sessions_status_check', sql`${t.status} in ('open', 'awaiting_signoff', 'closed')`),
    uniqueIndex('till_sessions_one_per_till_idx')
      .on(t.till_id)
      .where(sql`${t.status} <> 'closed'`),
    uniqueIndex('till_sessions_one_per_teller_idx')
      .on(t.teller_id)
      .where(sql`${t.status} <> 'closed'`),
    index('till_sessions_date_idx').on(t.business_date, t.till_id),
  ],
);

export const TILL_COUNT_KINDS = ['opening', 'closing', 'spot'] as const;

// One currency's count by denomination at an opening or a close. `expected` is what the till
// held when counted; `variance` = total − expected. A recount supersedes the earlier count.
export const tillCounts = pgTable(
  'till_counts',
  {
    id: primaryId(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => tillSessions.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: TILL_COUNT_KINDS }).notNull(),
    currency_id: uuid('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    // [{ value: '20', quantity: 3 }, …]: the denominations counted.
    lines: jsonb('lines').$type<{ value: string; quantity: number }[]>().notNull(),
    total: money('total').notNull(),
    expected: money('expected').notNull(),
    variance: money('variance').notNull(),
    counted_by: text('counted_by').references(() => user.id, { onDelete: 'set null' }),
    counted_at: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
    superseded_at: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('till_counts_kind_check', sql`${t.kind} in ('opening', 'closing', 'spot')`),
    index('till_counts_session_idx').on(t.session_id, t.kind),
  ],
);

// Cash carried from one location to another (vault ↔ till, till ↔ till): two movements of one
// transfer, in one database transaction, with who and when.
export const cashTransfers = pgTable(
  'cash_transfers',
  {
    id: primaryId(),
    from_location_id: uuid('from_location_id')
      .notNull()
      .references(() => cashLocations.id, { onDelete: 'restrict' }),
    to_location_id: uuid('to_location_id')
      .notNull()
      .references(() => cashLocations.id, { onDelete: 'restrict' }),
    currency_id: uuid('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    note: text('note'),
    // The sender's count of what was sent, by denomination (a drop), null when not counted so.
    sent_lines: jsonb('sent_lines').$type<{ value: string; quantity: number }[]>(),
    user_id: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('cash_transfers_amount_positive', sql`${t.amount} > 0`),
    check('cash_transfers_two_places', sql`${t.from_location_id} <> ${t.to_location_id}`),
    index('cash_transfers_date_idx').on(t.business_date),
  ],
);

// A branch's closed business days: nothing is booked or changed with a closed date.
export const businessDays = pgTable(
  'business_days',
  {
    branch_id: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    business_date: date('business_date', { mode: 'string' }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
    closed_by: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.branch_id, t.business_date] })],
);
