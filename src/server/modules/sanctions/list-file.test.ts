import { describe, expect, it } from 'vitest';
import { LIST_BOUNDS } from '@domain/sanctions/list-bounds';
import type { ListEntry } from '@domain/sanctions/list-entry';
import { checkListBounds } from './formats/bounds';
import { formatError } from './formats/fixtures';
import { readListFile } from './list-file';

// What a list may hold (issue 42): a file over a bound is refused whole, naming the entry and
// what is over; a file at the bounds is read.

const csv = (...rows: string[]) => ['id,schema,name,aliases', ...rows].join('\n');
const aliases = (n: number) => Array.from({ length: n }, (_, i) => `Alias Number ${i}`).join(';');
const un = (inside: string) =>
  `<?xml version="1.0"?><CONSOLIDATED_LIST dateGenerated="2025-06-13"><INDIVIDUALS><INDIVIDUAL>
<FIRST_NAME>IVAN</FIRST_NAME><SECOND_NAME>PETROV</SECOND_NAME>
<REFERENCE_NUMBER>QDi.001</REFERENCE_NUMBER>
${inside}</INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`;

const refusal = (source: 'un' | 'opensanctions', content: string) =>
  formatError(() => readListFile(source, content)).message;

describe('the bounds of a list', () => {
  it('refuses a name, an alias, too many aliases or a reference over the bounds, naming the entry', () => {
    expect(
      refusal('opensanctions', csv('Q1,Person,Ivan,', `Q2,Person,${'A'.repeat(5_000_000)},`)),
    ).toBe('Entry Q2 has a name of 5,000,000 characters; a name may have at most 500');
    expect(refusal('opensanctions', csv(`Q3,Person,Ivan Petrov,Ivan;${'b'.repeat(501)}`))).toBe(
      'Entry Q3 has an alias of 501 characters; a name may have at most 500',
    );
    expect(refusal('opensanctions', csv(`Q4,Person,Ivan Petrov,${aliases(501)}`))).toBe(
      'Entry Q4 has 501 aliases; an entry may have at most 500',
    );
    expect(refusal('opensanctions', csv(`${'Q'.repeat(201)},Person,Ivan,`))).toBe(
      'Entry 1 has a reference of 201 characters; a reference may have at most 200',
    );
    const alias = `<INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>${'&#233;'.repeat(600)}</ALIAS_NAME></INDIVIDUAL_ALIAS>`;
    expect(refusal('un', un(alias))).toBe(
      'Entry QDi.001 has an alias of 600 characters; a name may have at most 500',
    );
  });

  it('reads a list at the bounds', () => {
    const file = readListFile(
      'opensanctions',
      csv(`Q1,Person,${'C'.repeat(LIST_BOUNDS.nameLength)},${aliases(LIST_BOUNDS.aliases)}`),
    );
    expect(file.entry_count).toBe(1);
    const [entry] = JSON.parse(file.batches[0]!) as ListEntry[];
    expect(entry?.names).toHaveLength(1 + LIST_BOUNDS.aliases);
  });

  it('refuses more entries than a list may hold, naming the first one over', () => {
    const entry: ListEntry = {
      reference: 'Q1',
      kind: 'individual',
      names: [{ name: 'Ivan Petrov', kind: 'primary', quality: null }],
      birth_dates: [],
      countries: [],
      programme: null,
      listed_on: null,
    };
    const entries = Array.from({ length: LIST_BOUNDS.entries + 1 }, (_, i) =>
      i === LIST_BOUNDS.entries ? { ...entry, reference: 'Q-last' } : entry,
    );
    expect(formatError(() => checkListBounds(entries)).message).toBe(
      'The file has 300,001 entries; a list may have at most 300,000 (entry Q-last is the first over)',
    );
    expect(() => checkListBounds(entries.slice(0, LIST_BOUNDS.entries))).not.toThrow();
  });
});

describe('XML a list never holds', () => {
  it('refuses an element or attribute named like an object property, saying where', () => {
    expect(refusal('un', un('<__proto__><polluted>yes</polluted></__proto__>'))).toBe(
      'The file has an element or attribute named "__proto__", which the published lists never have (line 4)',
    );
    expect(refusal('un', un('<constructor>x</constructor>'))).toMatch(/named "constructor"/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses elements nested 5,000 deep', () => {
    expect(refusal('un', un(`${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}`))).toBe(
      'The file nests elements more than 32 deep; the published lists nest a few',
    );
  });
});
