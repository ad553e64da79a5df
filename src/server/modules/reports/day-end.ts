import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client';
import { businessTimeZone } from '../settings';

/**
 * Takes the day-end snapshots that are due (docs/decisions/0040): for the start of every
 * bureau-local day after the latest snapshot (or after the ledger's first movement) up to the
 * start of today, each account's balance at each location then, written set-based in one
 * statement from the previous snapshot and the movements between.
 *
 * A movement's created_at is the start of its database transaction, so a booking begun before
 * an instant may still commit after it. An instant is therefore taken only once no other
 * session has a transaction open that began at or before it (pg_stat_activity, read first; the
 * statement that writes then sees every such transaction's movements): every movement dated
 * before it is committed or never will be. A backup or a long report holding a transaction
 * open only delays the snapshots until it ends. The embedded database has one session.
 *
 * Returns the instants taken (none when nothing is due).
 */
export async function takeDayEndSnapshots(db: Database): Promise<Date[]> {
  const zone = await businessTimeZone(db);
  return db.transaction(async (tx: Tx) => {
    const [bound] = await queryRows<{ cutoff: Date | string | null; due: boolean }>(
      tx,
      sql`with today as (
            select date_trunc('day', now() at time zone ${zone}) at time zone ${zone} as start)
          select least(today.start,
                   (select min(a.xact_start) from pg_stat_activity a
                     where a.pid <> pg_backend_pid() and a.datname = current_database()
                       and a.xact_start is not null)) as cutoff,
                 coalesce((select max(as_of) from day_end_snapshots) < today.start,
                   exists (select 1 from account_movements)) as due
          from today`,
    );
    if (!bound?.cutoff || !bound.due) return [];
    const cutoff = new Date(bound.cutoff).toISOString();
    const taken = await queryRows<{ as_of: Date | string }>(
      tx,
      sql`with prev as (select max(as_of) as at from day_end_snapshots),
          first as (select min(created_at) as at from account_movements),
          targets as (
            select (d::date::timestamp at time zone ${zone}) as as_of
            from prev, first,
              generate_series(
                ((coalesce(prev.at, first.at) at time zone ${zone})::date + 1)::timestamp,
                (${cutoff}::timestamptz at time zone ${zone})::date::timestamp,
                interval '1 day') d
            where (d::date::timestamp at time zone ${zone}) > coalesce(prev.at, '-infinity')
              and (d::date::timestamp at time zone ${zone}) <= ${cutoff}::timestamptz
          ),
          ranges as (
            select t.as_of as hi,
                   coalesce(lag(t.as_of) over (order by t.as_of), prev.at, '-infinity') as lo
            from targets t, prev
          ),
          base as (
            select b.account_id, b.location_id, b.balance
            from day_end_balances b, prev where b.as_of = prev.at
          ),
          deltas as (
            select r.hi as as_of, m.account_id, m.location_id, sum(m.amount) as amount
            from ranges r
            join account_movements m on m.created_at >= r.lo and m.created_at < r.hi
            group by r.hi, m.account_id, m.location_id
          ),
          pairs as (
            select account_id, location_id from base
            union select account_id, location_id from deltas
          ),
          running as (
            select t.as_of, p.account_id, p.location_id,
                   coalesce(b.balance, 0) + sum(coalesce(d.amount, 0)) over (
                     partition by p.account_id, p.location_id order by t.as_of
                   ) as balance
            from pairs p
            cross join targets t
            left join base b on b.account_id = p.account_id and b.location_id = p.location_id
            left join deltas d on d.as_of = t.as_of and d.account_id = p.account_id
              and d.location_id = p.location_id
          ),
          balances as (
            insert into day_end_balances (as_of, account_id, location_id, balance)
            select as_of, account_id, location_id, balance from running where balance <> 0
            on conflict do nothing
          )
          insert into day_end_snapshots (as_of)
          select as_of from targets order by as_of
          on conflict do nothing
          returning as_of`,
    );
    return taken.map((row) => new Date(row.as_of)).sort((a, b) => a.getTime() - b.getTime());
  });
}
