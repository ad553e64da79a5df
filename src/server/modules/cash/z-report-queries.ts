import { sql } from 'drizzle-orm';
import type { InstantRange } from '@domain/business-day';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { queryRows, type Database } from '../../db/client';
import { currentRateOfPair } from '../rates';

// What a Z report reads (docs/decisions/0036): the branch's tills and the day's sessions with
// their counts, and the ledger's movements at the tills and the card settlement location made
// in the bureau's local day.

export type ZTill = { id: string; name: string };
export type ZSession = {
  id: string;
  till_id: string;
  teller_id: string;
  teller_name: string;
  status: 'open' | 'awaiting_signoff' | 'closed';
  opened_at: Date | string;
  closed_at: Date | string | null;
};
export type ZCount = {
  session_id: string;
  kind: 'opening' | 'closing' | 'spot';
  currency_id: string;
  total: string;
  expected: string;
  counted_at: Date | string;
};
export type ZMoves = {
  till_id: string;
  currency_id: string;
  opening_balance: string;
  bought: string;
  sold: string;
  transfers: string;
  over_short: string;
};
export type ZCard = { till_id: string; currency_id: string; card: string; card_cad: string };
export type ZCurrency = {
  id: string;
  code: string;
  decimal_places: number;
  to_cad: string | null;
  from_cad: string | null;
};

export async function branchTills(db: Database, branchId: string): Promise<ZTill[]> {
  return queryRows<ZTill>(
    db,
    sql`select l.id, l.name from cash_locations l
        where l.branch_id = ${branchId}::uuid and l.kind = 'till' order by lower(l.name), l.id`,
  );
}

/** The sessions of the branch's tills dated `date`, oldest first, with their current counts
 * (a recount supersedes the earlier closing count). */
export async function daySessions(
  db: Database,
  branchId: string,
  date: string,
): Promise<{ sessions: ZSession[]; counts: ZCount[] }> {
  const sessions = await queryRows<ZSession>(
    db,
    sql`select s.id, s.till_id, s.teller_id, u.name as teller_name, s.status, s.opened_at,
               s.closed_at
        from till_sessions s
        join cash_locations l on l.id = s.till_id
        join auth_users u on u.id = s.teller_id
        where l.branch_id = ${branchId}::uuid and s.business_date = ${date}::date
        order by s.opened_at, s.id`,
  );
  const counts = await queryRows<ZCount>(
    db,
    sql`select c.session_id, c.kind, c.currency_id, c.total::text as total,
               c.expected::text as expected, c.counted_at
        from till_counts c
        join till_sessions s on s.id = c.session_id
        join cash_locations l on l.id = s.till_id
        where l.branch_id = ${branchId}::uuid and s.business_date = ${date}::date
          and c.superseded_at is null
        order by c.counted_at, c.id`,
  );
  return { sessions, counts };
}

/** The ledger at each till of the branch over the day: what it held when the day began (its
 * location balance less its movements since, as the daily position reads it) and the day's
 * movements by reason: what the customers paid in (exchange, positive), what was paid out
 * (exchange, negative), transfers and over/short. */
export async function tillMoves(
  db: Database,
  branchId: string,
  range: InstantRange,
): Promise<ZMoves[]> {
  const end = sql`${range.end.toISOString()}::timestamptz`;
  return queryRows<ZMoves>(
    db,
    sql`with tills as (
          select l.id from cash_locations l
          where l.branch_id = ${branchId}::uuid and l.kind = 'till'
        ),
        moves as (
          select m.location_id, a.currency_id, sum(m.amount) as since_start,
            sum(m.amount) filter (
              where m.created_at < ${end} and m.reason = 'exchange' and m.amount > 0) as bought,
            -sum(m.amount) filter (
              where m.created_at < ${end} and m.reason = 'exchange' and m.amount < 0) as sold,
            sum(m.amount) filter (where m.created_at < ${end} and m.reason = 'transfer')
              as transfers,
            sum(m.amount) filter (where m.created_at < ${end} and m.reason = 'over_short')
              as over_short
          from account_movements m
          join accounts a on a.id = m.account_id
          where m.location_id in (select id from tills)
            and m.created_at >= ${range.start.toISOString()}::timestamptz
          group by m.location_id, a.currency_id
        ),
        held as (
          select lb.location_id, lb.currency_id, lb.balance from location_balances lb
          where lb.location_id in (select id from tills)
        )
        select coalesce(m.location_id, h.location_id) as till_id,
               coalesce(m.currency_id, h.currency_id) as currency_id,
               (coalesce(h.balance, 0) - coalesce(m.since_start, 0))::text as opening_balance,
               coalesce(m.bought, 0)::text as bought, coalesce(m.sold, 0)::text as sold,
               coalesce(m.transfers, 0)::text as transfers,
               coalesce(m.over_short, 0)::text as over_short
        from moves m
        full join held h on h.location_id = m.location_id and h.currency_id = m.currency_id`,
  );
}

/** Card receipts at the branch's card settlement location over the day, each on the till that
 * paid out the other side of its pair (an exchange's two legs share its transaction), with the
 * pairs' CAD values when booked. */
export async function cardReceipts(
  db: Database,
  branchId: string,
  range: InstantRange,
): Promise<ZCard[]> {
  return queryRows<ZCard>(
    db,
    sql`select till.location_id as till_id, a.currency_id, sum(m.amount)::text as card,
               coalesce(sum(t.base_value), 0)::text as card_cad
        from account_movements m
        join accounts a on a.id = m.account_id
        join cash_locations card on card.id = m.location_id
        join transactions t on t.id = m.transaction_id
        join lateral (
          select other.location_id from account_movements other
          join cash_locations l on l.id = other.location_id and l.kind = 'till'
          where other.transaction_id = m.transaction_id
          limit 1) till on true
        where card.branch_id = ${branchId}::uuid and card.kind = 'card'
          and m.reason = 'exchange' and m.amount > 0
          and m.created_at >= ${range.start.toISOString()}::timestamptz
          and m.created_at < ${range.end.toISOString()}::timestamptz
        group by till.location_id, a.currency_id`,
  );
}

/** The currencies named, with their current buy rates to and from CAD at `asOf` (the table's
 * rates, by the current-rate rule of docs/decisions/0006). */
export async function currenciesWithCadRates(
  db: Database,
  ids: readonly string[],
  asOf: Date,
): Promise<ZCurrency[]> {
  if (ids.length === 0) return [];
  const listed = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<ZCurrency>(
    db,
    sql`select c.id, c.code, c.decimal_places,
          (select r.buy_rate::text from currency_rates r
            where r.id = ${currentRateOfPair(asOf, sql`c.id`, sql`base.id`)}) as to_cad,
          (select r.buy_rate::text from currency_rates r
            where r.id = ${currentRateOfPair(asOf, sql`base.id`, sql`c.id`)}) as from_cad
        from currencies c
        cross join (select id from currencies where code = ${BASE_CURRENCY_CODE}) base
        where c.id in (${listed})
        order by c.tier, c.code`,
  );
}
