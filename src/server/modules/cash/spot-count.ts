import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CountBody, CountResult } from '@domain/contracts/cash';
import type { Database } from '../../db/client';
import { conflict } from '../../http-errors';
import { recordCashAudit } from './audit-entry';
import { auditCounts, compareWithTill, storeCounts } from './count-booking';
import { readCount } from './count-input';
import { lockSession, type Actor } from './session-lock';
import { spotCounts } from './session-view';

/**
 * A spot count (issue 46): a manager counts an open till during the day, blind and by
 * denomination; the count is kept beside what the till holds (its variance) without closing the
 * session or booking anything: the close settles the day. The session row is locked, so no
 * exchange of the till is booked between reading its balances and keeping the count. Answers
 * the session's spot counts, this one last.
 */
export async function spotCount(
  db: Database,
  clock: Clock,
  sessionId: string,
  actor: Actor,
  body: CountBody,
): Promise<CountResult[]> {
  const now = clock();
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.status !== 'open') throw conflict(CASH_MESSAGES.spotNotOpen, 'session_state');
    const counted = await readCount(tx, body);
    const findings = await compareWithTill(tx, session.till_id, counted);
    await storeCounts(tx, session.id, 'spot', findings, { userId: actor.userId, at: now });
    await recordCashAudit(tx, {
      action: 'spot_count',
      recordType: 'till_session',
      recordId: session.id,
      parentId: session.till_id,
      after: { spot: auditCounts(findings) },
    });
    return spotCounts(tx, session.id);
  });
}
