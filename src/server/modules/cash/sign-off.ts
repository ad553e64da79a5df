import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { TillSession } from '@domain/contracts/cash';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { recordCashAudit } from './audit-entry';
import { auditCounts, bookVariances, currentClosingFindings } from './count-booking';
import { lockSession, type Actor } from './session-lock';
import { sessionView } from './session-view';
import { assertDayOpen } from '../accounts';

/**
 * A manager signs off a close whose variance is beyond the tolerance, with a reason: the latest
 * count's variances are booked over/short at the till and the session is closed. Nothing moves
 * in a till waiting for a sign-off, so what was expected then is what it holds now.
 */
export async function signOffSession(
  db: Database,
  clock: Clock,
  sessionId: string,
  actor: Actor,
  reason: string,
): Promise<TillSession> {
  const now = clock();
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status !== 'awaiting_signoff') {
      throw conflict(CASH_MESSAGES.sessionNotAwaiting, 'session_state');
    }
    await assertDayOpen(tx, session.branch_id, session.business_date);
    const findings = await currentClosingFindings(tx, session.id);
    await bookVariances(tx, session.till_id, findings, {
      userId: actor.userId,
      note: `Closing count of ${session.till_name}, signed off: ${reason}`,
    });
    // The one way a sign-off closes a session (migration 0040).
    await tx.execute(
      sql`select sign_off_till_session(${session.id}::uuid, ${actor.userId}, ${reason},
            ${now.toISOString()}::timestamptz)`,
    );
    await recordCashAudit(tx, {
      action: 'sign_off',
      recordType: 'till_session',
      recordId: session.id,
      parentId: session.till_id,
      before: { status: session.status },
      after: { status: 'closed', reason, booked: auditCounts(findings) },
    });
    const view = await sessionView(tx, session.id);
    if (!view) throw new Error('the session just signed off is missing');
    return view;
  });
}
