import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A backup in the audit trail: who took it (the request's staff member and address, or none
 * for the local command) and how. Written before the copy is taken, so the copy holds it too.
 */
export async function recordBackup(db: Database, how: { via: 'download' | 'command' }) {
  // The audited transaction hands the request's staff member and address to the database.
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into audit_log (actor_id, address, action, record_type, after)
        values (audit_actor(), audit_address(), 'backup', 'database',
          jsonb_build_object('via', ${how.via}::text))`,
    );
  });
}
