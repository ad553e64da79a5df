import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { TillSession } from '@domain/contracts/cash';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { recordCashAudit } from './audit-entry';
import { assertTillAndTellerFree } from './open-till';
import { isSessionUniqueViolation, lockSession, type Actor } from './session-lock';
import { sessionView } from './session-view';
import { assertDayOpen } from '../accounts';

/**
 * A manager reopens a closed session, with a reason, while its day is open and neither its
 * till nor its teller has another session not closed. The over/short booked at its close stays
 * (it was real); the next close counts again.
 */
export async function reopenSession(
  db: Database,
  clock: Clock,
  sessionId: string,
  actor: Actor,
  reason: string,
): Promise<TillSession> {
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const session = await lockSession(tx, sessionId);
      if (session.status !== 'closed') {
        throw conflict(CASH_MESSAGES.sessionNotClosed, 'session_state');
      }
      await assertDayOpen(tx, session.branch_id, session.business_date);
      await assertTillAndTellerFree(
        tx,
        { id: session.till_id, name: session.till_name },
        session.teller_id,
        session.id,
      );
      // The one way a session opens again (migration 0040): its close's counts become history
      // (audited), and the next close counts afresh.
      await tx.execute(
        sql`select reopen_till_session(${session.id}::uuid, ${now.toISOString()}::timestamptz)`,
      );
      await recordCashAudit(tx, {
        action: 'reopen',
        recordType: 'till_session',
        recordId: session.id,
        parentId: session.till_id,
        before: { status: 'closed' },
        after: { status: 'open', reason, reopened_at: now.toISOString() },
      });
      const view = await sessionView(tx, session.id);
      if (!view) throw new Error('the session just reopened is missing');
      return view;
    });
  } catch (error) {
    if (isSessionUniqueViolation(error)) throw conflict(CASH_MESSAGES.openedMeanwhile, 'till_busy');
    throw error;
  }
}
