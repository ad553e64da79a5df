import type pg from 'pg';
import { RestoreRefusedError } from './restore-refused';

// Relations and schemas of the database's own, beside PostgreSQL's.
const CONTENTS = `
  select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg\\_%')::int as relations,
         (select count(*) from pg_namespace
          where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%')::int
           as schemas`;

/** The database's name in a connection string, for messages. */
export const databaseName = (url: string) =>
  decodeURIComponent(new URL(url).pathname.slice(1)) || 'named by the connection string';

/**
 * Refuses a restore into a database that holds anything of its own (a table, a view, a schema):
 * a restore never mixes a backup's rows with others, nor replaces them. `what` names the
 * target and `where` says where to restore instead, for the message.
 */
export async function refuseUnlessEmpty(
  client: pg.ClientBase,
  what: string,
  where = 'a new, empty database (createdb)',
): Promise<void> {
  const { rows } = await client.query<{ relations: number; schemas: number }>(CONTENTS);
  const [found] = rows;
  if (found?.relations === 0 && found.schemas === 0) return;
  throw new RestoreRefusedError(
    `${what} is not empty (it holds tables or schemas of its own): restore into ${where}; nothing was changed.`,
  );
}
