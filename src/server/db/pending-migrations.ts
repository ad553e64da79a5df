import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from './migrations-folder';

// Whether the database lacks a committed migration. drizzle applies the migrations newer than
// the newest it recorded; a database with none to apply is not asked to migrate at all, so a
// least-privilege role (which may not create or alter anything) can start the app
// (docs/deploy/least-privilege.sql).
export async function hasPendingMigrations(conn: pg.PoolClient): Promise<boolean> {
  // drizzle's own reading of the folder, as its migrator compares it.
  const newest = Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  const exists = await conn.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!exists.rows[0]?.found) return true;
  const { rows } = await conn.query<{ applied: string | null }>(
    'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
  );
  const applied = rows[0]?.applied;
  return applied === null || applied === undefined || Number(applied) < newest;
}

// PostgreSQL's "insufficient privilege".
export const isPermissionDenied = (error: unknown) =>
  (error as { code?: string }).code === '42501' ||
  (error as { cause?: { code?: string } }).cause?.code === '42501';

export const MIGRATE_AS_OWNER =
  "The database has migrations to apply and DATABASE_URL's role may not apply them: run " +
  "`npm run migrate` with the owner role's DATABASE_URL first, then " +
  'docs/deploy/least-privilege.sql (README, "Running on PostgreSQL")';
