import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CountBody, TillSession } from '@domain/contracts/cash';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { recordCashAudit } from './audit-entry';
import {
  auditCounts,
  bookVariances,
  compareWithTill,
  storeCounts,
  supersedeClosingCounts,
} from './count-booking';
import { readCount } from './count-input';
import { coveredByTillCount, uncountedInto } from './handovers';
import { assertOwnOrManager, lockSession, type Actor } from './session-lock';
import { sessionView } from './session-view';
import { variancesWithinTolerance } from './variance-tolerance';
import { assertDayOpen } from '../accounts';

/**
 * The blind close (docs/decisions/0036): the teller's count by denomination is compared with
 * what the till holds. Every variance within the tolerance (in CAD): booked over/short and the
 * session closed. Beyond it: the counts wait for a manager's sign-off (nothing booked), and the
 * teller may count again meanwhile (the earlier count superseded, audited as a recount).
 * The session row is locked first, so exchanges in flight finish and no more are booked.
 */
export async function closeTill(
  db: Database,
  clock: Clock,
  sessionId: string,
  actor: Actor,
  body: CountBody,
): Promise<TillSession> {
  const now = clock();
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    assertOwnOrManager(session, actor);
    if (session.status === 'closed') throw conflict(CASH_MESSAGES.sessionClosed, 'session_state');
    await assertDayOpen(tx, session.branch_id, session.business_date);
    const counted = await readCount(tx, body);
    // Cash handed to the till and not counted yet is in what the close counts.
    const uncounted = await uncountedInto(tx, session.till_id);
    await coveredByTillCount(tx, 'closing', uncounted, { userId: actor.userId, at: now });
    const recount = await supersedeClosingCounts(tx, session.id, now);
    const findings = await compareWithTill(tx, session.till_id, counted);
    await storeCounts(tx, session.id, 'closing', findings, { userId: actor.userId, at: now });
    const within = await variancesWithinTolerance(tx, findings, now);
    if (within) {
      await bookVariances(tx, session.till_id, findings, {
        userId: actor.userId,
        note: `Closing count of ${session.till_name}`,
      });
    }
    const status = within ? 'closed' : 'awaiting_signoff';
    // The one way a count changes a session's state (migration 0040).
    await tx.execute(
      sql`select close_till_session(${session.id}::uuid, ${within}, ${now.toISOString()}::timestamptz)`,
    );
    await recordCashAudit(tx, {
      action: recount ? 'recount' : 'count',
      recordType: 'till_session',
      recordId: session.id,
      parentId: session.till_id,
      before: { status: session.status },
      after: { status, closing: auditCounts(findings) },
    });
    const view = await sessionView(tx, session.id);
    if (!view) throw new Error('the session just counted is missing');
    return view;
  });
}
