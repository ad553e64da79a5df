import type { Clock } from '@domain/clock';
import { assertDayOpen } from './business-day-guard';
import type { Tx } from '../../db/client';
import { MAIN_BRANCH_ID } from '../../db/schema';
import { bureauDate } from '../settings';

/**
 * An adjustment is booked now, in the Main vault: refused (409 day_closed) once the Main
 * branch's business day of the bureau's today is closed.
 */
export async function assertTodayOpen(tx: Tx, clock: Clock): Promise<void> {
  await assertDayOpen(tx, MAIN_BRANCH_ID, await bureauDate(tx, clock()));
}
