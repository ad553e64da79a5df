import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { liftBookedFactsGuard } from '../../test/booked-facts';
import { exchangeSuite } from '../../test/exchange-suite';
import { compactTotals } from '../transactions';

type Total = {
  d: string;
  f: string;
  t: string;
  n: string;
  fa: string;
  ta: string;
  r: string;
  b: string;
};

// The triggers of migration 0010 keep transaction_daily_totals: whatever is booked, cancelled,
// edited or moved, and whatever the bureau's time zone, the totals equal the counted
// transactions (every status but cancelled) grouped directly by local day and pair.
describe('transaction daily totals', () => {
  const s = exchangeSuite();
  const db = () => s.t.database.db;
  const run = (text: string) => db().execute(text);
  // The totals follow any change a database owner could make, not only the app's.
  beforeAll(() => liftBookedFactsGuard(db()));

  const totals = () =>
    queryRows<Total>(
      db(),
      `select local_date::text as d, from_currency_id::text as f, to_currency_id::text as t,
         sum(transactions)::text as n, sum(from_amount)::text as fa, sum(to_amount)::text as ta,
         sum(rate_used)::text as r, sum(base_value)::text as b
       from transaction_daily_totals group by 1, 2, 3 having sum(transactions) <> 0
       order by 1, 2, 3`,
    );
  const direct = (zone: string) =>
    queryRows<Total>(
      db(),
      `select (created_at at time zone '${zone}')::date::text as d, from_currency_id::text as f,
         to_currency_id::text as t, count(*)::text as n, sum(from_amount)::text as fa,
         sum(to_amount)::text as ta, sum(rate_used)::text as r, sum(base_value)::text as b
       from transactions where status <> 'cancelled' group by 1, 2, 3 order by 1, 2, 3`,
    );
  // Each key's totals are the sum of its rows (changes appended by the writers, migration
  // 0033); folding them keeps the sums, leaves one row per key and drops keys summing to nothing.
  const expectExact = async (zone = 'America/Toronto') => {
    expect(await totals()).toEqual(await direct(zone));
    await compactTotals(db());
    expect(await totals()).toEqual(await direct(zone));
    const [leftovers] = await queryRows<{ n: number; extra: number; pending: number }>(
      db(),
      `select count(*) filter (where transactions = 0
           and from_amount = 0 and to_amount = 0 and rate_used = 0 and base_value = 0
           and realised_margin = 0 and reference_spread = 0)::int as n,
         (count(*) - count(distinct (local_date, from_currency_id, to_currency_id, branch_id,
           teller_id)))::int as extra,
         count(*) filter (where pending)::int as pending
       from transaction_daily_totals`,
    );
    expect(leftovers).toEqual({ n: 0, extra: 0, pending: 0 });
  };
  const dayOf = async (id: string) => {
    const [row] = await queryRows<{ d: string }>(
      db(),
      `select d.local_date::text as d from transactions t
       join transaction_daily_totals d on d.from_currency_id = t.from_currency_id
         and d.to_currency_id = t.to_currency_id and d.transactions > 0
         and d.local_date = (t.created_at at time zone bureau_time_zone())::date
       where t.id = '${id}'`,
    );
    return row?.d;
  };
  const book = async (pairs: [string, string, string][]) => {
    const codes = [...new Set(pairs.flatMap(([from, to]) => [from, to]))];
    const byCode = Object.fromEntries(
      (await s.ids(...codes)).map((id, i) => [codes[i], id] as const),
    );
    const res = await s.exchange({
      customer_id: await s.customer(),
      pairs: pairs.map(([from, to, amount]) => ({
        from_currency_id: byCode[from],
        to_currency_id: byCode[to],
        amount,
      })),
    });
    expect(res.statusCode, res.body).toBe(201);
    return s.booked(res).transactions.map((tx) => tx.id);
  };
  const setZone = async (zone: string) => {
    const res = await s.call('PUT', '/api/settings/business_time_zone', {
      value: { time_zone: zone },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('start empty and add up exchanges of several pairs', async () => {
    expect(await totals()).toEqual([]);
    await book([
      ['USD', 'CAD', '100'],
      ['CAD', 'EUR', '55.55'],
    ]);
    await book([['USD', 'CAD', '1']]);
    await book([
      ['EUR', 'CAD', '12.34'],
      ['USD', 'CAD', '7'],
    ]);
    expect((await totals()).length).toBe(3);
    await expectExact();
  });

  it('place transactions exactly at local midnight on their own day', async () => {
    const [a, b, c] = await book([
      ['USD', 'CAD', '10'],
      ['USD', 'CAD', '20'],
      ['EUR', 'CAD', '30'],
    ]);
    // Midnight in Toronto (EDT) on 2031-06-15 is 04:00 UTC; a microsecond before is the 14th.
    await run(`update transactions set created_at = '2031-06-15T04:00:00Z' where id = '${a}'`);
    await run(
      `update transactions set created_at = '2031-06-15T03:59:59.999999Z' where id = '${b}'`,
    );
    // Midnight in Toronto (EST) on 2031-01-01 is 05:00 UTC.
    await run(`update transactions set created_at = '2031-01-01T05:00:00Z' where id = '${c}'`);
    expect(await dayOf(a!)).toBe('2031-06-15');
    expect(await dayOf(b!)).toBe('2031-06-14');
    expect(await dayOf(c!)).toBe('2031-01-01');
    await expectExact();
  });

  it('follow cancellations, reinstatements, edits of amounts and moves in one statement or many', async () => {
    const ids = await book([
      ['USD', 'CAD', '40'],
      ['GBP', 'CAD', '50'],
      ['CAD', 'USD', '60'],
    ]);
    const [one, two, three] = ids;
    await run(`update transactions set status = 'cancelled' where id = '${one}'`);
    await expectExact();
    await run(`update transactions set status = 'completed' where id = '${one}'`);
    await run(`update transactions set status = 'pending' where id = '${two}'`);
    await expectExact();
    await run(`update transactions set from_amount = from_amount + 0.000000000000000001,
      to_amount = to_amount * 2, rate_used = rate_used + 1, base_value = base_value + 3
      where id = '${three}'`);
    await run(`update transactions set created_at = created_at - interval '400 days'
      where id = '${two}'`);
    await expectExact();
    // One statement cancels one row and reinstates another (opposite moves), then every row
    // gets a notes edit that moves nothing.
    await run(`update transactions set status = case status when 'cancelled' then 'completed'
      else 'cancelled' end where id in ('${one}', '${two}')`);
    await expectExact();
    await run(`update transactions set notes = coalesce(notes, '') || ' checked'`);
    await expectExact();
    // Cancelled everywhere: the rows stay with zeros and are never read as trading.
    await run(`update transactions set status = 'cancelled' where id in ('${one}', '${two}')`);
    await expectExact();
  });

  it('never move when a change is refused', async () => {
    const before = await totals();
    const [one] = await queryRows<{ id: string }>(db(), 'select id from transactions limit 1');
    await expect(run(`delete from transactions where id = '${one!.id}'`)).rejects.toThrow();
    await expect(
      run(`update transactions set from_amount = -1 where id = '${one!.id}'`),
    ).rejects.toThrow();
    expect(await totals()).toEqual(before);
  });

  it('are rebuilt by a change of the time zone, in the same database transaction', async () => {
    const [a, b] = await book([
      ['USD', 'CAD', '70'],
      ['EUR', 'CAD', '80'],
    ]);
    // Midnight in Tokyo on 2031-06-15 is 15:00 UTC the day before; in Toronto that is the 14th.
    await run(`update transactions set created_at = '2031-06-14T15:00:00Z' where id = '${a}'`);
    await run(
      `update transactions set created_at = '2031-06-14T14:59:59.999999Z' where id = '${b}'`,
    );
    expect(await dayOf(a!)).toBe('2031-06-14');
    expect(await dayOf(b!)).toBe('2031-06-14');

    await setZone('Asia/Tokyo');
    await expectExact('Asia/Tokyo');
    expect(await dayOf(a!)).toBe('2031-06-15');
    expect(await dayOf(b!)).toBe('2031-06-14');
    // New bookings and edits now go by Tokyo's days.
    await book([['GBP', 'CAD', '90']]);
    await run(`update transactions set created_at = created_at + interval '1 second'
      where id = '${b}'`);
    expect(await dayOf(b!)).toBe('2031-06-15');
    await expectExact('Asia/Tokyo');

    // A zone the runtime accepts but the database does not know is refused and changes nothing.
    const before = await totals();
    const refused = await s.call('PUT', '/api/settings/business_time_zone', {
      value: { time_zone: 'US/Pacific-New' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(
      'value.time_zone must be a time zone name like America/Toronto',
    );
    expect(await totals()).toEqual(before);

    // Inside the setting's database transaction the totals already follow the new zone; when
    // it rolls back, they are as they were.
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(
          `update settings set value = '{"time_zone": "UTC"}' where key = 'business_time_zone'`,
        );
        const inside = await queryRows<Total>(
          tx,
          `select local_date::text as d from transaction_daily_totals
           where transactions <> 0 and local_date = '2031-06-14'`,
        );
        expect(inside.length).toBeGreaterThan(0);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await totals()).toEqual(before);

    await setZone('America/Toronto');
    await expectExact();
  });

  it("the migration's backfill counts the rows already booked", async () => {
    const migration = await readFile(
      // 0028 counts them (0010 created the totals; 0028 split them by branch and teller).
      new URL('../../db/migrations/0028_profit_totals.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('transaction_daily_totals_rebuild()');
    const before = await totals();
    await run('delete from transaction_daily_totals');
    await run(backfill);
    expect(await totals()).toEqual(before);
    await expectExact();
  });

  // Races only show with real concurrent connections (PostgreSQL); PGlite queues them.
  it('stay exact under concurrent exchanges, cancellations and a change of the zone', async () => {
    const [usd, cad, eur] = await s.ids('USD', 'CAD', 'EUR');
    const customers = await Promise.all(Array.from({ length: 4 }, () => s.customer()));
    const flips = await queryRows<{ id: string }>(
      db(),
      `select id from transactions order by id limit 6`,
    );
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 16; i++) {
      work.push(
        s.exchange({
          customer_id: customers[i % customers.length],
          pairs: [
            { from_currency_id: usd, to_currency_id: cad, amount: String(i + 1) },
            { from_currency_id: cad, to_currency_id: eur, amount: String(i + 2) },
          ],
        }),
      );
      if (i === 8) work.push(setZone('Europe/Paris'));
    }
    for (let round = 0; round < 3; round++) {
      for (const { id } of flips) {
        work.push(
          run(`update transactions set status = case status when 'cancelled' then 'completed'
            else 'cancelled' end where id = '${id}'`),
        );
      }
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectExact('Europe/Paris');
    await setZone('America/Toronto');
    await expectExact();
  });

  it('empty with the table when transactions are truncated', async () => {
    await run('truncate transactions cascade');
    expect(await totals()).toEqual([]);
    await expectExact();
  });
});
