// --- The EU's financial sanctions (asset freezes) as the Official Journal's consolidated
// regulations list them, one CSV per regulation, as OpenSanctions keeps them in its repository
// (datasets/eu/journal_sanctions/data/consolidated/<CELEX>.csv): a row per listed party, with
// celex, programKey (EU-UKR, EU-BLR, EU-IRN...), schema (Person, Organization...), name, alias
// (several separated by ";"), reason and birthDate ("8.3.1978", "1963", "circa 1957", "(a)
// 3.3.1965, (b) 1.1.1965"). Names are written given name first (Sergey Valeryevich AKSYONOV)
// or surname first in capitals (SHAHLAI Abdul Reza), turned round as a customer writes them.
// This is a different list from the EU travel bans of the fifth round's set: the asset freezes
// of the regulations in force in 2026, most of the persons listed since that set's 2022 export.
import type { BirthRange, ListEntry } from '../../src/domain/sanctions/list-entry';
import { csvRows } from './csv';
import { givenFirst, listedNames } from './names';

/** The regulations that carry the UN Security Council's lists (ISIL / Al-Qaida, Taliban). */
const UN_REGULATIONS = new Set(['32002R0881', '32011R0753']);
const UN_REMARK = /Security Council|UNSC|United Nations|\bUN\b/;

/** A capitalised surname as the regulations write it, apostrophes too (SHAHLAI, O'NEILL). */
const SURNAME = /^[\p{Lu}'’-]{2,}$/u;

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
      const names = listedNames(
        [r.name ?? '', ...(r.alias ?? '').split(';')].map((name) =>
          givenFirst(name.replace(/^[‘'’"]+/, ''), SURNAME),
        ),
      );
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
