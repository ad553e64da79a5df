import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, money, primaryId, updatedAt } from './columns';
import { transactions } from './transactions';

// A compliance case (docs/decisions/0026): a report to FINTRAC (LCTR, LVCTR) or a structuring
// alert of one static 24-hour window, created and kept up to date by the exchange's own
// database transaction, then filed, reviewed or dismissed by staff. `people` holds the domain's
// CasePerson list without names (names are read from customers).
export const complianceCases = pgTable(
  'compliance_cases',
  {
    id: primaryId(),
    kind: text('kind', { enum: ['lctr', 'lvctr', 'structuring', 'sanctions'] }).notNull(),
    status: text('status', { enum: ['open', 'filed', 'reviewed', 'dismissed'] })
      .notNull()
      .default('open'),
    window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    window_end: timestamp('window_end', { withTimezone: true, mode: 'date' }).notNull(),
    window_date: date('window_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    total_cad: money('total_cad').notNull(),
    people: jsonb('people').notNull(),
    reached_by: uuid('reached_by').references(() => transactions.id, { onDelete: 'restrict' }),
    reached_at: timestamp('reached_at', { withTimezone: true, mode: 'date' }),
    acknowledgement_number: text('acknowledgement_number'),
    filed_on: date('filed_on', { mode: 'string' }),
    review_note: text('review_note'),
    dismissed_reason: text('dismissed_reason'),
    closed_at: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closed_by: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'compliance_cases_kind_check',
      sql`${t.kind} in ('lctr', 'lvctr', 'structuring', 'sanctions')`,
    ),
    check(
      'compliance_cases_status_check',
      sql`${t.status} in ('open', 'filed', 'reviewed', 'dismissed')`,
    ),
    check('compliance_cases_window_order', sql`${t.window_start} < ${t.window_end}`),
    index('compliance_cases_queue_idx').on(t.status, t.due_date, t.id),
    index('compliance_cases_window_idx').on(t.window_start, t.kind),
  ],
);

// The transactions that make up a case; a transaction is in at most one case of each kind.
export const complianceCaseTransactions = pgTable(
  'compliance_case_transactions',
  {
    case_id: uuid('case_id')
      .notNull()
      .references(() => complianceCases.id, { onDelete: 'cascade' }),
    transaction_id: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.case_id, t.transaction_id] }),
    index('compliance_case_transactions_transaction_idx').on(t.transaction_id),
  ],
);
