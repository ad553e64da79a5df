import { sql } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import { CASH_MESSAGES } from '@domain/cash/messages';
import { preparedRows, type Tx } from '../../db/client';
import { MAIN_BRANCH_ID } from '../../db/schema';
import { conflict } from '../../http-errors';
import { bureauDate } from '../settings';

/**
 * An adjustment is booked now, in the Main vault: refused (409 day_closed) once the Main
 * branch's business day of the bureau's today is closed. The same check as the cash module's
 * assertDayOpen (the branch row held key share, so a day close waits for this booking), written
 * here because the cash module imports the ledger and modules never import in a cycle.
 */
export async function assertTodayOpen(tx: Tx, clock: Clock): Promise<void> {
  const today = await bureauDate(tx, clock());
  const rows = await preparedRows<{ closed: boolean }>(
    tx,
    'adjustment_day_is_closed',
    sql`select exists (select 1 from business_days d
          where d.branch_id = b.id and d.business_date = ${today}::date) as closed
        from branches b where b.id = ${MAIN_BRANCH_ID}::uuid for key share of b`,
  );
  if (rows[0]?.closed) throw conflict(CASH_MESSAGES.dayClosed(today), 'day_closed');
}
