import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SANCTIONS_SOURCE_LABELS, type SanctionsSource } from '@domain/sanctions/list-entry';
import { queryRows, type Database, type Tx } from '../../db/client';
import { readListOffThread } from './read-off-thread';
import { startRun, type RunRow } from './rescreen';

// Importing a list replaces its source's list in force atomically (docs/decisions/0038): the
// new version and its entries are written, then in the same transaction it becomes the one in
// force and the old version's entries are removed (hits keep their own snapshot of the entry).

// One import at a time, across instances.
const IMPORT_LOCK = 7_305_270;

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

// The entries as the list worker wrote them: one JSON array, one statement, per batch.
async function insertEntries(tx: Tx, listId: string, batches: readonly string[]) {
  for (const batch of batches) {
    await tx.execute(
      sql`insert into sanctions_entries (list_id, reference, kind, name, names, birth_dates,
            countries, programme, listed_on)
          select ${listId}::uuid, r.reference, r.kind, r.name, r.names, r.birth_dates,
            r.countries, r.programme, r.listed_on
          from jsonb_to_recordset(${batch}::jsonb) as r(reference text,
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
  // Read in a thread of its own: parsing a large file would hold every other request.
  const file = await readListOffThread(input.source, input.content);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const replaced = await listInForce(tx, input.source);
    // Imported by another request while this one parsed.
    if (replaced?.checksum === checksum) return { list: replaced, changed: false, run: null };
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into sanctions_lists (source, version, published_on, file_name, entry_count,
            checksum, imported_by)
          values (${input.source}, ${file.version}, ${file.published_on}::date,
            ${input.file_name}, ${file.entry_count}, ${checksum}, ${input.userId})
          returning id::text as id`,
    );
    if (!created) throw new Error('the list insert returned no row');
    await insertEntries(tx, created.id, file.batches);
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
