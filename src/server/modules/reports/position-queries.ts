import { sql, type SQL } from 'drizzle-orm';
import type { InstantRange } from '@domain/business-day';
import { queryRows, type Database } from '../../db/client';
import { onDays } from './queries';

// The daily position's statements: where a day's opening is read from (day-end snapshots,
// decision 0040), its rows per currency and its totals.

export type PositionSqlRow = {
  currency_id: string;
  code: string;
  name: string;
  symbol: string;
  decimal_places: number;
  opening: string;
  bought: string;
  sold: string;
  adjustments: string;
  reversals: string;
  transfers: string;
  over_short: string;
  closing: string;
  transaction_count: number;
  bought_cad: string;
  sold_cad: string;
};

// The locations a position is of: a branch's, one location, or (null) every one.
export type PositionPlaces = { branchId: string | null; locationId: string | null } | null;

const placeIds = (places: NonNullable<PositionPlaces>) =>
  sql`select l.id from cash_locations l
      where (${places.branchId}::uuid is null or l.branch_id = ${places.branchId}::uuid)
        and (${places.locationId}::uuid is null or l.id = ${places.locationId}::uuid)`;

// The daily totals' rows of a branch's position (all of them for the whole bureau's).
const ofBranch = (places: PositionPlaces) =>
  places?.branchId ? sql`d.branch_id = ${places.branchId}::uuid` : sql`true`;

// Where a day's opening starts from: a day-end snapshot before the day's start (add the
// movements between) or after it (take them off), or the live balances (take off every movement
// since the start).
export type OpeningSource = { snapshot: Date; before: boolean } | null;

/**
 * The nearest day-end snapshot to a day's start (docs/decisions/0040): the latest at or before
 * it, or the earliest after it, whichever has fewer hours of movements between it and the start;
 * null when the live balances are nearer still (today, or no snapshot is taken yet). All three
 * give the same opening; only the number of movements read differs.
 */
export async function openingSource(db: Database, start: Date): Promise<OpeningSource> {
  const [row] = await queryRows<{
    before: Date | string | null;
    after: Date | string | null;
    now: Date | string;
  }>(
    db,
    sql`select (select max(as_of) from day_end_snapshots
                where as_of <= ${start.toISOString()}::timestamptz) as before,
               (select min(as_of) from day_end_snapshots
                where as_of > ${start.toISOString()}::timestamptz) as after,
               now() as now`,
  );
  if (!row) return null;
  const from = start.getTime();
  const options: { source: OpeningSource; span: number }[] = [
    { source: null, span: Math.max(0, new Date(row.now).getTime() - from) },
  ];
  if (row.before) {
    const snapshot = new Date(row.before);
    options.push({ source: { snapshot, before: true }, span: from - snapshot.getTime() });
  }
  if (row.after) {
    const snapshot = new Date(row.after);
    options.push({ source: { snapshot, before: false }, span: snapshot.getTime() - from });
  }
  options.sort((x, y) => x.span - y.span);
  return options[0]?.source ?? null;
}

/**
 * Each currency account over one day, from the ledger alone. The opening is the sum of the
 * account's movements before the day starts, read from the nearest source (`from`,
 * openingSource): a day-end snapshot (docs/decisions/0040) with the movements between it and the
 * day's start added or taken off (none when the snapshot is the day's own start), or the
 * account's live balance (its newest movement's, account_balances) less every movement since the
 * day's start (the balance equals the sum of its movements, docs/decisions/0007), read in the
 * same statement. Either way only the
 * movements near the day are read (account_movements_created_at_idx), whatever the date.
 * The day's movements are split by reason and sign; the closing is the opening plus
 * all of them, so the columns add up exactly. Listed: active currencies (crypto only while
 * enabled) and any account with a balance or a movement that day. CAD values come from the
 * day's counted transactions, read from the daily totals.
 * Of some locations only (a branch's, or one: docs/decisions/0036), the same sums are of the
 * movements and the snapshot's balances at those locations (or their live location_balances);
 * the CAD values are a branch's counted transactions (its daily totals), or for one location
 * those of the exchanges whose movements moved cash there that day (each transaction's CAD
 * value when booked).
 */
