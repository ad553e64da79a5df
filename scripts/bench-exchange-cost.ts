// `npx tsx scripts/bench-exchange-cost.ts <database> <first reference> [per round] [readback]`:
// one-pair exchanges booked one after another through createExchange, with no HTTP and no
// concurrency (so no wait on another client enters), on a database a throughput bench run kept
// (BENCH_KEEP=1 or BENCH_REUSE, next to 127.0.0.1:5432): the app's CPU per exchange
// (process.cpuUsage) and that database's backends' CPU (/proc/<pid>/stat of the pids in
// pg_stat_activity). 100 to warm up, then 3 rounds, medians. With `readback`, the same for
// findExchange of the booked exchanges instead. Linux only.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { CreateExchangeInput } from '../src/domain/contracts/exchange-request';
import { openPostgres, queryRows } from '../src/server/db/client';
import { createExchange } from '../src/server/modules/exchange/create-exchange';
import { findExchange } from '../src/server/modules/transactions';

const [database = '', first = '8200000000', perRoundArg = '200', mode = 'book'] =
  process.argv.slice(2);
const perRound = Number(perRoundArg);
const handle = openPostgres(`postgres://postgres@127.0.0.1:5432/${database}`);

// A process's user + system CPU in clock ticks (10 ms each); 0 once it is gone.
function ticks(pid: number): number {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const postgresTicks = async () =>
  (
    await queryRows<{ pid: number }>(
      handle.db,
      sql`select pid from pg_stat_activity where datname = ${database}`,
    )
  ).reduce((sum, row) => sum + ticks(row.pid), 0);

const [ids] = await queryRows<{ customers: string[]; usd: string; cad: string; user: string }>(
  handle.db,
  sql`select (select array_agg(id) from (select id from customers limit 1000) c) as customers,
    (select id from currencies where code = 'USD') as usd,
    (select id from currencies where code = 'CAD') as cad,
    (select id from auth_users order by created_at limit 1) as "user"`,
);
if (!ids) throw new Error('not a bench database');
const references = (
  await queryRows<{ reference: string }>(
    handle.db,
    sql`select reference_number as reference from exchanges limit 1000`,
  )
).map((row) => row.reference);

let serial = 0;
async function once(): Promise<void> {
  serial += 1;
  if (mode === 'readback') {
    await findExchange(handle.db, references[serial % references.length] ?? '');
    return;
  }
  const input = {
    reference_number: String(Number(first) + serial),
    customer_id: ids?.customers[serial % ids.customers.length],
    payment_method: 'cash',
    transaction_category: 'personal',
    is_on_behalf: false,
    pairs: [{ from_currency_id: ids?.usd, to_currency_id: ids?.cad, amount: '100' }],
  } as CreateExchangeInput;
  await createExchange(handle.db, () => new Date(), input, {
    userId: ids?.user ?? null,
    role: 'owner',
    idempotencyKey: randomUUID(),
  });
}

async function round(count: number) {
  const postgresBefore = await postgresTicks();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) await once();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const postgres = ((await postgresTicks()) - postgresBefore) * 10;
  return { wall: wall / count, app: (cpu.user + cpu.system) / 1000 / count, pg: postgres / count };
}

await round(100);
const rounds = [await round(perRound), await round(perRound), await round(perRound)];
const median = (key: 'wall' | 'app' | 'pg') =>
  (rounds.map((r) => r[key]).sort((a, b) => a - b)[1] ?? 0).toFixed(3);
console.log(
  `${database} ${mode}: ${perRound} one after another x 3, medians per call: wall ` +
    `${median('wall')} ms, app CPU ${median('app')} ms, PostgreSQL CPU ${median('pg')} ms`,
);
await handle.close();
