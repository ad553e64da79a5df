import { sql } from 'drizzle-orm';
import { SANCTIONS_MESSAGES, type ScreeningHitView } from '@domain/contracts/sanctions';
import type { Clock } from '@domain/clock';
import { queryRows, type Database, type Tx } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import { bureauDate } from '../settings';
import { readThresholds } from './thresholds';
import { findHit } from './queries';

// A manager's review of a possible match (docs/decisions/0038), in one transaction each:
// cleared as a false positive (the subject's hold lifts once no other match of theirs is
// open), or confirmed (the subject is frozen and a "sanctions" compliance case opens, due the
// same day: the listed person or entity property report is due at once).

export const HIT_NOT_FOUND = 'Match not found';

type LockedHit = {
  id: string;
  subject_type: 'customer' | 'company';
  subject_id: string;
  status: string;
  source: string;
  entry_reference: string;
  score: string;
};

async function lockOpenHit(tx: Tx, id: string): Promise<LockedHit> {
  const [hit] = await queryRows<LockedHit>(
    tx,
    sql`select id::text as id, subject_type, subject_id::text as subject_id, status, source,
          entry_reference, score::text as score
        from screening_hits where id = ${id} for update`,
  );
  if (!hit) throw notFound(HIT_NOT_FOUND);
  if (hit.status !== 'open') throw conflict(SANCTIONS_MESSAGES.hitReviewed);
  return hit;
}

const subjectTable = (type: 'customer' | 'company') =>
  type === 'customer' ? sql`customers` : sql`companies`;

async function recordReviewAudit(
  tx: Tx,
  hit: LockedHit,
  action: 'clear' | 'confirm',
  after: Record<string, unknown>,
) {
  await tx.execute(
    sql`insert into audit_log (actor_id, address, action, record_type, record_id, parent_id,
          before, after)
        values (audit_actor(), audit_address(), ${action}, 'screening_hit', ${hit.id},
          ${hit.subject_id}, ${JSON.stringify({ status: 'open' })}::jsonb,
          ${JSON.stringify({
            subject_type: hit.subject_type,
            source: hit.source,
            entry_reference: hit.entry_reference,
            score: hit.score,
            ...after,
          })}::jsonb)`,
  );
}

async function answer(db: Database, id: string): Promise<ScreeningHitView> {
  const hit = await findHit(db, id, await readThresholds(db));
  if (!hit) throw notFound(HIT_NOT_FOUND);
  return hit;
}

/** Not the listed party: cleared with the reason; the hold lifts when nothing else is open. */
export async function clearHit(
  db: Database,
  id: string,
  reason: string,
  userId: string | null,
): Promise<ScreeningHitView> {
  await db.transaction(async (tx) => {
    const hit = await lockOpenHit(tx, id);
    await tx.execute(
      sql`update screening_hits set status = 'cleared', review_reason = ${reason},
            reviewed_by = ${userId}, reviewed_at = now() where id = ${id}`,
    );
    await tx.execute(
      sql`update ${subjectTable(hit.subject_type)} set screening_status = 'clear'
          where id = ${hit.subject_id} and screening_status = 'hold'
            and not exists (select 1 from screening_hits o where o.subject_type = ${hit.subject_type}
              and o.subject_id = ${hit.subject_id} and o.status = 'open')`,
    );
    await recordReviewAudit(tx, hit, 'clear', { status: 'cleared', reason });
  });
  return answer(db, id);
}

/**
 * The listed party: confirmed with the note, the subject frozen, and a compliance case of kind
 * 'sanctions' opened over the instant of the confirmation, due the same bureau day.
 */
export async function confirmHit(
  db: Database,
  clock: Clock,
  id: string,
  note: string,
  userId: string | null,
): Promise<ScreeningHitView> {
  await db.transaction(async (tx) => {
    const hit = await lockOpenHit(tx, id);
    await tx.execute(
      sql`update ${subjectTable(hit.subject_type)} set screening_status = 'frozen'
          where id = ${hit.subject_id}`,
    );
    const now = clock();
    const today = await bureauDate(tx, now);
    const people =
      hit.subject_type === 'customer'
        ? [
            {
              customer_id: hit.subject_id,
              roles: [],
              received_cad: '0.00',
              reached_threshold: true,
            },
          ]
        : [];
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into compliance_cases (kind, window_start, window_end, window_date, due_date,
            total_cad, people, reached_at)
          values ('sanctions', ${now.toISOString()}::timestamptz,
            ${now.toISOString()}::timestamptz + interval '1 second', ${today}::date,
            ${today}::date, 0, ${JSON.stringify(people)}::jsonb, ${now.toISOString()}::timestamptz)
          returning id::text as id`,
    );
    if (!created) throw new Error('the case insert returned no row');
    await tx.execute(
      sql`update screening_hits set status = 'confirmed', review_reason = ${note},
            reviewed_by = ${userId}, reviewed_at = now(), case_id = ${created.id}
          where id = ${id}`,
    );
    await recordReviewAudit(tx, hit, 'confirm', {
      status: 'confirmed',
      note,
      case_id: created.id,
    });
  });
  return answer(db, id);
}
