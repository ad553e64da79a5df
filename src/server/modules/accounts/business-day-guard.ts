import { sql } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import { preparedRows, type Tx } from '../../db/client';
import { conflict } from '../../http-errors';

// The cash rule "a closed day takes nothing more", shared by the ledger's adjustments, the cash
// module and the exchange, which build on this module.
/**
 * Refuses (409 day_closed) anything booked or changed with a closed business day's date of the
 * branch. Call inside the caller's transaction. Closing the day holds the branch's row lock
 * (closeBusinessDay), so the branch is locked first (key share), and the day read by the next
 * statement: at READ COMMITTED each statement reads what was committed when it began, so a
 * check that waited for a close sees that close. Read in the locking statement, the day would
 * come from the snapshot taken before the wait, and the change would commit on the closed day.
 * Both statements go out at once; the second runs once the first holds the lock.
 */
export async function assertDayOpen(tx: Tx, branchId: string, date: string): Promise<void> {
  const locking = preparedRows(
    tx,
    'day_branch_lock',
    sql`select 1 from branches b where b.id = ${branchId}::uuid for key share of b`,
  );
  const reading = preparedRows<{ closed: boolean }>(
    tx,
    'day_is_closed',
    sql`select exists (select 1 from business_days d
          where d.branch_id = ${branchId}::uuid and d.business_date = ${date}::date) as closed`,
  );
  reading.catch(() => {}); // awaited below, once the lock's answer is in
  await locking;
  const rows = await reading;
  if (rows[0]?.closed) throw conflict(CASH_MESSAGES.dayClosed(date), 'day_closed');
}
