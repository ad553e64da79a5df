import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  backupScript,
  copyOutStatement,
  DUMP_SETTINGS,
  readDumpPlan,
  type DumpSource,
} from './backup-script';
import type { Query } from './catalog';

// The script gzipped. The script's end (or a failure) ends the source's work; a reader that
// goes away (a download cut short) destroys the pipeline, which ends it too.
function gzipped(script: AsyncGenerator<Buffer>, done: () => Promise<void>): Readable {
  const gzip = createGzip();
  pipeline(Readable.from(script), gzip, () => void done());
  gzip.once('close', () => void done());
  return gzip;
}

/**
 * A backup of the PostgreSQL database at `url` (docs/decisions/0047): the gzipped, data-only
 * script of format.ts, read in one REPEATABLE READ, READ ONLY transaction, so it is one
 * consistent snapshot while the app keeps serving. Tables stream through COPY one at a time.
 * Resolves once the connection, the snapshot and the catalog are there, so that a refused
 * connection or a database that is not the bureau's is an error before anything is sent; a
 * failure later ends the stream with an error.
 */
export async function dumpDatabase(url: string): Promise<Readable> {
  const client = new pg.Client({ connectionString: url });
  // A connection lost midway fails the statement that is running; without a listener it
  // would also crash the process.
  client.on('error', () => {});
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await client.end().catch(() => {});
  };
  const query: Query = async <T>(text: string) => (await client.query(text)).rows as T[];
  try {
    await client.connect();
    // A role's own limits would cut a long copy short.
    for (const setting of [...DUMP_SETTINGS, 'SET statement_timeout = 0', 'SET lock_timeout = 0']) {
      await client.query(setting);
    }
    await client.query('SET idle_in_transaction_session_timeout = 0');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const plan = await readDumpPlan(query);
    // As pg_dump: no table changes shape (a migration of another instance) while it is read.
    if (plan.tables.length > 0) {
      const names = plan.tables.map((table) => `public.${table.name}`).join(', ');
      await client.query(`LOCK TABLE ${names} IN ACCESS SHARE MODE`);
    }
    const source: DumpSource = {
      query,
      copyOut: (table) => client.query(copyTo(copyOutStatement(table, 'STDOUT'))),
    };
    return gzipped(backupScript(source, plan), close);
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The same backup of a PGlite database (an old embedded DATA_DIR, or an old backup's tarball
 * opened in memory), so that it restores through restoreDatabase. PGlite copies a table into a
 * blob ('/dev/blob'), so one table at a time is held in memory. A database that is not the
 * bureau's ends the stream with an error. The caller closes the PGlite instance.
 */
export function dumpPglite(client: PGlite): Readable {
  const query: Query = async <T>(text: string) => (await client.query<T>(text)).rows;
  const source: DumpSource = {
    query,
    copyOut: async function* (table) {
      const result = await client.query(copyOutStatement(table, "'/dev/blob'"));
      if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
    },
  };
  async function* script(): AsyncGenerator<Buffer> {
    for (const setting of DUMP_SETTINGS) await client.exec(setting);
    await client.exec('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    try {
      yield* backupScript(source, await readDumpPlan(query));
    } finally {
      await client.exec('ROLLBACK').catch(() => {});
    }
  }
  return gzipped(script(), async () => {});
}
