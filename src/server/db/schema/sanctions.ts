import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, primaryId } from './columns';

// Sanctions screening (issue 27, docs/decisions/0038). A list is imported whole: its entries
// are written under a new sanctions_lists row, then in the same database transaction the new
// row becomes the source's one list in force and the old one's entries are removed, so a
// screening always reads one complete version.
export const sanctionsLists = pgTable(
  'sanctions_lists',
  {
    id: primaryId(),
    source: text('source', { enum: ['sema', 'un', 'opensanctions'] }).notNull(),
    version: text('version'),
    published_on: date('published_on', { mode: 'string' }),
    file_name: text('file_name'),
    entry_count: integer('entry_count').notNull(),
    // sha256 of the file as received, hex.
    checksum: text('checksum').notNull(),
    in_force: boolean('in_force').notNull().default(false),
    imported_at: timestamp('imported_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    imported_by: text('imported_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('sanctions_lists_source_check', sql`${t.source} in ('sema', 'un', 'opensanctions')`),
    uniqueIndex('sanctions_lists_one_in_force')
      .on(t.source)
      .where(sql`${t.in_force}`),
    index('sanctions_lists_source_idx').on(t.source, t.imported_at),
  ],
);

// One listed person or entity of one list version, as src/domain/sanctions/list-entry.ts reads it.
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: primaryId(),
    list_id: uuid('list_id')
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    kind: text('kind', { enum: ['individual', 'entity'] }).notNull(),
    // The primary name as listed (for display).
    name: text('name').notNull(),
    // ListedName[], BirthRange[], string[] (src/domain/sanctions/list-entry.ts).
    names: jsonb('names').notNull(),
    birth_dates: jsonb('birth_dates').notNull(),
    countries: jsonb('countries').notNull(),
    programme: text('programme'),
    listed_on: date('listed_on', { mode: 'string' }),
  },
  (t) => [
    check('sanctions_entries_kind_check', sql`${t.kind} in ('individual', 'entity')`),
    uniqueIndex('sanctions_entries_list_reference').on(t.list_id, t.reference),
  ],
);

// A possible match of a customer or company against a list entry, waiting for a manager
// (open), cleared as a false positive, or confirmed. `fingerprint` is the subject's normalised
// name and birthday when screened: a cleared hit is not raised again for the same entry
// reference and list source until the fingerprint changes (a new list version keeps the
// clearance while the entry's reference stays).
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: primaryId(),
    subject_type: text('subject_type', { enum: ['customer', 'company'] }).notNull(),
    subject_id: uuid('subject_id').notNull(),
    source: text('source', { enum: ['sema', 'un', 'opensanctions'] }).notNull(),
    entry_reference: text('entry_reference').notNull(),
    // The entry in force when found; null once its list version is replaced.
    entry_id: uuid('entry_id').references(() => sanctionsEntries.id, { onDelete: 'set null' }),
    // What the entry said when found, kept for the record: name, names, birth dates,
    // countries, programme, listed_on.
    entry_snapshot: jsonb('entry_snapshot').notNull(),
    score: numeric('score', { precision: 5, scale: 4 }).notNull(),
    matched_name: text('matched_name').notNull(),
    reasons: jsonb('reasons').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['open', 'cleared', 'confirmed'] })
      .notNull()
      .default('open'),
    review_reason: text('review_reason'),
    reviewed_by: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    case_id: uuid('case_id'),
    created_at: createdAt(),
  },
  (t) => [
    check('screening_hits_subject_type_check', sql`${t.subject_type} in ('customer', 'company')`),
    check('screening_hits_status_check', sql`${t.status} in ('open', 'cleared', 'confirmed')`),
    uniqueIndex('screening_hits_one_per_entry').on(
      t.subject_type,
      t.subject_id,
      t.source,
      t.entry_reference,
      t.fingerprint,
    ),
    index('screening_hits_queue_idx').on(t.status, t.created_at, t.id),
    index('screening_hits_subject_idx').on(t.subject_type, t.subject_id),
  ],
);

// A re-screen of every active customer and company after a list changed, run by the jobs
// scheduler in batches; progress is read by Settings.
export const screeningRuns = pgTable(
  'screening_runs',
  {
    id: primaryId(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    total: integer('total').notNull().default(0),
    screened: integer('screened').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    // Where the next batch starts: the last (subject_type, id) screened.
    cursor: jsonb('cursor'),
    error: text('error'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('screening_runs_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    index('screening_runs_started_idx').on(t.started_at),
  ],
);

// The last attempt to fetch each source's list from its URL, as the crypto refresh keeps its.
export const sanctionsFetchState = pgTable('sanctions_fetch_state', {
  source: text('source', { enum: ['sema', 'un', 'opensanctions'] }).primaryKey(),
  url: text('url').notNull(),
  attempted_at: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
  succeeded_at: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
  error: text('error'),
  // The last fetched file's checksum: an unchanged file is not imported again.
  checksum: text('checksum'),
});
