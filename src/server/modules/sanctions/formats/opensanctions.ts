import type { Readable } from 'node:stream';
import { parse as parseStream, CsvError, type OptionsWithColumns } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import {
  ListFormatError,
  type ListEntry,
  type ListedPartyKind,
  type ParsedList,
} from '@domain/sanctions/list-entry';
import { readBirthDates, readDay } from './dates';
import { collapse, distinctNames } from './text';

// OpenSanctions' targets.simple.csv: one row a target, with the header
//   id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,
//   [program_ids,]dataset,first_seen,last_seen,last_change
// and several values in one field separated by ";"; every field is quoted. Columns are found by name, since the
// export has gained columns over time. The real file is hundreds of megabytes: rows become
// entries one at a time (no table of raw rows is kept), and readOpenSanctionsStream reads it
// from a stream without holding the text.

const REQUIRED = ['id', 'schema', 'name'] as const;

// Only parties a customer, recipient or company could be: people and organisations. Other
// targets (crypto wallets, securities, aircraft) are not screened against names we hold.
const KINDS: Record<string, ListedPartyKind> = {
  Person: 'individual',
  Organization: 'entity',
  Company: 'entity',
  LegalEntity: 'entity',
  PublicBody: 'entity',
  Vessel: 'entity',
};

type Row = Record<string, string | undefined>;

// Several values in one field are themselves written as one CSV row with ";" between them,
// so a value holding ";" or '"' comes quoted: Name;"АО ""Банк ""Россия""".
function values(field: string | undefined): string[] {
  const raw = field ?? '';
  const split = raw.includes('"')
    ? (parseSync(raw, { delimiter: ';', relax_quotes: true, relax_column_count: true })[0] ?? [])
    : raw.split(';');
  return split.map(collapse).filter((v) => v !== '');
}

function checkHeader(header: string[]): string[] {
  const names = header.map((h) => collapse(h).toLowerCase());
  const missing = REQUIRED.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new ListFormatError(
      `The header has no ${missing.map((m) => `"${m}"`).join(', ')} column; is this OpenSanctions' targets.simple.csv?`,
      'line 1',
    );
  }
  return names;
}

/** One row as an entry, null for a target that is not a person or an organisation. */
function toEntry(row: Row, line: number, seen: Set<string>): ListEntry | null {
  const id = collapse(row.id ?? '');
  const where = `line ${line}`;
  if (!id) throw new ListFormatError('A row has no id', where);
  const kind = KINDS[collapse(row.schema ?? '')];
  if (kind === undefined) return null;
  const primary = collapse(row.name ?? '');
  if (!primary) throw new ListFormatError(`Row ${id} has no name`, where);
  if (seen.has(id)) throw new ListFormatError(`The id ${id} appears twice`, where);
  seen.add(id);
  const [first, ...aliases] = distinctNames([primary, ...values(row.aliases)]);
  const datasets = values(row.dataset);
  return {
    reference: id,
    kind,
    names: [
      { name: first ?? primary, kind: 'primary', quality: null },
      ...aliases.map((name) => ({ name, kind: 'alias' as const, quality: null })),
    ],
    birth_dates: kind === 'individual' ? values(row.birth_date).flatMap(readBirthDates) : [],
    countries: [...new Set(values(row.countries))],
    programme: datasets.length > 0 ? datasets.join('; ') : null,
    // The day OpenSanctions first saw the listing: the nearest the file comes to a listing date.
    listed_on: readDay(row.first_seen ?? ''),
  };
}

function options(seen: Set<string>): OptionsWithColumns<ListEntry, Row> {
  return {
    bom: true,
    columns: checkHeader,
    skip_empty_lines: true,
    relax_column_count: false,
    on_record: (record: Row, context) => toEntry(record, context.lines, seen),
  };
}

function formatError(error: unknown): unknown {
  if (error instanceof CsvError) {
    const line = typeof error.lines === 'number' ? `line ${error.lines}` : null;
    return new ListFormatError(`The file is not well-formed CSV: ${error.message}`, line);
  }
  return error;
}

function listOf(entries: ListEntry[]): ParsedList {
  if (entries.length === 0) throw new ListFormatError('The file holds no list entries', null);
  // The export states no version or date of its own.
  return { source: 'opensanctions', version: null, published_on: null, entries };
}

export function parseOpenSanctionsList(content: string): ParsedList {
  const start = content.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw new ListFormatError('The file is empty', null);
  if (start.startsWith('<')) {
    throw new ListFormatError("The file is XML, not OpenSanctions' targets.simple.csv", 'line 1');
  }
  try {
    return listOf(parseSync<ListEntry, Row>(content, options(new Set())));
  } catch (error) {
    throw formatError(error);
  }
}

/** The same reading from a stream, for a file too large to hold as one string. */
export async function readOpenSanctionsStream(input: Readable): Promise<ParsedList> {
  const entries: ListEntry[] = [];
  try {
    for await (const entry of input.pipe(parseStream(options(new Set())))) {
      entries.push(entry as ListEntry);
    }
  } catch (error) {
    throw formatError(error);
  }
  if (entries.length === 0) throw new ListFormatError('The file holds no list entries', null);
  return listOf(entries);
}
