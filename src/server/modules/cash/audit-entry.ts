import { sql } from 'drizzle-orm';
import type { AuditAction, AuditRecordType } from '@domain/audit';
import type { Tx } from '../../db/client';

// The cash tables have no audit triggers: each change of the cash day writes its own entry in
// the same transaction, with the request's staff member and address (docs/decisions/0020).
export async function recordCashAudit(
  tx: Tx,
  entry: {
    action: AuditAction;
    recordType: AuditRecordType;
    recordId: string;
    parentId?: string | null;
    before?: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const before = entry.before ? JSON.stringify(entry.before) : null;
  await tx.execute(
    sql`insert into audit_log (actor_id, address, action, record_type, record_id, parent_id,
          before, after)
        values (audit_actor(), audit_address(), ${entry.action}, ${entry.recordType},
          ${entry.recordId}, ${entry.parentId ?? null}, ${before}::jsonb,
          ${JSON.stringify(entry.after)}::jsonb)`,
  );
}
