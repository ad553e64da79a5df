import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { RestoreRefusedError } from './restore-refused';
import { readSequences, readTables, type Query, type Table } from './catalog';
import { END_LINE, isPreludeLine, parseCopyLine, parseSetvalLine } from './format';
import type { ScriptReader } from './script-reader';

// The body of a backup loaded into tables migrated to its level, inside the caller's
// transaction. Only statements of the backup's own shapes run, on the target's own names: a
// file cannot make the restore run SQL of its choosing.

type TriggerRow = { table: string; name: string; mode: 'O' | 'A' | 'R' };
const ENABLE: Record<TriggerRow['mode'], string> = { O: '', A: 'ALWAYS ', R: 'REPLICA ' };

/**
 * Keeps triggers from firing while rows are loaded: the rows hold the totals, the audit trail
 * and the checks' outcomes already, and the guards of booked facts (migration 0022) would
 * refuse the TRUNCATE. A superuser (the embedded cluster's role) turns them all off with
 * replica mode, foreign-key checks included; another role, owner of the tables it has just
 * created, disables its own triggers one by one and loads the tables in foreign-key order
 * (the backup's order). Triggers set to fire in replica mode too are disabled either way.
 */
async function quietTriggers(client: pg.ClientBase, query: Query) {
  const [role] = await query<{ superuser: boolean }>(
    `select current_setting('is_superuser') = 'on' as superuser`,
  );
  const superuser = role?.superuser === true;
  const triggers = await query<TriggerRow>(
    `select quote_ident(c.relname) as table, quote_ident(t.tgname) as name, t.tgenabled as mode
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
        and t.tgenabled in (${superuser ? "'A', 'R'" : "'O', 'A', 'R'"})`,
  );
  if (superuser) await client.query('SET LOCAL session_replication_role = replica');
  for (const trigger of triggers) {
    await client.query(`ALTER TABLE public.${trigger.table} DISABLE TRIGGER ${trigger.name}`);
  }
  return async () => {
    for (const trigger of triggers) {
      await client.query(
        `ALTER TABLE public.${trigger.table} ENABLE ${ENABLE[trigger.mode]}TRIGGER ${trigger.name}`,
      );
    }
    if (superuser) await client.query('SET LOCAL session_replication_role = origin');
  };
}

// One COPY block into its table, with the stream's back-pressure. Answers the rows copied.
async function copyIn(
  client: pg.ClientBase,
  statement: string,
  reader: ScriptReader,
): Promise<number> {
  const stream = client.query(copyFrom(statement));
  // Its failure is read from stream.errored and finished(); this keeps it from crashing.
  stream.on('error', () => {});
  try {
    await reader.copyRows(async (rows) => {
      if (stream.errored) throw stream.errored;
      if (!stream.write(rows)) await once(stream, 'drain');
    });
  } catch (error) {
    // The file failed in the middle of the block (cut short, damaged): CopyFail ends the COPY,
    // so the connection takes the caller's ROLLBACK instead of waiting for rows forever.
    stream.destroy(error as Error);
    await finished(stream).catch(() => {});
    throw error;
  }
  stream.end();
  await finished(stream);
  return stream.rowCount;
}

const refused = (reader: ScriptReader, what: string) =>
  new RestoreRefusedError(
    `Line ${reader.lineNumber} of the backup ${what}; it is damaged or not a bureau backup; nothing was changed.`,
  );

function tableOf(tables: Map<string, Table>, reader: ScriptReader, line: string) {
  const copy = parseCopyLine(line);
  if (!copy) return null;
  const table = tables.get(copy.table);
  if (!table) throw refused(reader, `copies into a table the database has not (${copy.table})`);
  const unknown = copy.columns.filter((column) => !table.columns.includes(column));
  if (unknown.length > 0 || new Set(copy.columns).size !== copy.columns.length) {
    throw refused(reader, `names columns ${table.raw} has not (${unknown.join(', ')})`);
  }
  return { table, columns: copy.columns };
}

/**
 * Empties the tables (the rows migrations inserted: the Main branch, its places, the totals'
 * first rows), then loads every COPY block and sets every sequence. Answers the rows loaded
 * per table.
 */
export async function loadRows(
  client: pg.ClientBase,
  reader: ScriptReader,
): Promise<Map<string, number>> {
  const query: Query = async <T>(text: string) => (await client.query(text)).rows as T[];
  const tables = new Map((await readTables(query)).map((table) => [table.name, table]));
  const sequences = new Set(await readSequences(query));
  const restoreTriggers = await quietTriggers(client, query);
  if (tables.size > 0) {
    const names = [...tables.values()].map((table) => `public.${table.name}`).join(', ');
    await client.query(`TRUNCATE ${names}`);
  }
  const loaded = new Map<string, number>();
  let complete = false;
  for (let line = await reader.line(); line !== null; line = await reader.line()) {
    if (line === END_LINE) complete = true;
    else if (complete && line.trim() !== '') throw refused(reader, 'goes on after its end');
    if (line === '' || line.startsWith('--') || isPreludeLine(line)) continue;
    const copy = tableOf(tables, reader, line);
    if (copy) {
      if (loaded.has(copy.table.raw)) throw refused(reader, `copies ${copy.table.raw} again`);
      const statement = `COPY public.${copy.table.name} (${copy.columns.join(', ')}) FROM STDIN`;
      loaded.set(copy.table.raw, await copyIn(client, statement, reader));
      continue;
    }
    const setval = parseSetvalLine(line);
    if (!setval) throw refused(reader, 'is not a statement a bureau backup holds');
    if (!sequences.has(setval.sequence)) {
      throw refused(reader, `sets a sequence the database has not (${setval.sequence})`);
    }
    await client.query('select pg_catalog.setval($1::regclass, $2::bigint, $3)', [
      `public.${setval.sequence}`,
      setval.value,
      setval.isCalled,
    ]);
  }
  if (!complete) {
    throw new RestoreRefusedError(
      'The backup ends before its last line: the file is cut short; nothing was changed.',
    );
  }
  await restoreTriggers();
  return loaded;
}
