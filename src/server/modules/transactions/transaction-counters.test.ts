import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Dashboard } from '@domain/contracts/dashboard';
import type { TransactionCounts, TransactionDetail } from '@domain/contracts/transactions';
import { TRANSACTION_FILTERS } from '@domain/transaction-status';
import { queryRows } from '../../db/client';
import { liftBookedFactsGuard } from '../../test/booked-facts';
import { exchangeSuite } from '../../test/exchange-suite';
import { TAB_FILTERS } from './list-filters';
import { insertTransaction } from '../../test/transaction-fixture';
import { compactTotals } from './compact-totals';

type Bucket = {
  d: string;
  status: string;
  is_on_behalf: boolean;
  claimed: boolean;
  n: string;
  v: string;
};

// The triggers of migration 0007 keep transaction_counters; whatever is booked, claimed or
// changed, the counters (and every figure read from them) equal the rows counted directly.
describe('transaction counters', () => {
  const s = exchangeSuite();
  const db = () => s.t.database.db;
  const run = (text: string) => db().execute(text);
  // The counters follow any change a database owner could make, not only the app's.
  beforeAll(() => liftBookedFactsGuard(db()));

  const counters = () =>
    queryRows<Bucket>(
      db(),
      `select transaction_date::text as d, status, is_on_behalf, claimed,
         sum(transactions)::text as n, sum(volume)::text as v
       from transaction_counters group by 1, 2, 3, 4
       having sum(transactions) <> 0 or sum(volume) <> 0 order by 1, 2, 3, 4`,
    );
  const direct = () =>
    queryRows<Bucket>(
      db(),
      `select transaction_date::text as d, status, is_on_behalf, claimed_at is not null as claimed,
         count(*)::text as n, sum(base_value)::text as v
       from transactions group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );

  // The counters row by row, then every answer read from them against a direct count: the tab
  // counts, each tab's list total (with and without a status), and the dashboard's figures.
  // Each bucket is the sum of its rows (the writers' appended changes, migration 0033); folding
  // them leaves one row per bucket with the same sums, and nothing pending.
  const expectExact = async () => {
    expect(await counters()).toEqual(await direct());
    await compactTotals(db());
    expect(await counters()).toEqual(await direct());
    const [rows] = await queryRows<{ extra: number; pending: number }>(
      db(),
      `select (count(*) - count(distinct (transaction_date, status, is_on_behalf, claimed)))::int
         as extra, count(*) filter (where pending)::int as pending from transaction_counters`,
    );
    expect(rows).toEqual({ extra: 0, pending: 0 });

    const counts = (await s.call('GET', '/api/transactions/counts')).json<TransactionCounts>();
    for (const { value } of TRANSACTION_FILTERS) {
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from transactions t where ${TAB_FILTERS[value]}`,
      );
      expect(counts[value], value).toBe(row?.n);
      const page = await s.call('GET', `/api/transactions?tab=${value}&limit=1`);
      expect(page.json<{ total: number }>().total, value).toBe(row?.n);
    }
    for (const status of ['pending', 'completed', 'cancelled']) {
      const [row] = await queryRows<{ n: number }>(
        db(),
        `select count(*)::int as n from transactions where status = '${status}'`,
      );
      const page = await s.call('GET', `/api/transactions?status=${status}&limit=1`);
      expect(page.json<{ total: number }>().total, status).toBe(row?.n);
    }

    // Today's figures are the bureau's day the exchanges were booked on (issue 47).
    const dashboard = (await s.call('GET', '/api/dashboard')).json<Dashboard>();
    const today = dashboard.today.date;
    const [figures] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select
        count(*)::int as total_transactions,
        round(coalesce(sum(base_value) filter (where status <> 'cancelled'), 0), 2)::text
          as total_volume,
        count(*) filter (where status <> 'cancelled' and booked_on = ${today}::date)::int
          as transactions,
        round(coalesce(sum(base_value) filter (
          where status <> 'cancelled' and booked_on = ${today}::date), 0), 2)::text
          as volume,
        count(*) filter (where ${TAB_FILTERS.pending_pickup})::int as pickups_waiting
      from (select t.*, (t.created_at at time zone (select s.value->>'time_zone' from settings s
          where s.key = 'business_time_zone'))::date as booked_on
        from transactions t) t`,
    );
    expect({
      total_transactions: dashboard.total_transactions,
      total_volume: dashboard.total_volume,
      transactions: dashboard.today.transactions,
      volume: dashboard.today.volume,
      pickups_waiting: dashboard.pickups_waiting,
    }).toEqual(figures);
  };

  const onBehalfExchange = async (amounts: string[], extra: Record<string, unknown> = {}) => {
    const [customer_id, recipient_customer_id] = [await s.customer(), await s.customer()];
    const [from_currency_id, to_currency_id] = await s.ids('USD', 'CAD');
    const res = await s.exchange({
      customer_id,
      is_on_behalf: true,
      recipient_customer_id,
      pairs: amounts.map((amount) => ({ from_currency_id, to_currency_id, amount })),
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return s.booked(res).transactions;
  };
  const claim = async (id: string, withExchange: boolean) => {
    const res = await s.call('POST', `/api/transactions/${id}/claim`, {
      with_exchange: withExchange,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('start empty and count a hand-made set of every status × on-behalf × claimed case', async () => {
    await expectExact();
    const initiator = await s.customer();
    const recipient = await s.customer();
    for (const status of ['pending', 'completed', 'cancelled'] as const) {
      for (const onBehalf of [false, true]) {
        for (const claimed of [false, true]) {
          await insertTransaction(db(), {
            customer_id: initiator,
            ...(onBehalf ? { recipient_customer_id: recipient } : {}),
            status,
            from_amount: claimed ? '7' : '3',
            claimed_at: claimed ? new Date() : null,
          });
        }
      }
    }
    expect((await counters()).length).toBe(12);
    await expectExact();
  });

  it('count exchanges of several pairs, on behalf, of another day, and their claims', async () => {
    const [usd, cad, eur] = await s.ids('USD', 'CAD', 'EUR');
    const plain = await s.exchange({
      customer_id: await s.customer(),
      pairs: [
        { from_currency_id: usd, to_currency_id: cad, amount: '100' },
        { from_currency_id: cad, to_currency_id: eur, amount: '55.55' },
      ],
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const together = await onBehalfExchange(['10', '20', '30']);
    const alone = await onBehalfExchange(['40', '50']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await onBehalfExchange(['60'], { transaction_date: yesterday });
    await expectExact();

    // One statement claims three pairs; another claims one pair and leaves its sibling waiting.
    await claim(together[1]!.id, true);
    await claim(alone[0]!.id, false);
    await expectExact();
  });

  it('move with status, claim, value and date changes, in one statement or many', async () => {
    const rows = await queryRows<TransactionDetail>(db(), 'select * from transactions');
    const ids = (where: string) =>
      queryRows<{ id: string }>(db(), `select id from transactions where ${where} order by id`);
    const [completed] = await ids(`status = 'completed' and not is_on_behalf`);
    const [cancelled] = await ids(`status = 'cancelled'`);
    const [pending] = await ids(`status = 'pending'`);
    const [claimed] = await ids(`claimed_at is not null and status = 'completed'`);
    expect(rows.length).toBeGreaterThan(12);

    // Rows crossing between two buckets in opposite directions, in one statement.
    await run(`update transactions set status = case status when 'completed' then 'cancelled'
      else 'completed' end where id in ('${completed!.id}', '${cancelled!.id}')`);
    await expectExact();
    await run(`update transactions set status = 'completed' where id = '${pending!.id}'`);
    await run(`update transactions set claimed_at = null where id = '${claimed!.id}'`);
    await run(`update transactions set base_value = base_value + 0.000000000000000001
      where id = '${completed!.id}'`);
    await run(`update transactions set transaction_date = transaction_date - 400
      where id = '${pending!.id}'`);
    await expectExact();

    // Every row at once: a status flip for some, a notes edit (no bucket moves) for all.
    await run(`update transactions set notes = coalesce(notes, '') || ' checked',
      status = case when status = 'pending' then 'cancelled' else status end`);
    await expectExact();
  });

  it('never move when a change is refused or rolled back', async () => {
    const before = await counters();
    const [one] = await queryRows<{ id: string }>(db(), 'select id from transactions limit 1');
    await expect(run(`delete from transactions where id = '${one!.id}'`)).rejects.toThrow();
    await expect(
      run(`update transactions set status = 'lost' where id = '${one!.id}'`),
    ).rejects.toThrow();
    // A refused exchange (unknown customer) books nothing and counts nothing.
    const [usd, cad] = await s.ids('USD', 'CAD');
    const refused = await s.exchange({
      customer_id: '00000000-0000-4000-8000-000000000000',
      pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: '5' }],
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await counters()).toEqual(before);
    await expectExact();
  });

  it("the migration's backfill counts the rows already booked", async () => {
    const migration = await readFile(
      new URL('../../db/migrations/0007_transaction_counters.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO transaction_counters');
    const before = await counters();
    await run('delete from transaction_counters');
    await run(backfill);
    expect(await counters()).toEqual(before);
    await expectExact();
  });

  // Races only show with real concurrent connections (PostgreSQL); PGlite queues them.
  it('stay exact under concurrent exchanges, claims and status changes in opposite orders', async () => {
    const waiting = await onBehalfExchange(['1', '2', '3', '4', '5', '6']);
    const [usd, cad] = await s.ids('USD', 'CAD');
    const customers = await Promise.all(Array.from({ length: 4 }, () => s.customer()));
    const pairsToFlip = await queryRows<{ a: string; b: string }>(
      db(),
      `select a.id as a, b.id as b from
         (select id, row_number() over (order by id) as i from transactions
          where status = 'completed' and not is_on_behalf) a
         join (select id, row_number() over (order by id) as i from transactions
          where status = 'cancelled') b using (i)`,
    );
    expect(pairsToFlip.length).toBeGreaterThan(0);

    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 16; i++) {
      work.push(
        s.exchange({
          customer_id: customers[i % customers.length],
          pairs: [{ from_currency_id: usd, to_currency_id: cad, amount: String(i + 1) }],
        }),
      );
    }
    for (const tx of waiting) work.push(claim(tx.id, false));
    // Each statement moves one row from the completed bucket to the cancelled one and one
    // back, so concurrent statements need both buckets at once; three rounds over the rows.
    for (let round = 0; round < 3; round++) {
      for (const { a, b } of pairsToFlip) {
        work.push(
          run(`update transactions set status = case status when 'completed' then 'cancelled'
            else 'completed' end where id in ('${a}', '${b}')`),
        );
      }
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const result of results.slice(0, 16)) {
      const res = (result as PromiseFulfilledResult<{ statusCode: number }>).value;
      expect(res.statusCode).toBe(201);
    }
    await expectExact();
  });

  it('empty with the table when transactions are truncated', async () => {
    await run('truncate transactions cascade');
    expect(await counters()).toEqual([]);
    await expectExact();
  });
});
