import { sql } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import { preparedRows, type Tx } from './client';
import { conflict } from '../http-errors';

// Shared by the cash module and the ledger's adjustments (which the cash module builds on), so
// it sits below both.
/**
 * Refuses (409 day_closed) anything booked or changed with a closed business day's date of the
 * branch. Call inside the caller's transaction; closing the day takes the branch's row lock
 * (lockBranchDay), so a change that passed this check commits before the day closes.
 */
export async function assertDayOpen(tx: Tx, branchId: string, date: string): Promise<void> {
  const rows = await preparedRows<{ closed: boolean }>(
    tx,
    'day_is_closed',
    sql`select exists (select 1 from business_days d
          where d.branch_id = ${branchId}::uuid and d.business_date = ${date}::date) as closed
        from branches b where b.id = ${branchId}::uuid for key share of b`,
  );
  if (rows[0]?.closed) throw conflict(CASH_MESSAGES.dayClosed(date), 'day_closed');
}
