import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '@domain/clock';
import type { ProfitGroup, ProfitQuery, ProfitResponse } from '@domain/contracts/reports';
import type { LocalDateRange } from '@domain/business-day';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { sum, toDecimalString } from '@domain/money';
import { queryRows, type Database } from '../../db/client';
import { businessTimeZone } from '../settings';
import { resolvePeriod } from './period';

type RawProfit = {
  key: string | null;
  label: string | null;
  transactions: number | string;
  volume_cad: string;
  margin_cad: string;
  reference_spread_cad: string;
};

// A pair's currency in the report: the one it pays out, or the one it takes in when it pays
// out CAD (a buy), so a cross pair counts under what it sold.
const pairCurrency = sql`case when d.to_currency_id = (select id from currencies
    where code = ${BASE_CURRENCY_CODE}) then d.from_currency_id else d.to_currency_id end`;

const GROUPS: Record<ProfitGroup, { key: SQL; label: SQL; joins: SQL; order: SQL }> = {
  day: {
    key: sql`to_char(d.local_date, 'YYYY-MM-DD')`,
    label: sql`to_char(d.local_date, 'YYYY-MM-DD')`,
    joins: sql``,
    order: sql`key`,
  },
  currency: {
    key: sql`c.id::text`,
    label: sql`c.code`,
    joins: sql`join currencies c on c.id = ${pairCurrency}`,
    order: sql`margin_cad desc, label`,
  },
  teller: {
    key: sql`nullif(d.teller_id, '')`,
    label: sql`coalesce(u.name, 'No teller')`,
    joins: sql`left join auth_users u on u.id = d.teller_id`,
    order: sql`margin_cad desc, label`,
  },
  branch: {
    key: sql`b.id::text`,
    label: sql`coalesce(b.name, 'No branch')`,
    joins: sql`left join branches b on b.id = d.branch_id`,
    order: sql`margin_cad desc, label`,
  },
};

/**
 * The period's counted pairs (every status but cancelled) grouped in SQL: how many, their CAD
 * value, realised margin and spread against the reference mid — summed from the daily totals
 * the triggers keep per bureau-local day, pair, branch and teller (migration 0028), so a period
 * reads a few rows per day whatever the number of transactions. A booking appends its realised
 * margin as a row of its own, counting no transaction (decision 0067). By day, every day of a bounded
 * period has its row, none or not.
 */
function profitRows(db: Database, group: ProfitGroup, days: LocalDateRange | null) {
  const { key, label, joins, order } = GROUPS[group];
  const inPeriod = days
    ? sql`d.local_date between ${days.from}::date and ${days.to}::date`
    : sql`true`;
  const grouped = sql`select ${key} as key, ${label} as label,
      sum(d.transactions)::bigint as transactions,
      coalesce(sum(d.base_value), 0)::text as volume_cad,
      coalesce(sum(d.realised_margin), 0)::text as margin_cad,
      coalesce(sum(d.reference_spread), 0)::text as reference_spread_cad
    from transaction_daily_totals d ${joins}
    where ${inPeriod}
    group by 1, 2
    having sum(d.transactions) <> 0`;
  if (group === 'day' && days) {
    return queryRows<RawProfit>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as key, to_char(d, 'YYYY-MM-DD') as label,
          coalesce(g.transactions, 0) as transactions, coalesce(g.volume_cad, '0') as volume_cad,
          coalesce(g.margin_cad, '0') as margin_cad,
          coalesce(g.reference_spread_cad, '0') as reference_spread_cad
        from generate_series(${days.from}::date, ${days.to}::date, interval '1 day') d
        left join (${grouped}) g on g.key = to_char(d, 'YYYY-MM-DD')
        order by 1`,
    );
  }
  return queryRows<RawProfit>(db, sql`select * from (${grouped}) g order by ${order}`);
}

/** Reports → Profit (docs/decisions/0037) over a period of the bureau's days. */
export async function getProfit(
  db: Database,
  clock: Clock,
  query: ProfitQuery,
): Promise<ProfitResponse> {
  const { period, days } = resolvePeriod(query, clock(), await businessTimeZone(db));
  const raw = await profitRows(db, query.group, days);
  const rows = raw.map((row) => ({
    key: row.key,
    label: row.label ?? '',
    transactions: Number(row.transactions),
    volume_cad: toDecimalString(row.volume_cad),
    margin_cad: toDecimalString(row.margin_cad),
    reference_spread_cad: toDecimalString(row.reference_spread_cad),
  }));
  const total = (field: 'volume_cad' | 'margin_cad' | 'reference_spread_cad') =>
    toDecimalString(sum(rows.map((row) => row[field])));
  return {
    group: query.group,
    period,
    rows,
    totals: {
      transactions: rows.reduce((n, row) => n + row.transactions, 0),
      volume_cad: total('volume_cad'),
      margin_cad: total('margin_cad'),
      reference_spread_cad: total('reference_spread_cad'),
    },
  };
}
