import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { BusinessDay } from '@domain/contracts/business-day';
import { queryRows, type Database, type Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-errors';
import { bureauDate } from '../settings';
import { recordCashAudit } from './audit-entry';

type DayRow = {
  branch_name: string;
  closed_at: Date | string | null;
  closed_by_id: string | null;
  closed_by_name: string | null;
  open_tills: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A branch's business day: when and by whom it was closed (null while open), and how many of
 * its tills have a session not yet closed. Null: no such branch. */
export async function readBusinessDay(
  db: Database | Tx,
  branchId: string,
  date: string,
): Promise<(BusinessDay & { branch_name: string }) | null> {
  const [row] = await queryRows<DayRow>(
    db,
    sql`select b.name as branch_name, d.closed_at, u.id as closed_by_id, u.name as closed_by_name,
          (select count(*)::int from till_sessions s
            join cash_locations l on l.id = s.till_id
            where l.branch_id = b.id and s.status <> 'closed') as open_tills
        from branches b
        left join business_days d on d.branch_id = b.id and d.business_date = ${date}::date
        left join auth_users u on u.id = d.closed_by
        where b.id = ${branchId}::uuid`,
  );
  if (!row) return null;
  return {
    branch_id: branchId,
    branch_name: row.branch_name,
    business_date: date,
    closed_at: row.closed_at ? iso(row.closed_at) : null,
    closed_by:
      row.closed_by_id && row.closed_by_name
        ? { id: row.closed_by_id, name: row.closed_by_name }
        : null,
    open_tills: row.open_tills,
  };
}

export async function getBusinessDay(
  db: Database,
  branchId: string,
  date: string,
): Promise<BusinessDay> {
  const day = await readBusinessDay(db, branchId, date);
  if (!day) throw notFound(CASH_DAY_MESSAGES.branchNotFound);
  const { branch_name: _name, ...answer } = day;
  return answer;
}

export const CASH_DAY_MESSAGES = {
  branchNotFound: 'Branch not found',
  notBegun: (date: string) => `The business day ${date} has not begun: it cannot be closed yet`,
  tillsNotClosed: (tills: string[]) =>
    `Close every till before closing the day: ${tills.join(', ')} ${
      tills.length === 1 ? 'is' : 'are'
    } not closed`,
} as const;

const STATUS_WORDS: Record<string, string> = {
  open: 'open',
  awaiting_signoff: 'awaiting sign-off',
};

/**
 * A manager closes a branch's business day (docs/decisions/0036). Under the branch's row lock
 * (FOR UPDATE: transfers and session changes check the day under a key-share lock of the same
 * row, so each either committed before or sees the day closed): refused with 409 day_closed when
 * the day is closed already, 409 session_state naming the tills whose session is not closed (of
 * any date), 400 for a day that has not begun. An exchange needs an open session, so with every
 * session closed none can be in flight (a till's close waits for its bookings). The sessions
 * are read, not locked: a session change holding its session's row and waiting for the branch
 * would otherwise deadlock with this close. Then the day is recorded, with who and when, and the
 * audit trail says so. A refusal writes nothing.
 */
export async function closeBusinessDay(
  db: Database,
  clock: Clock,
  input: { branch_id: string; date: string },
  userId: string | null,
): Promise<BusinessDay> {
  const { branch_id: branchId, date } = input;
  return db.transaction(async (tx) => {
    const [branch] = await queryRows<{ id: string }>(
      tx,
      sql`select b.id from branches b where b.id = ${branchId}::uuid for update of b`,
    );
    if (!branch) throw notFound(CASH_DAY_MESSAGES.branchNotFound);
    // Read after the lock, in a statement of its own: a close that waited for another sees it
    // (409 day_closed, not a duplicate row).
    const [state] = await queryRows<{ closed: boolean }>(
      tx,
      sql`select exists (select 1 from business_days d
            where d.branch_id = ${branchId}::uuid and d.business_date = ${date}::date) as closed`,
    );
    if (state?.closed) throw conflict(CASH_MESSAGES.dayClosed(date), 'day_closed');
    const now = clock();
    if (date > (await bureauDate(tx, now))) {
      throw badRequest(CASH_DAY_MESSAGES.notBegun(date), {
        date: CASH_DAY_MESSAGES.notBegun(date),
      });
    }
    const unclosed = await queryRows<{ name: string; status: string }>(
      tx,
      sql`select l.name, s.status from till_sessions s
          join cash_locations l on l.id = s.till_id
          where l.branch_id = ${branchId}::uuid and s.status <> 'closed'
          order by lower(l.name), l.id`,
    );
    if (unclosed.length > 0) {
      const tills = unclosed.map((t) => `${t.name} (${STATUS_WORDS[t.status] ?? t.status})`);
      throw conflict(CASH_DAY_MESSAGES.tillsNotClosed(tills), 'session_state');
    }
    await tx.execute(
      sql`insert into business_days (branch_id, business_date, closed_at, closed_by)
          values (${branchId}::uuid, ${date}::date, ${now.toISOString()}::timestamptz, ${userId})`,
    );
    // The day close in the audit trail, with the request's staff member and address.
    await recordCashAudit(tx, {
      action: 'close_day',
      recordType: 'business_day',
      recordId: branchId,
      after: { branch_id: branchId, business_date: date, closed_at: now.toISOString() },
    });
    const day = await readBusinessDay(tx, branchId, date);
    if (!day) throw new Error('the day just closed cannot be read back');
    const { branch_name: _name, ...answer } = day;
    return answer;
  });
}
