import { RestoreRefusedError } from './restore-refused';

// The backup's text (docs/decisions/0047): a data-only SQL script in pg_dump's plain format,
// gzipped. A header of comments says what it is and at which migration level its rows were
// read; then the SET lines of pg_dump, one COPY block per table of the public schema and a
// setval per sequence. psql could run it into a database migrated to that level; `npm run
// restore` reads it line by line and runs only statements of these shapes.

export const FORMAT_VERSION = 1;
const MARKER = /^-- bureau backup v(\d+)$/;
// The last line: a file cut short (a full disk, an interrupted download) lacks it.
export const END_LINE = '-- bureau backup complete';

// Rows a backup never carries: a sign-in session's token lets whoever holds it in, and so
// does a verification token. The tables are in the backup, empty; staff sign in again.
export const TABLES_WITHOUT_ROWS: ReadonlySet<string> = new Set([
  'auth_sessions',
  'auth_verifications',
]);

// The newest applied row of drizzle.__drizzle_migrations, and how many rows there are. The
// tag (the migration's file name) is the dumping app's name for it, for people to read.
export type MigrationLevel = { count: number; createdAt: number; hash: string; tag: string | null };

export type BackupHeader = {
  version: number;
  level: MigrationLevel;
  takenAt: string;
  source: string;
};

// pg_dump's settings for a plain script, less those PostgreSQL 15 lacks (transaction_timeout):
// the same file runs on every supported server. Replica mode keeps the triggers (audit trail,
// totals, append-only guards) from firing on rows that hold their effects already.
const PRELUDE = [
  'SET statement_timeout = 0;',
  'SET lock_timeout = 0;',
  'SET idle_in_transaction_session_timeout = 0;',
  "SET client_encoding = 'UTF8';",
  'SET standard_conforming_strings = on;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  'SET check_function_bodies = false;',
  'SET xmloption = content;',
  'SET client_min_messages = warning;',
  'SET row_security = off;',
  'SET session_replication_role = replica;',
];

export function headerText(header: BackupHeader): string {
  const { level } = header;
  return [
    '--',
    `-- bureau backup v${header.version}`,
    '--',
    "-- A data-only copy of the bureau's database in pg_dump's plain format. Restore it with",
    '-- `npm run restore -- <file>` into an empty database (docs/decisions/0047). Sign-in',
    '-- sessions and verification tokens are left out.',
    '--',
    `-- migrations: ${level.count}`,
    `-- migration-tag: ${level.tag ?? 'unknown'}`,
    `-- migration-created-at: ${level.createdAt}`,
    `-- migration-hash: ${level.hash}`,
    `-- taken-at: ${header.takenAt}`,
    `-- source: ${header.source}`,
    '--',
    '',
    ...PRELUDE,
    '',
    '',
  ].join('\n');
}

const notABackup = () =>
  new RestoreRefusedError(
    "This file is not a backup of the bureau's database; nothing was changed.",
  );

/** The header's comment lines (up to the first other line) as what they say. */
export function parseHeader(lines: string[]): BackupHeader {
  const version = Number(MARKER.exec(lines[1] ?? '')?.[1]);
  if (lines[0] !== '--' || !Number.isInteger(version)) throw notABackup();
  if (version > FORMAT_VERSION) {
    throw new RestoreRefusedError(
      `This backup is in format v${version}, made by a newer version of the app than this one ` +
        `(v${FORMAT_VERSION}): restore it with that version or a newer one; nothing was changed.`,
    );
  }
  const fields = new Map<string, string>();
  for (const line of lines) {
    const match = /^-- ([a-z-]+): (.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) fields.set(match[1], match[2]);
  }
  const count = Number(fields.get('migrations'));
  const createdAt = Number(fields.get('migration-created-at'));
  const hash = fields.get('migration-hash') ?? '';
  const tag = fields.get('migration-tag');
  if (!Number.isInteger(count) || !Number.isSafeInteger(createdAt) || !hash) {
    throw new RestoreRefusedError(
      'This backup does not say its migration level; it is damaged or not a bureau backup; nothing was changed.',
    );
  }
  return {
    version,
    level: { count, createdAt, hash, tag: tag && tag !== 'unknown' ? tag : null },
    takenAt: fields.get('taken-at') ?? '',
    source: fields.get('source') ?? '',
  };
}

/** Whether a line is one of the prelude's settings, which a restore makes its own way. */
export const isPreludeLine = (line: string) => PRELUDE.includes(line);

// An identifier as quote_ident() writes it: bare, or in double quotes with "" for a quote.
const IDENT = String.raw`(?:[a-z_][a-z0-9_$]*|"(?:[^"]|"")+")`;
const COPY_LINE = new RegExp(String.raw`^COPY public\.(${IDENT}) \((.*)\) FROM stdin;$`);
const SETVAL_LINE = new RegExp(
  String.raw`^SELECT pg_catalog\.setval\('public\.((?:[^']|'')+)', (-?\d+), (true|false)\);$`,
);

// Identifiers come from quote_ident() on both sides, so they compare as text.
export const copyLine = (table: string, columns: string[]) =>
  `COPY public.${table} (${columns.join(', ')}) FROM stdin;\n`;

export const setvalLine = (sequence: string, value: string, isCalled: boolean) =>
  `SELECT pg_catalog.setval(${quoteLiteral(`public.${sequence}`)}, ${value}, ${isCalled});\n`;

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

function identList(text: string): string[] | null {
  const pattern = new RegExp(`${IDENT}(?:, |$)`, 'y');
  const names: string[] = [];
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) return null;
    names.push(match[0].replace(/, $/, ''));
  }
  return names.length > 0 ? names : null;
}

export function parseCopyLine(line: string): { table: string; columns: string[] } | null {
  const match = COPY_LINE.exec(line);
  const columns = identList(match?.[2] ?? '');
  return match?.[1] && columns ? { table: match[1], columns } : null;
}

export function parseSetvalLine(
  line: string,
): { sequence: string; value: string; isCalled: boolean } | null {
  const match = SETVAL_LINE.exec(line);
  if (!match?.[1] || !match[2]) return null;
  return {
    sequence: match[1].replaceAll("''", "'"),
    value: match[2],
    isCalled: match[3] === 'true',
  };
}
