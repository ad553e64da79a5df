// Which indexes the bench's reads used (issue 48: "only the index entries the reads use"): the
// indexes of the tables an exchange writes, each with its size and how many scans it served
// between `indexScans` before the scenarios and `printIndexUsage` after them (deltas of
// pg_stat_user_indexes, so no statistics are reset). A unique index or primary key is kept for
// what it enforces whatever its scans; an index no scan used is named as such.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/server/db/client';

// The tables a booking writes a row or an index entry into.
const BOOKED_TABLES = [
  'exchanges',
  'transactions',
  'account_movements',
  'audit_log',
  'transaction_daily_totals',
  'transaction_counters',
];

type IndexRow = { key: string; scans: string; bytes: string; enforces: boolean };

async function readIndexes(db: Database): Promise<IndexRow[]> {
  // A backend reports its counters when it goes idle, at most once a second (PostgreSQL 15).
  await sleep(1_500);
  await queryRows(db, sql`select pg_stat_clear_snapshot()`);
  return queryRows<IndexRow>(
    db,
    sql`select s.relname || '.' || s.indexrelname as key, s.idx_scan::text as scans,
        pg_relation_size(s.indexrelid)::text as bytes, (i.indisunique or i.indisprimary) as enforces
      from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
      where s.relname = any(${`{${BOOKED_TABLES.join(',')}}`}::text[])
      order by s.relname, s.indexrelname`,
  );
}

export async function indexScans(db: Database): Promise<Map<string, number>> {
  return new Map((await readIndexes(db)).map((index) => [index.key, Number(index.scans)]));
}

export async function printIndexUsage(db: Database, before: Map<string, number>): Promise<void> {
  console.log('\nindexes of the booked tables: scans in this run, size');
  for (const index of await readIndexes(db)) {
    const scans = Number(index.scans) - (before.get(index.key) ?? 0);
    const size = `${(Number(index.bytes) / 1_048_576).toFixed(1)} MB`;
    const note =
      scans > 0
        ? ''
        : index.enforces
          ? '  (unique: kept for what it enforces)'
          : '  (no read used it)';
    console.log(`${index.key.padEnd(64)} ${String(scans).padStart(8)} ${size.padStart(9)}${note}`);
  }
}
