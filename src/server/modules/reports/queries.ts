import { sql } from 'drizzle-orm';
import type { LocalDateRange } from '@domain/business-day';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { queryRows, type Database } from '../../db/client';
import { currentRateIds, currentRateOfPair } from '../rates';

export type PerformanceSqlRow = {
  currency_id: string;
  code: string;
  name: string;
  symbol: string;
  tier: number;
  decimal_places: number;
  crypto_id: string | null;
  transaction_count: number;
  volume_in: string;
  volume_out: string;
  volume_in_cad: string;
  volume_out_cad: string;
  volume_cad: string;
  buy_rate: string | null;
  sell_rate: string | null;
  from_cad_buy_rate: string | null;
  total: number;
};

// The days of a period in the daily totals (null: every day).
export const onDays = (days: LocalDateRange | null) =>
  days ? sql`d.local_date between ${days.from}::date and ${days.to}::date` : sql`true`;

/**
 * One page of the currency performance report, summed in SQL from the daily totals the triggers
 * keep (transaction_daily_totals, migration 0010: counted transactions per bureau-local day and
 * pair), so a period of whole local days reads a few rows per day whatever the number of
 * transactions. Each counted transaction is one leg for its from-currency (volume out) and one
 * for its to-currency (volume in). The currencies listed are the active ones (crypto only while
 * crypto is enabled), as SPEC reads "active ordered by tier", plus any other that traded in the
 * period, so no volume goes unseen; ordered by tier, then transaction count, then code. The
 * current rates are the currency's against CAD, both ways, by the current-rate rule
 * (docs/decisions/0006); each side's CAD value when booked is kept apart, for the change of the
 * currency's value in CAD (docs/decisions/0017).
 * Each row carries the list's total.
 */
export async function performancePage(
  db: Database,
  p: {
    days: LocalDateRange | null;
    asOf: Date;
    cryptoEnabled: boolean;
    limit: number;
    offset: number;
  },
): Promise<PerformanceSqlRow[]> {
  return queryRows<PerformanceSqlRow>(
    db,
    sql`with pairs as (
          select d.from_currency_id, d.to_currency_id, sum(d.transactions) as n,
                 sum(d.from_amount) as from_amount, sum(d.to_amount) as to_amount,
                 sum(d.rate_used) as rate_used, sum(d.base_value) as base_value
          from transaction_daily_totals d
          where d.transactions <> 0 and ${onDays(p.days)}
          group by d.from_currency_id, d.to_currency_id
        ),
        legs as (
          select from_currency_id as currency_id, n, 0::numeric as amount_in,
                 from_amount as amount_out, 0::numeric as cad_in, base_value as cad_out
          from pairs
          union all
          select to_currency_id, n, to_amount, 0::numeric, base_value, 0::numeric from pairs
        ),
        totals as (
          select currency_id, sum(n)::int as transaction_count,
                 sum(amount_in) as volume_in, sum(amount_out) as volume_out,
                 sum(cad_in) as volume_in_cad, sum(cad_out) as volume_out_cad
          from legs group by currency_id
        ),
        base_rates as (
          select r.from_currency_id, r.buy_rate, r.sell_rate
          from currency_rates r
          join currencies base on base.id = r.to_currency_id and base.code = ${BASE_CURRENCY_CODE}
          where r.id in (${currentRateIds(p.asOf)})
        ),
        listed as (
          select c.id as currency_id, c.code, c.name, c.symbol, c.tier, c.decimal_places,
                 c.crypto_id,
                 coalesce(s.transaction_count, 0) as transaction_count,
                 coalesce(s.volume_in, 0)::text as volume_in,
                 coalesce(s.volume_out, 0)::text as volume_out,
                 coalesce(s.volume_in_cad, 0)::text as volume_in_cad,
                 coalesce(s.volume_out_cad, 0)::text as volume_out_cad,
                 (coalesce(s.volume_in_cad, 0) + coalesce(s.volume_out_cad, 0))::text
                   as volume_cad,
                 br.buy_rate::text as buy_rate, br.sell_rate::text as sell_rate,
                 fb.buy_rate::text as from_cad_buy_rate
          from currencies c
          cross join (select id from currencies where code = ${BASE_CURRENCY_CODE}) base
          left join totals s on s.currency_id = c.id
          left join base_rates br on br.from_currency_id = c.id
          left join lateral (select r.buy_rate from currency_rates r
            where r.id = ${currentRateOfPair(p.asOf, sql`base.id`, sql`c.id`)}) fb on true
          where (c.is_active and (${p.cryptoEnabled} or c.crypto_id is null))
             or s.transaction_count > 0
        )
        select l.*, count(*) over ()::int as total
        from listed l
        order by l.tier, l.transaction_count desc, l.code
        limit ${p.limit} offset ${p.offset}`,
  );
}

/** How many transactions count in the period (from the daily totals): none means the report
 * has nothing to show. */
export async function periodTransactionCount(
  db: Database,
  days: LocalDateRange | null,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(d.transactions), 0)::int as n
        from transaction_daily_totals d where ${onDays(days)}`,
  );
  return row?.n ?? 0;
}
