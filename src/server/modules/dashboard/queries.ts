import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { MAIN_BRANCH_ID } from '../../db/schema';

export type DashboardTotals = {
  total_customers: number;
  total_transactions: number;
  total_volume: string;
  active_currencies: number;
  today_transactions: number;
  today_volume: string;
  pickups_waiting: number;
};

/**
 * Every figure of the dashboard in one statement. The number of customers is kept by triggers
 * (customer_totals, migration 0018); the transaction figures come from the
 * counters the triggers keep per day, status, on-behalf and claimed (transaction_counters,
 * migration 0007), so they cost the same at 1,000,000 transactions as at 10: counts, and CAD
 * sums rounded to the cent in SQL (NUMERIC). Cancelled transactions count but add no volume; a
 * pickup waits while on behalf, completed and unclaimed (SPEC §4, isAwaitingPickup). Today's
 * figures are those of the bureau's day the exchanges were booked on, as the dashboard's chart
 * and the reports count them (transaction_daily_totals, migration 0028; issue 47): an exchange
 * dated another day but booked today counts today, and a cancelled one not at all.
 * Crypto currencies count as active only while crypto is enabled, as they are shown only then.
 */
export async function dashboardTotals(
  db: Database,
  today: string,
  cryptoEnabled: boolean,
): Promise<DashboardTotals> {
  const [row] = await queryRows<DashboardTotals>(
    db,
    sql`select
          coalesce((select customers::int from customer_totals), 0) as total_customers,
          t.total_transactions, t.total_volume, d.today_transactions, d.today_volume,
          t.pickups_waiting,
          (select count(*)::int from currencies
            where is_active and (${cryptoEnabled} or crypto_id is null)) as active_currencies
        from (
          select
            coalesce(sum(transactions), 0)::int as total_transactions,
            round(coalesce(sum(volume) filter (where status <> 'cancelled'), 0), 2)::text
              as total_volume,
            coalesce(sum(transactions) filter (
              where is_on_behalf and status = 'completed' and not claimed
            ), 0)::int as pickups_waiting
          from transaction_counters
        ) t,
        (select coalesce(sum(transactions), 0)::int as today_transactions,
            round(coalesce(sum(base_value), 0), 2)::text as today_volume
          from transaction_daily_totals where local_date = ${today}::date) d`,
  );
  if (!row) throw new Error('the dashboard query returned no row');
  return row;
}

export type BranchDayState = {
  open: number;
  awaiting_signoff: number;
  total: number;
  closed: boolean;
};

/** The Main branch's tills and day: active tills, sessions open or awaiting sign-off (of any
 * date: a session left open yesterday still holds its till), and whether today is closed. */
export async function mainBranchDay(db: Database, today: string): Promise<BranchDayState> {
  const [row] = await queryRows<BranchDayState>(
    db,
    sql`select
          (select count(*)::int from cash_locations l
            where l.branch_id = ${MAIN_BRANCH_ID}::uuid and l.kind = 'till' and l.is_active)
            as total,
          coalesce(sum(case when s.status = 'open' then 1 else 0 end), 0)::int as open,
          coalesce(sum(case when s.status = 'awaiting_signoff' then 1 else 0 end), 0)::int
            as awaiting_signoff,
          exists (select 1 from business_days d where d.branch_id = ${MAIN_BRANCH_ID}::uuid
                   and d.business_date = ${today}::date) as closed
        from till_sessions s
        join cash_locations l on l.id = s.till_id and l.branch_id = ${MAIN_BRANCH_ID}::uuid
        where s.status <> 'closed'`,
  );
  if (!row) throw new Error('the branch day query returned no row');
  return row;
}
