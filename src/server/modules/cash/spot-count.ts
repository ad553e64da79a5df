import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CountBody, CountResult } from '@domain/contracts/cash';
import { SETTING_KEYS } from '@domain/setting-values';
import { roleAllows } from '@domain/staff';
import type { Database, Tx } from '../../db/client';
import { conflict, forbidden } from '../../http-errors';
import { readFlag } from '../settings';
import { recordCashAudit } from './audit-entry';
import { auditCounts, compareWithTill, storeCounts } from './count-booking';
import { readCount } from './count-input';
import { lockSession, type Actor } from './session-lock';
import { spotCounts } from './session-view';

/**
 * Who spot counts a till: a manager or the owner; its own teller too where the bureau allows it
 * (the tellers_spot_count setting), since the count shows what the till holds.
 */
export async function assertMaySpotCount(
  db: Database | Tx,
  session: { teller_id: string },
  actor: Actor,
): Promise<void> {
  if (roleAllows(actor.role, 'manager')) return;
  const allowed = await readFlag(db, SETTING_KEYS.tellersSpotCount, false);
  if (allowed && actor.userId !== null && actor.userId === session.teller_id) return;
  throw forbidden(CASH_MESSAGES.spotNotAllowed);
}

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
    await assertMaySpotCount(tx, session, actor);
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
