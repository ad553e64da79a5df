import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
    kind: text('kind', { enum: ['lctr', 'lvctr', 'structuring', 'sanctions', 'str'] }).notNull(),
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
      sql`${t.kind} in ('lctr', 'lvctr', 'structuring', 'sanctions', 'str')`,
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

// FINTRAC's reports as filed (issue 45, docs/decisions/0056): one row per sending to FINTRAC's
// API (submit, change, delete) or per report recorded as filed in FINTRAC's web system, with the
// document exactly as it left. Written once; a sending's answer is its only change (migration
// 0044's trigger).
export const fintracFilings = pgTable(
  'fintrac_filings',
  {
    id: primaryId(),
    case_id: uuid('case_id')
      .notNull()
      .references(() => complianceCases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    report_type: text('report_type', { enum: ['lctr', 'lvctr', 'str'] }).notNull(),
    action: text('action', { enum: ['submit', 'change', 'delete', 'record'] }).notNull(),
    reference: text('reference').notNull(),
    document: text('document').notNull(),
    document_sha256: text('document_sha256').notNull(),
    outcome: text('outcome', {
      enum: ['sending', 'accepted', 'rejected', 'no_answer', 'failed', 'recorded'],
    }).notNull(),
    external_report_uuid: text('external_report_uuid'),
    fintrac_submitted_at: text('fintrac_submitted_at'),
    messages: jsonb('messages').notNull().default([]),
    problem: text('problem'),
    sent_by: text('sent_by').references(() => user.id, { onDelete: 'set null' }),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    answered_at: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('fintrac_filings_case_version').on(t.case_id, t.version),
    check('fintrac_filings_version_check', sql`${t.version} >= 1`),
    check('fintrac_filings_report_type_check', sql`${t.report_type} in ('lctr', 'lvctr', 'str')`),
    check(
      'fintrac_filings_action_check',
      sql`${t.action} in ('submit', 'change', 'delete', 'record')`,
    ),
    check(
      'fintrac_filings_outcome_check',
      sql`${t.outcome} in ('sending', 'accepted', 'rejected', 'no_answer', 'failed', 'recorded')`,
    ),
    check('fintrac_filings_sha256_check', sql`${t.document_sha256} ~ '^[0-9a-f]{64}$'`),
    uniqueIndex('fintrac_filings_one_sending_idx')
      .on(t.case_id)
      .where(sql`${t.outcome} = 'sending'`),
  ],
);

// A suspicious transaction report's own fields (issue 45, docs/decisions/0057): its case is a
// compliance case of kind 'str'; its completed transactions are the case's transactions, its
// attempted ones (nothing booked) are kept here as they were asked at the counter.
export const suspiciousReports = pgTable(
  'suspicious_reports',
  {
    case_id: uuid('case_id')
      .primaryKey()
      .references(() => complianceCases.id, { onDelete: 'restrict' }),
    suspicion_type: integer('suspicion_type').notNull(),
    grounds: text('grounds').notNull(),
    action_taken: text('action_taken'),
    grounds_determined_at: timestamp('grounds_determined_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    opened_from: text('opened_from', {
      enum: ['exchange', 'transaction', 'customer', 'alert'],
    }).notNull(),
    attempted: jsonb('attempted').notNull().default([]),
    opened_by: text('opened_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('suspicious_reports_suspicion_type_check', sql`${t.suspicion_type} between 1 and 7`),
    check('suspicious_reports_grounds_check', sql`length(btrim(${t.grounds})) > 0`),
    check(
      'suspicious_reports_opened_from_check',
      sql`${t.opened_from} in ('exchange', 'transaction', 'customer', 'alert')`,
    ),
    check('suspicious_reports_attempted_check', sql`jsonb_typeof(${t.attempted}) = 'array'`),
  ],
);
