// The bench's seed (scripts/bench-fill.ts) fills with the triggers off: what they would have
// written — audit rows, totals, balances — must be there all the same, and the rows must meet
// the foreign keys that were not checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from './client';
import { createTestDatabase } from '../test/test-database';

process.env.BENCH_ROWS = '300';
process.env.BENCH_COMPANIES = '40';
process.env.BENCH_RATES = '200';
process.env.BENCH_TRANSACTIONS = '400';

// The records the seed writes, each with the audit row the trigger would have written.
const RECORDS = `select (select count(*) from companies) + (select count(*) from customers)
  + (select count(*) from id_cards) + (select count(*) from transactions)
  + (select count(*) from currency_rates)`;

const one = async (handle: DatabaseHandle, query: string) => {
  const [row] = await queryRows<{ n: number }>(handle.db, `select (${query})::int as n`);
  return row?.n;
};

describe('bench seed', () => {
  let handle: DatabaseHandle;
  let indexes: number | undefined;
  let auditBefore: number | undefined;
  let recordsBefore: number | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    indexes = await one(handle, 'select count(*) from pg_indexes');
    auditBefore = await one(handle, 'select count(*) from audit_log');
    recordsBefore = await one(handle, RECORDS);
    const { seedBench } = await import('../../../scripts/bench-fill');
    await seedBench(handle);
  }, 120_000);
  afterAll(() => handle.close());

  it('seeds the counts asked for, with every index built again', async () => {
    expect(await one(handle, 'select count(*) from companies')).toBe(40);
    expect(await one(handle, 'select count(*) from customers')).toBe(300);
    expect(await one(handle, 'select count(*) from transactions')).toBe(400);
    expect(await one(handle, 'select count(*) from pg_indexes')).toBe(indexes);
  });

  it('writes the audit row the trigger would have written for each record', async () => {
    const seeded = (await one(handle, RECORDS)) ?? 0;
    expect(await one(handle, 'select count(*) from audit_log')).toBe(
      (auditBefore ?? 0) + seeded - (recordsBefore ?? 0),
    );
    for (const [table, type] of [
      ['companies', 'company'],
      ['customers', 'customer'],
      ['id_cards', 'id_card'],
      ['currency_rates', 'rate'],
      ['transactions', 'transaction'],
    ]) {
      const differing = await one(
        handle,
        `select count(*) from ${table} r join audit_log a
           on a.record_type = '${type}' and a.record_id = r.id::text
         where a.action <> 'create' or a.actor_id is not null or a.before is not null
           or a.after <> audit_json(to_jsonb(r), array['updated_at', 'updatedAt', 'parties_text'])`,
      );
      expect(differing, table).toBe(0);
    }
  });

  it("writes each transaction's searched text as its trigger would have", async () => {
    const wrong = `select count(*) from transactions
      where parties_text is distinct from transaction_parties_text(customer_id, recipient_customer_id)`;
    expect(await one(handle, wrong)).toBe(0);
    const received = `select count(*) from transactions
      where recipient_customer_id is not null and parties_text like '%' || E'\n' || '%'`;
    expect(await one(handle, received)).toBeGreaterThan(0);
  });

  it('keeps the foreign keys it did not check', async () => {
    const orphans = [
      'customers x left join companies p on p.id = x.company_id where x.company_id is not null',
      'transactions x left join customers p on p.id = x.customer_id',
      `transactions x left join customers p on p.id = x.recipient_customer_id
         where x.recipient_customer_id is not null`,
      'account_movements x left join transactions p on p.id = x.transaction_id',
      'account_movements x left join accounts p on p.id = x.account_id',
    ];
    for (const join of orphans) {
      const where = join.includes(' where ') ? ' and' : ' where';
      expect(await one(handle, `select count(*) from ${join}${where} p.id is null`), join).toBe(0);
    }
  });

  it('ends the balances at the sums of their movements', async () => {
    expect(await one(handle, 'select count(*) from account_movements')).toBeGreaterThan(700);
    const accounts = `select count(*) from account_balances a where a.balance <> coalesce(
      (select sum(amount) from account_movements m where m.account_id = a.account_id), 0)`;
    expect(await one(handle, accounts)).toBe(0);
    const locations = `select count(*) from (
      select m.location_id, a.currency_id, sum(m.amount) as total
      from account_movements m join accounts a on a.id = m.account_id group by 1, 2) s
      left join location_balances b using (location_id, currency_id)
      where b.balance is distinct from s.total`;
    expect(await one(handle, locations)).toBe(0);
  });

  it('takes the day-end snapshots the daily position reads', async () => {
    // A snapshot at the start of every bureau-local day from the first movement's to today's.
    const missing = `select count(*) from generate_series(
        ((select min(created_at) from account_movements) at time zone bureau_time_zone())::date + 1,
        (now() at time zone bureau_time_zone())::date, interval '1 day') d
      where not exists (select 1 from day_end_snapshots s
        where s.as_of = d::date::timestamp at time zone bureau_time_zone())`;
    expect(await one(handle, missing)).toBe(0);
    // Each holds every account's balance at each location then: its movements' sum before it.
    const wrong = `select count(*) from day_end_snapshots s cross join lateral (
        select 1 from (select m.account_id, m.location_id, sum(m.amount) as total
                       from account_movements m where m.created_at < s.as_of
                       group by 1, 2 having sum(m.amount) <> 0) t
        full join (select b.account_id, b.location_id, b.balance from day_end_balances b
                   where b.as_of = s.as_of) b using (account_id, location_id)
        where t.total is distinct from b.balance) x`;
    expect(await one(handle, wrong)).toBe(0);
  });

  it('leaves the totals the triggers keep as they would have left them', async () => {
    expect(await one(handle, 'select sum(transactions) from transaction_counters')).toBe(400);
    expect(await one(handle, 'select customers from customer_totals')).toBe(300);
    for (const table of ['companies', 'currency_rates']) {
      const counted = await one(handle, `select count(*) from ${table}`);
      expect(await one(handle, `select total from list_totals where list = '${table}'`)).toBe(
        counted,
      );
    }
    const daily = `select count(*) from transaction_daily_totals`;
    const before = await one(handle, daily);
    await handle.db.execute('select transaction_daily_totals_rebuild()');
    expect(await one(handle, daily)).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('turns the triggers back on', async () => {
    const before = await one(handle, 'select count(*) from audit_log');
    await handle.db.execute(
      `insert into customers (first_name, last_name, email) values ('A', 'B', 'ab@bench.test')`,
    );
    expect(await one(handle, 'select count(*) from audit_log')).toBe((before ?? 0) + 1);
    expect(await one(handle, 'select customers from customer_totals')).toBe(301);
  });
});
