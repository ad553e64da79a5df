import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

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
 * Every figure of the dashboard in one statement: one pass over transactions for the counts
 * and CAD sums (NUMERIC, rounded to the cent in SQL), plus the customer and currency counts.
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
          (select count(*)::int from customers) as total_customers,
          t.total_transactions, t.total_volume, t.today_transactions, t.today_volume,
          t.pickups_waiting,
          (select count(*)::int from currencies
            where is_active and (${cryptoEnabled} or crypto_id is null)) as active_currencies
        from (
          select
            count(*)::int as total_transactions,
            round(coalesce(sum(base_value) filter (where status <> 'cancelled'), 0), 2)::text
              as total_volume,
            count(*) filter (where transaction_date = ${today}::date)::int as today_transactions,
            round(coalesce(sum(base_value) filter (
              where status <> 'cancelled' and transaction_date = ${today}::date), 0), 2)::text
              as today_volume,
            count(*) filter (
              where is_on_behalf and status = 'completed' and claimed_at is null
            )::int as pickups_waiting
          from transactions
        ) t`,
  );
  if (!row) throw new Error('the dashboard query returned no row');
  return row;
}
