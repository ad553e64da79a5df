import { readSequences, readTables, sequenceState, type Query, type Table } from './catalog';
import {
  copyLine,
  END_LINE,
  FORMAT_VERSION,
  headerText,
  setvalLine,
  TABLES_WITHOUT_ROWS,
  type BackupHeader,
} from './format';
import { readMigrationLevel } from './migration-level';

// The one backup format, written from any PostgreSQL (a server, the embedded cluster, or PGlite
// for an old folder): the driver only answers queries and a table's rows in COPY's text format.

export type DumpSource = {
  query: Query;
  // A table's rows as `COPY public.<table> (<columns>) TO ...` writes them, in chunks.
  copyOut(table: Table): AsyncIterable<Uint8Array>;
};

export type DumpPlan = { header: BackupHeader; tables: Table[]; sequences: string[] };

// Values as any PostgreSQL reads them back: ISO dates, the shortest exact floats, times with
// their offset.
export const DUMP_SETTINGS = [
  'SET DateStyle = ISO',
  'SET IntervalStyle = postgres',
  'SET extra_float_digits = 3',
  "SET TimeZone = 'UTC'",
  "SET client_encoding = 'UTF8'",
];

/** What a dump holds, read in its transaction before a byte is written. */
export async function readDumpPlan(query: Query): Promise<DumpPlan> {
  const level = await readMigrationLevel(query);
  const [version] = await query<{ version: string }>(
    `select split_part(version(), ' on ', 1) as version`,
  );
  return {
    header: {
      version: FORMAT_VERSION,
      level,
      takenAt: new Date().toISOString(),
      source: version?.version ?? 'PostgreSQL',
    },
    tables: await readTables(query),
    sequences: await readSequences(query),
  };
}

export const copyOutStatement = (table: Table, target: string) =>
  `COPY public.${table.name} (${table.columns.join(', ')}) TO ${target}`;

const text = (value: string) => Buffer.from(value, 'utf8');

/** The script, streamed: one table's rows pass through at a time, never the whole database. */
export async function* backupScript(source: DumpSource, plan: DumpPlan): AsyncGenerator<Buffer> {
  yield text(headerText(plan.header));
  for (const table of plan.tables) {
    yield text(
      `--\n-- Data for Name: ${table.raw}; Type: TABLE DATA; Schema: public\n--\n\n` +
        copyLine(table.name, table.columns),
    );
    if (!TABLES_WITHOUT_ROWS.has(table.raw)) {
      for await (const chunk of source.copyOut(table)) yield Buffer.from(chunk);
    }
    yield text('\\.\n\n');
  }
  // Read last: a sequence only grows, so its value covers every row copied before.
  yield text('--\n-- Sequence values\n--\n\n');
  for (const sequence of plan.sequences) {
    const { value, isCalled } = await sequenceState(source.query, sequence);
    yield text(setvalLine(sequence, value, isCalled));
  }
  yield text(`\n${END_LINE}\n`);
}
