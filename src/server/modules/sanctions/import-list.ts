import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ListFormatError,
  SANCTIONS_SOURCE_LABELS,
  type ListEntry,
  type ParsedList,
  type SanctionsSource,
} from '@domain/sanctions/list-entry';
import { queryRows, type Database, type Tx } from '../../db/client';
import { unprocessable } from '../../http-errors';
import { parseSanctionsList } from './formats';
import { startRun, type RunRow } from './rescreen';

// Importing a list replaces its source's list in force atomically (docs/decisions/0038): the
// new version and its entries are written, then in the same transaction it becomes the one in
// force and the old version's entries are removed (hits keep their own snapshot of the entry).

// One import at a time, across instances.
const IMPORT_LOCK = 7_305_270;
// Entries per insert statement: one JSON parameter each, so thousands of rows per round trip.
const ENTRY_BATCH = 5_000;

export const checksumOf = (content: string) =>
  createHash('sha256').update(content, 'utf8').digest('hex');

export type ListRow = {
  id: string;
  source: SanctionsSource;
  version: string | null;
  published_on: string | null;
  file_name: string | null;
  entry_count: number;
  checksum: string;
  imported_at: string | Date;
  imported_by_name: string | null;
};

export type Imported = { list: ListRow; changed: boolean; run: RunRow | null };

export const listColumns = sql`l.id::text as id, l.source, l.version,
  l.published_on::text as published_on, l.file_name, l.entry_count, l.checksum, l.imported_at,
  (select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
      nullif(trim(u.name), ''), u.email) from auth_users u where u.id = l.imported_by)
    as imported_by_name`;

async function listInForce(tx: Database | Tx, source: SanctionsSource): Promise<ListRow | null> {
  const [row] = await queryRows<ListRow>(
    tx,
    sql`select ${listColumns} from sanctions_lists l where l.source = ${source} and l.in_force`,
  );
  return row ?? null;
}

/** The file read as its source's format; a malformed or empty one is a 422 saying why. */
export function parseListFile(source: SanctionsSource, content: string): ParsedList {
  let parsed: ParsedList;
  try {
    parsed = parseSanctionsList(source, content);
  } catch (error) {
    if (error instanceof ListFormatError) {
      throw unprocessable(`The file is not a valid list: ${error.message}`, 'validation');
    }
    throw error;
  }
  if (parsed.entries.length === 0) {
    throw unprocessable('The file is not a valid list: it has no entries', 'validation');
  }
  const seen = new Set<string>();
  for (const entry of parsed.entries) {
    if (seen.has(entry.reference)) {
      throw unprocessable(
        `The file is not a valid list: the reference ${entry.reference} appears twice`,
        'validation',
      );
    }
    seen.add(entry.reference);
  }
  return parsed;
}

const entryRecord = (entry: ListEntry) => ({
  reference: entry.reference,
  kind: entry.kind,
  name: entry.names[0]?.name ?? entry.reference,
  names: entry.names,
  birth_dates: entry.birth_dates,
  countries: entry.countries,
  programme: entry.programme,
  listed_on: entry.listed_on,
});

async function insertEntries(tx: Tx, listId: string, entries: readonly ListEntry[]) {
  for (let start = 0; start < entries.length; start += ENTRY_BATCH) {
    const batch = entries.slice(start, start + ENTRY_BATCH).map(entryRecord);
    await tx.execute(
      sql`insert into sanctions_entries (list_id, reference, kind, name, names, birth_dates,
            countries, programme, listed_on)
          select ${listId}::uuid, r.reference, r.kind, r.name, r.names, r.birth_dates,
            r.countries, r.programme, r.listed_on
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(reference text,
            kind text, name text, names jsonb, birth_dates jsonb, countries jsonb,
            programme text, listed_on date)`,
    );
  }
}

async function recordImportAudit(tx: Tx, list: ListRow, replaced: ListRow | null) {
  const summary = (l: ListRow) => ({
    source: l.source,
    version: l.version,
    published_on: l.published_on,
    file_name: l.file_name,
    entry_count: l.entry_count,
    checksum: l.checksum,
  });
  await tx.execute(
    sql`insert into audit_log (actor_id, address, action, record_type, record_id, before, after)
        values (audit_actor(), audit_address(), 'import', 'sanctions_list', ${list.id},
          ${replaced ? JSON.stringify(summary(replaced)) : null}::jsonb,
          ${JSON.stringify(summary(list))}::jsonb)`,
  );
}

/**
 * Imports a list file of `source`: the same file as the one in force changes nothing; a
 * malformed file changes nothing and says what is wrong; otherwise the new version replaces
 * the old in one transaction, audited, and a re-screen of everyone starts.
 */
export async function importList(
  db: Database,
  input: {
    source: SanctionsSource;
    file_name: string | null;
    content: string;
    userId: string | null;
  },
): Promise<Imported> {
  const checksum = checksumOf(input.content);
  const current = await listInForce(db, input.source);
  if (current?.checksum === checksum) return { list: current, changed: false, run: null };
  const parsed = parseListFile(input.source, input.content);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const replaced = await listInForce(tx, input.source);
    // Imported by another request while this one parsed.
    if (replaced?.checksum === checksum) return { list: replaced, changed: false, run: null };
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into sanctions_lists (source, version, published_on, file_name, entry_count,
            checksum, imported_by)
          values (${input.source}, ${parsed.version}, ${parsed.published_on}::date,
            ${input.file_name}, ${parsed.entries.length}, ${checksum}, ${input.userId})
          returning id::text as id`,
    );
    if (!created) throw new Error('the list insert returned no row');
    await insertEntries(tx, created.id, parsed.entries);
    if (replaced) {
      await tx.execute(sql`update sanctions_lists set in_force = false where id = ${replaced.id}`);
      await tx.execute(sql`delete from sanctions_entries where list_id = ${replaced.id}`);
    }
    await tx.execute(sql`update sanctions_lists set in_force = true where id = ${created.id}`);
    const list = await listInForce(tx, input.source);
    if (!list) throw new Error('the imported list cannot be read back');
    await recordImportAudit(tx, list, replaced);
    const label = SANCTIONS_SOURCE_LABELS[input.source];
    const run = await startRun(tx, `${label}: ${list.version ?? 'new version'} imported`);
    return { list, changed: true, run };
  });
}
