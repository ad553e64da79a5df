// --- The EU's financial sanctions (asset freezes) as the Official Journal's consolidated
// regulations list them, one CSV per regulation, as OpenSanctions keeps them in its repository
// (datasets/eu/journal_sanctions/data/consolidated/<CELEX>.csv): a row per listed party, with
// celex, programKey (EU-UKR, EU-BLR, EU-IRN...), schema (Person, Organization...), name, alias
// (several separated by ";"), reason and birthDate ("8.3.1978", "1963", "circa 1957", "(a)
// 3.3.1965, (b) 1.1.1965"). Names are written given name first (Sergey Valeryevich AKSYONOV)
// or surname first in capitals (SHAHLAI Abdul Reza), turned round as a customer writes them.
// This is a different list from the EU travel bans of the fifth round's set: the asset freezes
// of the regulations in force in 2026, most of the persons listed since that set's 2022 export.
import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { csvRows } from './csv';

/** The regulations that carry the UN Security Council's lists (ISIL / Al-Qaida, Taliban). */
const UN_REGULATIONS = new Set(['32002R0881', '32011R0753']);
const UN_REMARK = /Security Council|UNSC|United Nations|\bUN\b/;

/** "SHAHLAI Abdul Reza": the leading capitalised surname moved to the end. */
function givenFirst(name: string): string {
  const parts = name.replace(/\s+/g, ' ').trim().split(' ');
  const isSurname = (part: string) => /^[\p{Lu}'’-]{2,}$/u.test(part);
  let at = 0;
  while (at < parts.length && isSurname(parts[at]!)) at += 1;
  if (at === 0 || at === parts.length) return parts.join(' ');
  return [...parts.slice(at), ...parts.slice(0, at)].join(' ');
}

function birthRanges(text: string): BirthRange[] {
  const ranges: BirthRange[] = [];
  for (const match of text.matchAll(/(?:(\d{1,2})\.(\d{1,2})\.)?(\d{4})/g)) {
    const [, day, month, year] = match;
    if (day && month) {
      const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
      ranges.push({ from: date, to: date });
    } else {
      ranges.push({ from: `${year}-01-01`, to: `${year}-12-31` });
    }
  }
  return ranges.slice(0, 6);
}

/** The persons of the consolidated regulations' files, `un` when the UN lists them. */
export function parseEuJournal(files: { celex: string; content: string }[]) {
  const out: { un: boolean; entry: ListEntry }[] = [];
  for (const { celex, content } of files) {
    const [head = [], ...rows] = csvRows(content);
    for (const row of rows) {
      const r = Object.fromEntries(head.map((h, i) => [h, row[i] ?? ''])) as Record<string, string>;
      if (r.schema !== 'Person') continue;
      const names: ListedName[] = [];
      const add = (text: string) => {
        const name = givenFirst(text.replace(/^[‘'’"]+/, ''));
        if (!name || names.some((n) => n.name === name)) return;
        names.push(
          names.length === 0
            ? { name, kind: 'primary', quality: null }
            : { name, kind: 'alias', quality: 'good' },
        );
      };
      add(r.name ?? '');
      for (const alias of (r.alias ?? '').split(';')) add(alias);
      if (names.length === 0) continue;
      out.push({
        un: UN_REGULATIONS.has(celex) || UN_REMARK.test(r.reason ?? ''),
        entry: {
          reference: `EU-OJ ${celex} ${r.recordId}`,
          kind: 'individual',
          names,
          birth_dates: birthRanges(r.birthDate ?? ''),
          countries: [],
          programme: r.programKey ?? null,
          listed_on: null,
        },
      });
    }
  }
  return out;
}
