// The exchange's own database work driven by pgbench (issue 29: "the booking's database work
// when driven by pgbench alone"): the statements one one-pair exchange sends, as the app sends
// them, replayed by `pgbench -M prepared` at 4 clients, so the database's cost of a booking is
// measured without the app, HTTP or the session check, and compared with `pgbench -b
// tpcb-like` in the same round.
//
// The statements are not copied by hand: one exchange is booked through createExchange (the
// code the server runs) on the bench database while every statement sent to PostgreSQL is
// recorded, with its parameters and whether it was sent behind another still unanswered (the
// exchange's pipelining, decision 0042). Each becomes a line of the pgbench script:
// - a parameter that was the exchange's customer, Idempotency-Key, reference number or
//   transaction id is a pgbench variable drawn per transaction (a customer of the bench's, new
//   uuids, a random ten-digit number); one that contains them (the booking's arrays and rows)
//   is the recorded text with them replaced (`replace(...)`);
// - every other parameter is the recorded value (`pgbench -D`), sent as a parameter as the app
//   sends it, so the plans are the app's;
// - statements sent behind an unanswered one go in a `\startpipeline` block.
// Per transaction pgbench also reads the customer and two new uuids (`\gset`): one round trip
// more than the app, at about 1 % of the booking's time (a primary-key read of a small table).
import { randomInt, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { CreateExchangeInput } from '../src/domain/contracts/exchange-request';
import { queryRows, type Database } from '../src/server/db/client';
import { createExchange } from '../src/server/modules/exchange/create-exchange';

type Recorded = { text: string; values: unknown[]; behind: boolean };

// Every statement any pg client sends while `run` runs, in order.
async function recordStatements(run: () => Promise<void>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let unanswered = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config.text;
    const params = (typeof config === 'object' && config.values) || values;
    recorded.push({ text, values: Array.isArray(params) ? params : [], behind: unanswered > 0 });
    unanswered += 1;
    const answered = () => {
      unanswered -= 1;
    };
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(answered, answered);
    else answered();
    return result;
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return recorded;
}

// A recorded parameter as pg sends it (text), or null.
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  throw new Error(`a parameter of an unexpected type: ${typeof value}`);
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Books one exchange through createExchange, recording its statements, and writes them to
 * `file` as a pgbench script; answers the recorded parameters as pgbench's `-D` definitions.
 * `customers` is a table (n, id) of the customers to draw from.
 */
async function writeBookingScript(
  db: Database,
  file: string,
  exchange: {
    customerId: string;
    userId: string;
    usd: string;
    cad: string;
    customers: string;
    customerCount: number;
  },
): Promise<string[]> {
  // Below the numbers pgbench draws (from 1000000000) and the HTTP load's (from 9000000000).
  const reference = `0${randomInt(100_000_000, 1_000_000_000)}`;
  const key = randomUUID();
  let transactionId = '';
  const recorded = await recordStatements(async () => {
    const input = {
      reference_number: reference,
      customer_id: exchange.customerId,
      payment_method: 'cash',
      transaction_category: 'personal',
      is_on_behalf: false,
      pairs: [{ from_currency_id: exchange.usd, to_currency_id: exchange.cad, amount: '100' }],
    } as CreateExchangeInput;
    const booked = await createExchange(db, () => new Date(), input, {
      userId: exchange.userId,
      role: 'owner',
      idempotencyKey: key,
    });
    transactionId = booked.exchange.transactions[0]?.id ?? '';
  });
  if (!transactionId) throw new Error('the recorded exchange booked nothing');
  const drawn: [string, string][] = [
    [exchange.customerId, ':cid'],
    [key, ':k'],
    [reference, ':ref'],
    [transactionId, ':tid'],
  ];
  const defines: string[] = [];
  const parameter = (value: unknown): string => {
    const text = asText(value);
    if (text === null) return 'NULL';
    // pgbench takes no empty variable; an empty string goes as a literal (untyped, as sent).
    if (text === '') return "''";
    const whole = drawn.find(([recordedValue]) => recordedValue === text);
    if (whole) return whole[1];
    const name = `p${defines.length}`;
    defines.push(`${name}=${text}`);
    return drawn
      .filter(([recordedValue]) => text.includes(recordedValue))
      .reduce((expression, [recordedValue, variable]) => {
        return `replace(${expression}, ${quoted(recordedValue)}, ${variable})`;
      }, `:${name}`);
  };
  const lines = [
    `\\set c random(1, ${exchange.customerCount})`,
    '\\set ref random(1000000000, 8999999999)',
    `select id as cid, gen_random_uuid() as tid, gen_random_uuid() as k from ${exchange.customers} where n = :c \\gset`,
  ];
  let inPipeline = false;
  recorded.forEach((statement, index) => {
    const next = recorded[index + 1];
    const body = statement.text.replace(/\$(\d+)/g, (_, n: string) =>
      parameter(statement.values[Number(n) - 1]),
    );
    if (!inPipeline && next?.behind) {
      lines.push('\\startpipeline');
      inPipeline = true;
    }
    lines.push(`${body.trim()};`);
    if (inPipeline && !next?.behind) {
      lines.push('\\endpipeline');
      inPipeline = false;
    }
  });
  await writeFile(file, `${lines.join('\n')}\n`);
  return defines;
}

/**
 * `count` new customers of the replay's own, numbered 1..count in `table`, for the pgbench
 * script to draw one per transaction: the compliance rules add up each person's exchanges of
 * the day, so sharing the HTTP load's customers would push them over the identification
 * threshold, and few exchanges per customer a day is a bureau's day.
 */
async function replayCustomers(db: Database, table: string, count: number) {
  await db.execute(sql`
    insert into customers (first_name, last_name, email, risk_level, created_at)
    select 'Replay' || g, 'Customer' || g, 'replay' || g || '@bench.test', 'low',
           now() - make_interval(secs => g)
    from generate_series(1, ${count}) g`);
  await db.execute(
    sql.raw(`create table ${table} as
      select row_number() over (order by id)::int as n, id from customers
      where email like 'replay%@bench.test'`),
  );
  await db.execute(sql.raw(`alter table ${table} add primary key (n)`));
  await db.execute(sql.raw(`analyze ${table}`));
  const [first] = await queryRows<{ id: string }>(
    db,
    sql.raw(`select id from ${table} where n = 1`),
  );
  if (!first) throw new Error('no replay customer');
  return first.id;
}

/**
 * pgbench's options to replay the exchange's statements on `db` (the script in the temporary
 * folder, its recorded parameters): recorded from one exchange booked in this process by
 * `userId`, a member with an open till, for customers of the replay's own.
 */
export async function bookingReplay(db: Database, userId: string): Promise<string[]> {
  const customerCount = 20_000;
  const customer = await replayCustomers(db, 'bench_booking_customers', customerCount);
  const [ids] = await queryRows<{ usd: string; cad: string }>(
    db,
    sql`select (select id from currencies where code = 'USD') as usd,
        (select id from currencies where code = 'CAD') as cad`,
  );
  if (!ids) throw new Error('no USD or CAD');
  const file = path.join(tmpdir(), `bureau-booking-${process.pid}.pgbench`);
  const defines = await writeBookingScript(db, file, {
    customerId: customer,
    userId,
    usd: ids.usd,
    cad: ids.cad,
    customers: 'bench_booking_customers',
    customerCount,
  });
  const options = ['-n', '-M', 'prepared', '-f', file, ...defines.flatMap((d) => ['-D', d])];
  // With BENCH_KEEP=1 the script stays, for replaying it on the kept database.
  if (process.env.BENCH_KEEP === '1') {
    await writeFile(`${file}.options.json`, JSON.stringify(options));
  } else process.once('beforeExit', () => void rm(file, { force: true }));
  return options;
}
