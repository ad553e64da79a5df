// A scratch database for the benchmarks: in-memory PGlite, or a new database next to
// BENCH_DATABASE_URL, dropped afterwards (BENCH_KEEP=1 keeps it and names it;
// BENCH_REUSE=<name> measures a kept one again, already seeded, and keeps it).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { openPglite } from '../src/server/db/pglite';

export type BenchDatabase = {
  handle: DatabaseHandle;
  url: string | null;
  drop: () => Promise<void>;
};

export async function openBenchDatabase(pgUrl: string | undefined): Promise<BenchDatabase> {
  if (!pgUrl) return { handle: await openPglite(), url: null, drop: async () => {} };
  const reused = reusedDatabase(pgUrl);
  if (reused) return reused;
  const name = `bureau_bench_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(pgUrl);
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString()),
    url: url.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP === '1') {
        console.log(`kept database ${name}`);
        return admin.close();
      }
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

// BENCH_REUSE: a database kept by an earlier run (BENCH_KEEP=1), next to BENCH_DATABASE_URL.
function reusedDatabase(pgUrl: string): BenchDatabase | null {
  const name = process.env.BENCH_REUSE;
  if (!name) return null;
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return { handle: openPostgres(url.toString()), url: url.toString(), drop: async () => {} };
}

/** Whether this run measures a database seeded by an earlier one (BENCH_REUSE). */
export const reusingDatabase = () => Boolean(process.env.BENCH_REUSE);
