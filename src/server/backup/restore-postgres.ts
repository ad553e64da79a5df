import pg from 'pg';
import { databaseName, refuseUnlessEmpty, type RestoreTarget } from '../db/logical-backup';
import {
  collectStderr,
  connectionArgs,
  missingTool,
  PostgresToolError,
  spawnTool,
} from '../db/postgres-tool';

/** Refuses before anything is touched when pg_restore is not installed. */
export async function requirePgRestore(): Promise<void> {
  const child = spawnTool('pg_restore', ['--version'], process.env);
  child.stdout.resume();
  child.stderr.resume();
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missingTool('pg_restore') : error),
    );
    child.once('close', () => resolve());
  });
}

/**
 * Restores a backup in pg_dump's custom format, as versions before decision 0047 made them on
 * PostgreSQL, into an empty database (the embedded cluster's or a server's), in one
 * transaction: an error restores nothing. It needs pg_restore, which the embedded cluster does
 * not bring: the message says what to install. pg_restore creates the tables, copies the rows
 * and only then adds the triggers, so nothing is updated or truncated on the way; the app's
 * start applies the migrations newer than the file's.
 */
export async function restorePgDump(
  url: string,
  file: string,
  target: RestoreTarget = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await refuseUnlessEmpty(
      client,
      target.what ?? `The database ${databaseName(url)}`,
      target.where,
    );
  } finally {
    await client.end();
  }
  const { dbname, env } = connectionArgs(url);
  const child = spawnTool(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  const stderr = collectStderr(child);
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? missingTool('pg_restore') : error),
    );
    child.once('close', resolve);
  });
  if (code !== 0) {
    throw new PostgresToolError(
      `pg_restore failed, nothing was restored: ${stderr() || `exit ${code}`}`,
    );
  }
}
