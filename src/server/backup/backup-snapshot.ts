import { queryRows, type Database } from '../db/client';

// Test support: what a backup must carry over, as comparable text, each table in key order.
// Numbers and times come out as PostgreSQL writes them, so any change of a digit shows.
const TABLES: Record<string, string> = {
  accounts: 'id',
  account_movements: 'id',
  audit_log: 'id',
  settings: 'id',
  transactions: 'id',
  exchanges: 'reference_number',
  customers: 'id',
};

export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const [table, key] of Object.entries(TABLES)) {
    const [row] = await queryRows<{ rows: string }>(
      db,
      `select coalesce(json_agg(t order by t.${key})::text, '[]') as rows from public.${table} t`,
    );
    snapshot[table] = row?.rows ?? 'missing';
  }
  return snapshot;
}