export async function positionRows(
  db: Database,
  p: {
    date: string;
    range: InstantRange;
    cryptoEnabled: boolean;
    places: PositionPlaces;
    from: OpeningSource;
  },
): Promise<PositionSqlRow[]> {
  const start = sql`${p.range.start.toISOString()}::timestamptz`;
  const end = sql`${p.range.end.toISOString()}::timestamptz`;
  const at = (column: SQL) => (p.places ? sql`${column} in (${placeIds(p.places)})` : sql`true`);
  const atPlaces = at(sql`m.location_id`);
  const held = p.places
    ? sql`coalesce((select sum(lb.balance) from location_balances lb
          where lb.currency_id = a.currency_id and lb.location_id in (${placeIds(p.places)})), 0)`
    : sql`(select b.balance from account_balances b where b.account_id = a.id)`;
  const opening = p.from
    ? openingFromSnapshot(p.from, start, at)
    : sql`select a.id as account_id, ${held} - coalesce(s.amount, 0) as opening
          from accounts a
          left join (select m.account_id, sum(m.amount) as amount from account_movements m
                     where m.created_at >= ${start} and ${atPlaces}
                     group by m.account_id) s on s.account_id = a.id`;
  // A till's (one location's) CAD values are its exchanges', found through its movements; a
  // branch's, like the whole bureau's, are the daily totals' (its counted transactions, as the
  // profit report by branch reads them): every exchange of a branch moves cash at its till and
  // card settlement only (tillForBookingSql), so they are the same exchanges, read from a few
  // rows instead of every movement of the day joined to its transaction.
  const dayValues = p.places?.locationId
    ? sql`select a.currency_id, count(distinct m.transaction_id)::int as transaction_count,
                 coalesce(sum(t.base_value) filter (where m.amount > 0), 0) as bought_cad,
                 coalesce(sum(t.base_value) filter (where m.amount < 0), 0) as sold_cad
          from account_movements m
          join accounts a on a.id = m.account_id
          join transactions t on t.id = m.transaction_id
          where m.created_at >= ${start} and m.created_at < ${end} and m.reason = 'exchange'
            and ${atPlaces}
          group by a.currency_id`
    : sql`select currency_id, sum(transactions)::int as transaction_count,
                 sum(bought_cad) as bought_cad, sum(sold_cad) as sold_cad
          from (
            select from_currency_id as currency_id, transactions, base_value as bought_cad,
                   0::numeric as sold_cad from day
            union all
            select to_currency_id, transactions, 0::numeric, base_value from day
          ) legs
          group by currency_id`;
  return queryRows<PositionSqlRow>(
    db,
    sql`with moves as (
          select m.account_id,
                 coalesce(sum(m.amount) filter (where m.reason = 'exchange' and m.amount > 0), 0)
                   as bought,
                 coalesce(-sum(m.amount) filter (where m.reason = 'exchange' and m.amount < 0), 0)
                   as sold,
                 coalesce(sum(m.amount) filter (where m.reason = 'adjustment'), 0) as adjustments,
                 coalesce(sum(m.amount) filter (where m.reason = 'reversal'), 0) as reversals,
                 coalesce(sum(m.amount) filter (where m.reason = 'transfer'), 0) as transfers,
                 coalesce(sum(m.amount) filter (where m.reason = 'over_short'), 0) as over_short,
                 count(*) as day_movements
          from account_movements m
          where m.created_at >= ${start} and m.created_at < ${end} and ${atPlaces}
          group by m.account_id
        ),
        openings as (${opening}),
        positions as (
          select a.id as account_id, a.currency_id, o.opening,
                 m.bought, m.sold, m.adjustments, m.reversals, m.transfers, m.over_short,
                 m.day_movements
          from accounts a
          left join moves m on m.account_id = a.id
          left join openings o on o.account_id = a.id
        ),
        day as (
          select d.from_currency_id, d.to_currency_id, d.transactions, d.base_value
          from transaction_daily_totals d
          where d.transactions <> 0 and ${onDays({ from: p.date, to: p.date })}
            and ${ofBranch(p.places)}
        ),
        day_values as (${dayValues})
        select c.id as currency_id, c.code, c.name, c.symbol, c.decimal_places,
               coalesce(m.opening, 0)::text as opening,
               coalesce(m.bought, 0)::text as bought,
               coalesce(m.sold, 0)::text as sold,
               coalesce(m.adjustments, 0)::text as adjustments,
               coalesce(m.reversals, 0)::text as reversals,
               coalesce(m.transfers, 0)::text as transfers,
               coalesce(m.over_short, 0)::text as over_short,
               (coalesce(m.opening, 0) + coalesce(m.bought, 0) - coalesce(m.sold, 0)
                 + coalesce(m.adjustments, 0) + coalesce(m.reversals, 0)
                 + coalesce(m.transfers, 0) + coalesce(m.over_short, 0))::text as closing,
               coalesce(v.transaction_count, 0) as transaction_count,
               coalesce(v.bought_cad, 0)::text as bought_cad,
               coalesce(v.sold_cad, 0)::text as sold_cad
        from positions m
        join currencies c on c.id = m.currency_id
        left join day_values v on v.currency_id = c.id
        where (c.is_active and (${p.cryptoEnabled} or c.crypto_id is null))
           or coalesce(m.opening, 0) <> 0 or coalesce(m.day_movements, 0) > 0
        order by c.tier, c.code`,
  );
}

