import pg from 'pg';
import {
  collectStderr,
  connectionArgs,
  missingTool,
  PostgresToolError,
  spawnTool,
} from '../db/postgres-tool';
import { RestoreRefusedError } from './restore-refused';

// Relations and schemas of the database's own, beside PostgreSQL's.
const CONTENTS = `
  select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg\\_%')::int as relations,
         (select count(*) from pg_namespace
          where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%')::int
           as schemas`;

async function isEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ relations: number; schemas: number }>(CONTENTS);
    return rows[0]?.relations === 0 && rows[0]?.schemas === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump custom-format backup into an empty PostgreSQL database (docs/decisions/
 * 0032), in one transaction: an error restores nothing. pg_restore creates the tables, copies
 * the rows and only then adds the triggers, so nothing is updated or truncated on the way.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!(await isEmpty(url))) {
    throw new RestoreRefusedError(
      `The database ${new URL(url).pathname.slice(1)} is not empty: restore into a new, empty database (createdb); nothing was changed.`,
    );
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
