import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationConfig, type MigrationMeta } from 'drizzle-orm/migrator';

// The SQL functions live one per file in `functions/` beside the migrations folder
// (docs/decisions/0050): a migration names one with psql's include, `\i functions/<name>.sql`,
// on a line of its own, and is run with that file's definition in its place. The file is the
// function as the fully migrated database holds it (functions.test.ts holds it to that).

const INCLUDE = /^\\i functions\/([a-z0-9_]+)\.sql[ \t]*\r?$/gm;
// Each definition of a file starts so, on a line of its own (pg_get_functiondef's first line).
const DEFINITION_START = /^CREATE OR REPLACE FUNCTION /m;
// A statement left once the includes are taken out, if it holds more than comments and blanks.
const HAS_SQL = /^(?![ \t]*(--.*)?\r?$)/m;

/** The folder of the function files: `functions/` beside the migrations folder. */
export function functionsFolderOf(migrationsFolder: string): string {
  return path.join(path.dirname(migrationsFolder), 'functions');
}

export type FunctionFile = {
  // The leading `--` lines: what the function guards, and the triggers that run it.
  header: string[];
  // The `CREATE TRIGGER ...` lines under `-- Run by:`, as pg_get_triggerdef prints them.
  triggers: string[];
  // The rest: each overload's definition as pg_get_functiondef prints it, ended by `;`.
  definition: string;
};

/** A function file's parts. */
export function parseFunctionFile(text: string): FunctionFile {
  const lines = text.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('--'));
  const header = lines.slice(0, end === -1 ? lines.length : end);
  const runBy = header.indexOf('-- Run by:');
  const triggers =
    runBy === -1
      ? []
      : header
          .slice(runBy + 1)
          .filter((line) => line.startsWith('-- CREATE '))
          .map((line) => line.slice('-- '.length));
  return { header, triggers, definition: lines.slice(header.length).join('\n') };
}

/** A function file's statements: one per overload, without the header. */
export function functionStatements(text: string): string[] {
  const { definition } = parseFunctionFile(text);
  const starts: number[] = [];
  for (const match of definition.matchAll(new RegExp(DEFINITION_START.source, 'gm'))) {
    starts.push(match.index);
  }
  if (starts[0] !== 0) throw new Error('A function file must start with its definition');
  return starts.map((start, i) => definition.slice(start, starts[i + 1]).trimEnd());
}

/**
 * One migration statement with each `\i functions/<name>.sql` line replaced by that file's
 * statements. What comes before an include (its comments) goes with the file's first statement;
 * a statement without includes is returned as it is.
 */
export function expandFunctionIncludes(statement: string, functionsFolder: string): string[] {
  const statements: string[] = [];
  let pending = '';
  let from = 0;
  for (const match of statement.matchAll(INCLUDE)) {
    pending += statement.slice(from, match.index);
    from = match.index + match[0].length;
    const file = path.join(functionsFolder, `${match[1]}.sql`);
    const [first, ...rest] = functionStatements(readFileSync(file, 'utf8'));
    statements.push(pending + first, ...rest);
    pending = '';
  }
  if (statements.length === 0) return [statement];
  pending += statement.slice(from);
  if (HAS_SQL.test(pending)) statements.push(pending);
  return statements;
}

/**
 * drizzle's reading of the migrations (its journal, statements, hashes and times), with the
 * function files in place of their includes. The hash stays the migration file's own.
 */
export function readMigrationsWithFunctions(config: MigrationConfig): MigrationMeta[] {
  const functionsFolder = functionsFolderOf(config.migrationsFolder);
  return readMigrationFiles(config).map((migration) => ({
    ...migration,
    sql: migration.sql.flatMap((statement) => expandFunctionIncludes(statement, functionsFolder)),
  }));
}

// What drizzle's own migrators use of a database (drizzle-orm/node-postgres/migrator.js and
// pglite/migrator.js): its dialect's `migrate` and its session; not in drizzle's public types.
type Migratable = {
  dialect: {
    migrate(migrations: MigrationMeta[], session: unknown, config: MigrationConfig): Promise<void>;
  };
  session: unknown;
};

/**
 * drizzle's `migrate` (the same migrations table, one database transaction, the migrations
 * newer than the newest applied), run with the function files in place of their includes.
 */
export async function migrateWithFunctions(db: object, config: MigrationConfig): Promise<void> {
  const { dialect, session } = db as Migratable;
  await dialect.migrate(readMigrationsWithFunctions(config), session, config);
}
