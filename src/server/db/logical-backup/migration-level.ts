import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { RestoreRefusedError } from './restore-refused';
import { readMigrationsWithFunctions } from '../migrate-with-functions';
import { migrationsFolder } from '../migrations-folder';
import type { Query } from './catalog';
import type { MigrationLevel } from './format';

// A backup holds rows, not tables: it restores into the tables of the migration level its rows
// were read at, which drizzle records in drizzle.__drizzle_migrations (one row per migration,
// created_at being the migration's `when` in meta/_journal.json).

export type AppMigration = MigrationMeta & { tag: string };

/** This app's migrations as drizzle reads them (the function files in place), with their file names. */
export function appMigrations(folder: string = migrationsFolder): AppMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationsWithFunctions({ migrationsFolder: folder }).map((migration, index) => ({
    ...migration,
    tag: journal.entries[index]?.tag ?? String(migration.folderMillis),
  }));
}

/** The level a database is at: its newest applied migration, as drizzle's migrator reads it. */
export async function readMigrationLevel(query: Query): Promise<MigrationLevel> {
  const [table] = await query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  const [newest] = table?.found
    ? await query<{ hash: string; created_at: string; count: number }>(
        `select hash, created_at::text as created_at,
                (select count(*)::int from drizzle.__drizzle_migrations) as count
           from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    : [];
  if (!newest) {
    throw new Error("This database is not the bureau's: it has no migrations applied");
  }
  const createdAt = Number(newest.created_at);
  const tag = appMigrations().find((m) => m.folderMillis === createdAt)?.tag ?? null;
  return { count: newest.count, createdAt, hash: newest.hash, tag };
}

const described = (level: { tag: string | null; createdAt: number }) =>
  level.tag ?? `of ${new Date(level.createdAt).toISOString()}`;

/**
 * This app's migrations up to a backup's level and after it. Refuses a level newer than this
 * app's newest (the backup holds columns this app has never heard of), and one that is not
 * among its migrations. The level is matched as drizzle's migrator matches it, on created_at:
 * a migration file's hash changes with its line endings (a checkout on Windows).
 */
export function migrationsAround(level: MigrationLevel): {
  upTo: AppMigration[];
  after: AppMigration[];
} {
  const migrations = appMigrations();
  const newest = migrations.at(-1);
  if (newest && level.createdAt > newest.folderMillis) {
    throw new RestoreRefusedError(
      `This backup was made by a newer version of the app: its database is at migration ` +
        `${described(level)} (${level.count} migrations), and this app's newest is ${newest.tag} ` +
        `(${migrations.length}). Restore it with a version of the app that has migration ` +
        `${described(level)}, or a newer one; nothing was changed.`,
    );
  }
  if (!migrations.some((migration) => migration.folderMillis === level.createdAt)) {
    throw new RestoreRefusedError(
      `This backup's migration level (${described(level)}, ${level.count} migrations) is none ` +
        `of this app's migrations: restore it with the version of the app that made it; nothing was changed.`,
    );
  }
  return {
    upTo: migrations.filter((migration) => migration.folderMillis <= level.createdAt),
    after: migrations.filter((migration) => migration.folderMillis > level.createdAt),
  };
}

/**
 * Applies migrations as drizzle's migrator does (drizzle-orm/pg-core/dialect.js `migrate`: its
 * schema and table, each statement, then the migration's row), but inside the caller's
 * transaction, which drizzle's own would commit: a restore that fails anywhere rolls back the
 * tables with the rows.
 */
export async function applyMigrations(
  client: pg.ClientBase,
  migrations: AppMigration[],
): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    `CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
       id SERIAL PRIMARY KEY,
       hash text NOT NULL,
       created_at bigint
     )`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query(
      'insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
