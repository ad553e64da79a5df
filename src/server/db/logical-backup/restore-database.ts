import type { Readable } from 'node:stream';
import pg from 'pg';
import { DUMP_SETTINGS } from './backup-script';
import type { Query } from './catalog';
import { databaseName, refuseUnlessEmpty } from './empty-database';
import { parseHeader, type BackupHeader } from './format';
import { loadRows } from './load-rows';
import { applyMigrations, migrationsAround } from './migration-level';
import { ScriptReader } from './script-reader';

export type RestoreTarget = {
  // Names the target in a refusal ("The embedded database in /srv/bureau"), and says where to
  // restore instead.
  what?: string;
  where?: string;
  // Checks the loaded rows inside the restore's transaction, at the backup's migration level
  // (before the newer migrations): a throw rolls everything back (a conversion's comparison).
  verify?: (query: Query, rows: Map<string, number>) => Promise<void>;
};

export type RestoreReport = { header: BackupHeader; rows: Map<string, number> };

// The header: its comment lines, up to the blank line after them.
async function readHeader(reader: ScriptReader): Promise<BackupHeader> {
  const lines: string[] = [];
  for (let line = await reader.line(); line !== null; line = await reader.line()) {
    if (!line.startsWith('--') || lines.length > 100) break;
    lines.push(line);
    // Not a backup: no need to read on.
    if (lines[0] !== '--') break;
  }
  return parseHeader(lines);
}

/**
 * A backup's header, refused as restoreDatabase refuses it (not a bureau backup, newer than
 * this app): a command checks the file before it touches the target.
 */
export async function readBackupHeader(input: Readable): Promise<BackupHeader> {
  const reader = new ScriptReader(input);
  try {
    const header = await readHeader(reader);
    migrationsAround(header.level);
    return header;
  } finally {
    reader.close();
  }
}

/**
 * Restores a backup (docs/decisions/0047) into the EMPTY database at `url`, refusing a database
 * that holds anything, a file that is not a bureau backup, and a backup newer than this app.
 * In one transaction: the migrations up to the backup's level, every table emptied of what
 * they inserted, the rows loaded with no trigger firing, the sequences set, then the
 * migrations after the backup's level, as drizzle's migrator applies them. A failure anywhere
 * rolls all of it back: the database is as empty as it was.
 */
export async function restoreDatabase(
  url: string,
  input: Readable,
  target: RestoreTarget = {},
): Promise<RestoreReport> {
  const reader = new ScriptReader(input);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    await refuseUnlessEmpty(
      client,
      target.what ?? `The database ${databaseName(url)}`,
      target.where,
    );
    const header = await readHeader(reader);
    const { upTo, after } = migrationsAround(header.level);
    for (const setting of [...DUMP_SETTINGS, 'SET statement_timeout = 0', 'SET lock_timeout = 0']) {
      await client.query(setting);
    }
    await client.query('BEGIN');
    let rows: Map<string, number>;
    try {
      await applyMigrations(client, upTo);
      rows = await loadRows(client, reader);
      await target.verify?.(
        async <T>(text: string) => (await client.query(text)).rows as T[],
        rows,
      );
      await applyMigrations(client, after);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
    // The planner's statistics of the new rows, as the app's first queries need them.
    await client.query('ANALYZE');
    return { header, rows };
  } finally {
    reader.close();
    await client.end().catch(() => {});
  }
}
