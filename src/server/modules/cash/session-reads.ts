import { CASH_MESSAGES } from '@domain/cash/messages';
import type { MySession, TillSession } from '@domain/contracts/cash';
import { roleAllows } from '@domain/staff';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import { balancesOfLocation } from './location-balances';
import { assertOwnOrManager, type Actor } from './session-lock';
import { listSessions, sessionView, unclosedSessionOf } from './session-view';

/** One session; a teller reads only their own. */
export async function readSession(db: Database, id: string, actor: Actor): Promise<TillSession> {
  const session = await sessionView(db, id);
  if (!session) throw notFound(CASH_MESSAGES.sessionNotFound);
  assertOwnOrManager({ teller_id: session.teller.id }, actor);
  return session;
}

/** Sessions by date and branch; a teller sees only their own. */
export async function readSessions(
  db: Database,
  query: { date?: string | undefined; branch_id?: string | undefined },
  actor: Actor,
): Promise<{ rows: TillSession[] }> {
  const mine = !roleAllows(actor.role, 'manager');
  const rows = await listSessions(db, {
    date: query.date,
    branchId: query.branch_id,
    ...(mine ? { tellerId: actor.userId ?? '' } : {}),
  });
  return { rows };
}

/**
 * The signed-in member's session not closed and, for a manager or the owner, what its till
 * holds. Blind close (docs/decisions/0036): a teller never learns what their till is expected to
 * hold before their count is in, so a teller's answer carries no balances (null).
 */
export async function readMySession(db: Database, actor: Actor): Promise<MySession> {
  const seesBalances = roleAllows(actor.role, 'manager');
  const session = actor.userId ? await unclosedSessionOf(db, actor.userId) : null;
  if (!session) return { session: null, balances: seesBalances ? [] : null };
  return {
    session,
    balances: seesBalances ? await balancesOfLocation(db, session.till.id) : null,
  };
}
