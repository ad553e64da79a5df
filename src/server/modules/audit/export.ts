import { Readable } from 'node:stream';
import { ACTION_LABELS, auditChangeText, RECORD_TYPE_LABELS, SYSTEM_ACTOR } from '@domain/audit';
import { formatMoment, zoneLabelled } from '@domain/bureau-time';
import type { AuditEntry, AuditFilters } from '@domain/contracts/audit';
import { csvHeader, csvRow, plain, text } from '@domain/csv';
import type { Database } from '../../db/client';
import { businessTimeZone } from '../settings';
import { auditBatch, auditConditions } from './queries';

// Rows read per query: the export holds one batch in memory at a time.
export const AUDIT_EXPORT_BATCH_SIZE = 1000;

// `at` is written on the bureau's clock with its offset, the column naming its zone
// (docs/decisions/0031).
const header = (timeZone: string) => [
  'id',
  zoneLabelled('at', timeZone),
  'staff_id',
  'staff_name',
  'staff_email',
  'address',
  'action',
  'record_type',
  'record_id',
  'parent_id',
  'changes',
  'before',
  'after',
];

// What people typed (names, emails, the changes) is text, guarded against formulas.
function toCsv(entry: AuditEntry, timeZone: string): string {
  return csvRow([
    plain(entry.id),
    plain(formatMoment(entry.at, timeZone, 'iso')),
    plain(entry.actor?.id ?? null),
    text(entry.actor?.name ?? SYSTEM_ACTOR),
    text(entry.actor?.email ?? null),
    plain(entry.address),
    plain(ACTION_LABELS[entry.action]),
    plain(RECORD_TYPE_LABELS[entry.record_type]),
    plain(entry.record_id),
    plain(entry.parent_id),
    text(auditChangeText(entry.before, entry.after, timeZone)),
    text(entry.before ? JSON.stringify(entry.before) : null),
    text(entry.after ? JSON.stringify(entry.after) : null),
  ]);
}

/** The filtered audit trail as CSV, newest first, streamed batch by batch. */
export function auditExportStream(db: Database, filters: AuditFilters): Readable {
  async function* lines() {
    const timeZone = await businessTimeZone(db);
    yield csvHeader(header(timeZone));
    const conditions = await auditConditions(db, filters);
    let after: string | null = null;
    for (;;) {
      const batch = await auditBatch(db, conditions, after, AUDIT_EXPORT_BATCH_SIZE);
      for (const entry of batch) yield toCsv(entry, timeZone);
      if (batch.length < AUDIT_EXPORT_BATCH_SIZE) return;
      after = batch[batch.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
