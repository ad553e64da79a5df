// `npm run bench:rescreen`: the re-screen of every customer against a generated sanctions list
// (docs/decisions/0038). Seeds BENCH_RESCREEN_CUSTOMERS customers (1,000,000 by default) in SQL
// with generate_series, as bench-seed.ts does, and a list of BENCH_RESCREEN_ENTRIES entries
// (5,000) with aliases and dates of birth, then runs the re-screen to completion and prints its
// wall and CPU seconds (this process's: the database's own work shows in wall time), then the
// cost of one screening at the exchange: the real screening function in a transaction, p50/p95.
// BENCH_DATABASE_URL: PostgreSQL (a scratch database next to it); unset: the embedded database
// (a PostgreSQL cluster in a new folder, deleted afterwards).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ListEntry } from '../src/domain/sanctions/list-entry';
import { queryRows, type Database } from '../src/server/db/client';
import { seedReferenceData } from '../src/server/db/seed';
import {
  rescreenBatch,
  SanctionsReviewRefusal,
  screenExchangeParties,
} from '../src/server/modules/sanctions';
import { openBenchDatabase } from './bench-database';
import { withoutIndexes } from './bench-seed';

const customers = Number(process.env.BENCH_RESCREEN_CUSTOMERS ?? 1_000_000);
const entryCount = Number(process.env.BENCH_RESCREEN_ENTRIES ?? 5_000);
const EXCHANGE_SAMPLES = 1_000;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Mohammed',
  'Olga',
  'Ivan',
  'Maria',
  'Jean',
  'Li',
  'Ahmed',
  'Sofia',
  'Kenji',
  'Fatima',
  'Pierre',
  'Anna',
  'Omar',
  'Elena',
  'David',
  'Yusuf',
  'Chen',
];
const LAST = [
  'Smith',
  'Tremblay',
  'Nguyen',
  'Ivanov',
  'Hassan',
  'Garcia',
  'Wang',
  'Roy',
  'Petrov',
  'Khan',
  'Martin',
  'Kim',
  'Singh',
  'Lopez',
  'Cohen',
  'Silva',
  'Novak',
  'Ali',
  'Gagnon',
  'Okafor',
];
const SYLLABLES = [
  'ka',
  'ro',
  'vi',
  'mat',
  'sul',
  'den',
  'zar',
  'lo',
  'bek',
  'nim',
  'tus',
  'hor',
  'qa',
  'dri',
  'mon',
  'fel',
  'gor',
  'shu',
  'yan',
  'pel',
];

// A generated name of a listed party: two or three invented syllables per token, so most
// customers are near misses at best, as with real lists.
const word = (n: number) => {
  let text = '';
  for (let i = 0, v = n; i < 2 + (n % 2); i++, v = Math.floor(v / SYLLABLES.length) + i * 7) {
    text += SYLLABLES[v % SYLLABLES.length];
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function generatedEntries(): ListEntry[] {
  return Array.from({ length: entryCount }, (_, i) => {
    const entity = i % 5 === 0;
    const name = entity
      ? `${word(i * 13 + 5)} ${word(i * 7 + 1)} Trading`
      : // Every 50th listed person carries a common first name, as real lists do.
        `${i % 50 === 0 ? FIRST[i % FIRST.length] : word(i * 31 + 3)} ${word(i * 17 + 11)}`;
    return {
      reference: `BENCH-${i}`,
      kind: entity ? 'entity' : 'individual',
      names: [
        { name, kind: 'primary', quality: null },
        ...(i % 3 === 0
          ? [
              {
                name: `${word(i * 19 + 2)} ${word(i * 23 + 9)}`,
                kind: 'alias' as const,
                quality: 'good' as const,
              },
            ]
          : []),
      ],
      birth_dates:
        entity || i % 4 === 0
          ? []
          : [{ from: `19${50 + (i % 45)}-01-01`, to: `19${50 + (i % 45)}-12-31` }],
      countries: ['Nowhere'],
      programme: 'Bench',
      listed_on: '2020-01-01',
    } satisfies ListEntry;
  });
}

async function seedCustomers(db: Database) {
  const first = sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`);
  const last = sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`);
  await withoutIndexes(db, ['customers', 'audit_log'], async () => {
    await db.execute(sql`
      insert into customers (first_name, last_name, email, birthday, created_at)
      select (${first})[1 + g % ${FIRST.length}], (${last})[1 + (g / ${FIRST.length}) % ${LAST.length}] ||
          case when g % 3 = 0 then '-' || (${last})[1 + g % ${LAST.length}] else '' end,
        'customer' || g || '@bench.test',
        case when g % 4 <> 0 then date '1950-01-01' + (g % 20000) end,
        now() - make_interval(secs => g)
      from generate_series(1, ${customers}) g`);
  });
}

async function seedList(db: Database) {
  const entries = generatedEntries();
  await db.transaction(async (tx) => {
    const [list] = await queryRows<{ id: string }>(
      tx,
      sql`insert into sanctions_lists (source, version, entry_count, checksum, in_force)
          values ('opensanctions', 'bench', ${entries.length}, 'bench', true)
          returning id::text as id`,
    );
    const rows = entries.map((e) => ({
      reference: e.reference,
      kind: e.kind,
      name: e.names[0]?.name,
      names: e.names,
      birth_dates: e.birth_dates,
      countries: e.countries,
      programme: e.programme,
      listed_on: e.listed_on,
    }));
    await tx.execute(
      sql`insert into sanctions_entries (list_id, reference, kind, name, names, birth_dates,
            countries, programme, listed_on)
          select ${list?.id}::uuid, r.reference, r.kind, r.name, r.names, r.birth_dates,
            r.countries, r.programme, r.listed_on
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(reference text, kind text,
            name text, names jsonb, birth_dates jsonb, countries jsonb, programme text,
            listed_on date)`,
    );
    await tx.execute(
      sql`insert into screening_runs (reason, total) values ('bench', ${customers})`,
    );
  });
  return entries;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const { handle, drop } = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
try {
  await handle.migrate();
  await seedReferenceData(handle.db);
  const db = handle.db;
  let started = performance.now();
  await seedCustomers(db);
  const entries = await seedList(db);
  console.log(
    `seeded ${customers} customers and ${entries.length} list entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  const cpu = process.cpuUsage();
  let batches = 0;
  while (await rescreenBatch(db)) batches += 1;
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const [run] = await queryRows<{ screened: number; hits: number; status: string }>(
    db,
    sql`select screened, hits, status from screening_runs order by started_at desc limit 1`,
  );
  console.log(
    `re-screen: ${run?.screened} subjects in ${batches} batches, ${run?.hits} hits, ${run?.status}: ` +
      `${wall.toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU (this process)`,
  );

  // One screening at the exchange: a customer's party, in a transaction of its own, as the
  // exchange runs it (the in-force query and the matching in memory).
  const sample = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    birthday: string | null;
  }>(
    db,
    sql`select id::text as id, first_name, last_name, birthday::text as birthday from customers
        where screening_status = 'clear' order by id limit ${EXCHANGE_SAMPLES}`,
  );
  const times: number[] = [];
  for (const c of sample) {
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      await screenExchangeParties(tx, [
        {
          type: 'customer',
          id: c.id,
          status: 'clear',
          subject: {
            kind: 'individual',
            first: c.first_name,
            last: c.last_name,
            birth_date: c.birthday,
          },
        },
      ]).catch((error: unknown) => {
        if (!(error instanceof SanctionsReviewRefusal)) throw error;
      });
    });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `screening at the exchange (${times.length} customers, in a transaction): ` +
      `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
} finally {
  await handle.close();
  await drop();
}
