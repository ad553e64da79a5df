import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { csvRows } from './csv';

// --- The UK Sanctions List (FCDO) as covyr/uk-sanctions-list splits it into tables:
// subjects.csv (unique_id, subject_type, un_reference_number, ...), subject_names.csv
// (name_id, unique_id, name_type primary | primary_variation | alias, alias_strength,
// full_name, ...) and subject_dobs.csv (dob_id, unique_id, year, month, day, precision).
export function parseUk(subjectsCsv: string, namesCsv: string, birthsCsv: string) {
  const table = (content: string) => {
    const [head = [], ...rows] = csvRows(content);
    return rows.map((row) => Object.fromEntries(head.map((h, i) => [h, row[i] ?? ''])));
  };
  const names = new Map<string, ListedName[]>();
  for (const row of table(namesCsv)) {
    const name = row.full_name!.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    const list = names.get(row.unique_id!) ?? [];
    const primary = row.name_type === 'primary' && !list.some((n) => n.kind === 'primary');
    const listedName: ListedName = primary
      ? { name, kind: 'primary', quality: null }
      : {
          name,
          kind: 'alias',
          quality: row.alias_strength === 'low_quality_aka' ? 'low' : 'good',
        };
    if (list.some((n) => n.name === name)) continue;
    if (primary) list.unshift(listedName);
    else list.push(listedName);
    names.set(row.unique_id!, list);
  }
  const birthsOf = new Map<string, BirthRange[]>();
  for (const row of table(birthsCsv)) {
    const year = row.year!;
    if (!/^\d{4}$/.test(year)) continue;
    const list = birthsOf.get(row.unique_id!) ?? [];
    if (row.precision === 'exact' && /^\d\d$/.test(row.month!) && /^\d\d$/.test(row.day!)) {
      const day = `${year}-${row.month}-${row.day}`;
      list.push({ from: day, to: day });
    } else list.push({ from: `${year}-01-01`, to: `${year}-12-31` });
    birthsOf.set(row.unique_id!, list);
  }
  return table(subjectsCsv)
    .filter((row) => row.subject_type === 'individual' && names.get(row.unique_id!)?.[0])
    .map((row) => ({
      un: row.un_reference_number ?? '',
      entry: {
        reference: `UK ${row.unique_id}`,
        kind: 'individual' as const,
        names: names.get(row.unique_id!)!,
        birth_dates: birthsOf.get(row.unique_id!) ?? [],
        countries: [],
        programme: null,
        listed_on: null,
      } satisfies ListEntry,
    }));
}
