import type { Clock } from '@domain/clock';
import { DASHBOARD_RECENT, type Dashboard } from '@domain/contracts/dashboard';
import { SETTING_KEYS } from '@domain/contracts/settings';
import type { Database } from '../../db/client';
import { bureauDate, readFlag } from '../settings';
import { transactionSummaries } from '../records';
import { dashboardTotals, mainBranchDay } from './queries';

/** The home screen's figures; "today" is the bureau's day (its time zone) by the server's clock. */
export async function getDashboard(db: Database, clock: Clock): Promise<Dashboard> {
  const today = await bureauDate(db, clock());
  const cryptoEnabled = await readFlag(db, SETTING_KEYS.cryptoEnabled, false);
  const [totals, recent, branch] = await Promise.all([
    dashboardTotals(db, today, cryptoEnabled),
    transactionSummaries(db, undefined, DASHBOARD_RECENT),
    mainBranchDay(db, today),
  ]);
  return {
    total_customers: totals.total_customers,
    total_transactions: totals.total_transactions,
    total_volume: totals.total_volume,
    active_currencies: totals.active_currencies,
    today: {
      date: today,
      transactions: totals.today_transactions,
      volume: totals.today_volume,
    },
    pickups_waiting: totals.pickups_waiting,
    tills: {
      open: branch.open,
      awaiting_signoff: branch.awaiting_signoff,
      total: branch.total,
    },
    day: { date: today, closed: branch.closed },
    recent_transactions: recent,
  };
}
