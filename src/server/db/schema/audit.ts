import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The audit trail (docs/decisions/0020): one row per change, written by database triggers in
// the same transaction as the change, never updated or deleted. Who and from where come from
// the transaction's settings `audit.actor_id` and `audit.address` (db/audit-context.ts).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // No foreign key: the trail outlives every record it names, staff accounts included.
    actor_id: text('actor_id'),
    address: text('address'),
    action: text('action').notNull(),
    record_type: text('record_type').notNull(),
    record_id: text('record_id'),
    // The record this one belongs to: an ID card's customer.
    parent_id: text('parent_id'),
    // Changed fields only for an update; the whole row for a create (after) or delete (before).
    // Numbers are kept as text so that money stays exact.
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // Each filter of the Audit page, newest first.
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_type_idx').on(t.record_type, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_record_idx').on(t.record_id, t.id),
    // Only the rows that belong to another (an ID card's to its customer): most have none, and
    // every read of it asks for one (an equality, which implies one).
    index('audit_log_parent_idx')
      .on(t.parent_id, t.id)
      .where(sql`${t.parent_id} is not null`),
    index('audit_log_actor_idx').on(t.actor_id, t.id),
    // The per-account sign-in limit reads an account's recent failures.
    index('audit_log_failed_sign_in_idx')
      .on(sql`lower(${t.after} ->> 'email')`, t.id)
      .where(sql`${t.action} = 'sign_in_failed'`),
  ],
);