// Each account's opening from a day-end snapshot: its balances then (at the places `at` keeps)
// plus the movements from the snapshot to the day's `start`, or less those from the start to
// the snapshot.
function openingFromSnapshot(
  from: NonNullable<OpeningSource>,
  start: SQL,
  at: (column: SQL) => SQL,
): SQL {
  const snapshot = sql`${from.snapshot.toISOString()}::timestamptz`;
  const between = from.before
    ? sql`select m.account_id, m.amount from account_movements m
          where m.created_at >= ${snapshot} and m.created_at < ${start}
            and ${at(sql`m.location_id`)}`
    : sql`select m.account_id, -m.amount from account_movements m
          where m.created_at >= ${start} and m.created_at < ${snapshot}
            and ${at(sql`m.location_id`)}`;
  return sql`select account_id, sum(amount) as opening
             from (
               select b.account_id, b.balance as amount from day_end_balances b
               where b.as_of = ${snapshot} and ${at(sql`b.location_id`)}
               union all
               ${between}
             ) parts
             group by account_id`;
}

/** The day's CAD totals, each counted transaction once (from the daily totals, a branch's
 * alone for a branch); of one location, each exchange that moved cash there in the day's hours
 * once. */
export async function positionTotals(
  db: Database,
  p: { date: string; range: InstantRange; places: PositionPlaces },
): Promise<{ transactions: number; volume_cad: string }> {
  const query = p.places?.locationId
    ? sql`select count(*)::int as transactions, coalesce(sum(t.base_value), 0)::text as volume_cad
          from transactions t
          where t.id in (select m.transaction_id from account_movements m
            where m.created_at >= ${p.range.start.toISOString()}::timestamptz
              and m.created_at < ${p.range.end.toISOString()}::timestamptz
              and m.reason = 'exchange'
              and m.location_id in (${placeIds(p.places)}))`
    : sql`select coalesce(sum(d.transactions), 0)::int as transactions,
               coalesce(sum(d.base_value), 0)::text as volume_cad
        from transaction_daily_totals d where ${onDays({ from: p.date, to: p.date })}
          and ${ofBranch(p.places)}`;
  const [row] = await queryRows<{ transactions: number; volume_cad: string }>(db, query);
  return row ?? { transactions: 0, volume_cad: '0' };
}
