import { sql } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { TillSessionStatus } from '@domain/contracts/cash';
import { roleAllows, type StaffRole } from '@domain/staff';
import { queryRows, type Tx } from '../../db/client';
import { forbidden, notFound } from '../../http-errors';

export type Actor = { userId: string | null; role: StaffRole | null };

export type LockedSession = {
  id: string;
  till_id: string;
  till_name: string;
  branch_id: string;
  teller_id: string;
  business_date: string;
  status: TillSessionStatus;
};

/**
 * A session's row, locked FOR UPDATE: a close waits for the exchanges in flight (they hold it
 * FOR KEY SHARE) and none starts until it commits. 404 when there is none.
 */
export async function lockSession(tx: Tx, id: string): Promise<LockedSession> {
  const [row] = await queryRows<LockedSession>(
    tx,
    sql`select s.id, s.till_id, t.name as till_name, t.branch_id, s.teller_id,
          s.business_date::text as business_date, s.status
        from till_sessions s join cash_locations t on t.id = s.till_id
        where s.id = ${id}::uuid
        for update of s`,
  );
  if (!row) throw notFound(CASH_MESSAGES.sessionNotFound);
  return row;
}

/** A teller acts only on their own session; a manager or the owner on any (403 otherwise). */
export function assertOwnOrManager(session: { teller_id: string }, actor: Actor): void {
  if (roleAllows(actor.role, 'manager')) return;
  if (actor.userId && actor.userId === session.teller_id) return;
  throw forbidden(CASH_MESSAGES.notYourSession);
}

type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };

/** Whether an error is the violation of a unique key whose name includes `name`. */
export function isUniqueViolation(error: unknown, name: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as PgError;
    if (candidate.code === '23505') {
      const where = `${candidate.constraint ?? ''} ${candidate.message ?? ''}`;
      return where.includes(name);
    }
    e = candidate.cause;
  }
  return false;
}

/** Whether an error is the violation of one of the partial unique indexes of till_sessions. */
export const isSessionUniqueViolation = (error: unknown) =>
  isUniqueViolation(error, 'till_sessions_one_per');
