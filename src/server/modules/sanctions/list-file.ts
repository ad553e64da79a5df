import {
  ListFormatError,
  type ListEntry,
  type SanctionsSource,
} from '@domain/sanctions/list-entry';
import { parseSanctionsList } from './formats';
import { checkListBounds } from './formats/bounds';

// A list file read into what its import writes, or refused with a ListFormatError saying what
// is wrong and where. It runs in the list worker (read-off-thread.ts), so it hands back text:
// the entries as JSON, ready for the insert statements, cross the thread as strings.

// Entries per insert statement: one JSON parameter each, so thousands of rows per round trip.
const ENTRY_BATCH = 5_000;

export type ListFile = {
  version: string | null;
  published_on: string | null;
  entry_count: number;
  /** The entries as JSON arrays of at most ENTRY_BATCH rows, in the file's order. */
  batches: string[];
};

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

function checkReferences(entries: readonly ListEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.reference)) {
      throw new ListFormatError(`the reference ${entry.reference} appears twice`, null);
    }
    seen.add(entry.reference);
  }
}

/** The file read as its source's format; throws a ListFormatError for one it refuses. */
export function readListFile(source: SanctionsSource, content: string): ListFile {
  const parsed = parseSanctionsList(source, content);
  if (parsed.entries.length === 0) throw new ListFormatError('it has no entries', null);
  checkListBounds(parsed.entries);
  checkReferences(parsed.entries);
  const batches: string[] = [];
  for (let start = 0; start < parsed.entries.length; start += ENTRY_BATCH) {
    batches.push(JSON.stringify(parsed.entries.slice(start, start + ENTRY_BATCH).map(entryRecord)));
  }
  return {
    version: parsed.version,
    published_on: parsed.published_on,
    entry_count: parsed.entries.length,
    batches,
  };
}
