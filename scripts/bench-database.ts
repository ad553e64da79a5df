// A scratch database for the benchmarks: the embedded database (the app's default, a real
// PostgreSQL cluster) in a new folder, or a new database next to BENCH_DATABASE_URL; either
// dropped afterwards. BENCH_KEEP=1 keeps it and names it (the database, or the folder);
// BENCH_REUSE=<name> measures a kept one again, already seeded, and keeps it (a database's name
// with BENCH_DATABASE_URL, else the kept folder's path).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { openEmbeddedDatabase } from '../src/server/db/embedded-database';

export type BenchDatabase = {
  handle: DatabaseHandle;
  // The scratch database's URL on BENCH_DATABASE_URL's server; null for the embedded one.
  url: string | null;
  // The embedded database's DATA_DIR; null on BENCH_DATABASE_URL's server.
  dataDir: string | null;
  // What the output calls it.
  label: 'embedded' | 'PostgreSQL';
  // After handle.close().
  drop: () => Promise<void>;
};

/** What a bench ran on: PostgreSQL when a URL is set (BENCH_DATABASE_URL, DATABASE_URL). */
export const databaseLabel = (url: string | undefined): BenchDatabase['label'] =>
  url ? 'PostgreSQL' : 'embedded';

async function embeddedBenchDatabase(): Promise<BenchDatabase> {
  const reused = process.env.BENCH_REUSE;
  const dataDir = reused ?? (await mkdtemp(path.join(tmpdir(), 'bureau-bench-')));
  const handle = await openEmbeddedDatabase(dataDir, (line) => console.log(line));
  return {
    handle,
    url: null,
    dataDir,
    label: 'embedded',
    drop: async () => {
      if (reused) return;
      if (process.env.BENCH_KEEP === '1') {
        console.log(`kept folder ${dataDir}`);
        return;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function openBenchDatabase(pgUrl: string | undefined): Promise<BenchDatabase> {
  if (!pgUrl) return embeddedBenchDatabase();
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
    dataDir: null,
    label: 'PostgreSQL',
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
  return {
    handle: openPostgres(url.toString()),
    url: url.toString(),
    dataDir: null,
    label: 'PostgreSQL',
    drop: async () => {},
  };
}

/** Whether this run measures a database seeded by an earlier one (BENCH_REUSE). */
export const reusingDatabase = () => Boolean(process.env.BENCH_REUSE);
