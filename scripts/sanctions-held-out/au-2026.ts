// --- Australia's Consolidated List (DFAT) as the public repository ammitto/data keeps it: one
// YAML file per listed party (entities/au/au-<reference>.yaml) with `names[]` (text, name_type
// Primary Name, Alias or Original Script, script Latn, Arab, Cyrl …, alias_strength),
// `dates_of_birth[]` (raw_value "16/04/1971", "1954" or "c. 1965") and `sanction.committees`
// ("Autonomous (Russia)", "1267 Committee (ISIL & Al-Qaida)"). A party with a date of birth is
// a person; one listed under a UN Security Council committee (a committee named by its
// resolution's number) is left out, as for the earlier Australian set.
import { parse } from 'yaml';
import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { birthRange, givenFirst, yamlText as text } from './names';

type Row = {
  reference?: unknown;
  names?: { text?: unknown; name_type?: unknown; script?: unknown; alias_strength?: unknown }[];
  dates_of_birth?: { raw_value?: unknown }[];
  sanction?: { committees?: unknown; control_date?: unknown };
};

/** A day of birth as DFAT writes it ("16/04/1971"), or its year ("1954", "c. 1965"). */
function birth(raw: string): BirthRange[] {
  const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  if (day) return birthRange(`${day[3]}-${day[2]!.padStart(2, '0')}-${day[1]!.padStart(2, '0')}`);
  return birthRange(/(\d{4})/.exec(raw)?.[1] ?? '');
}

/** DFAT's listed persons of the Australian sanctions alone (not a UN committee's). */
export function parseDfatYaml(files: string[]): ListEntry[] {
  const out: ListEntry[] = [];
  for (const content of files) {
    const row = parse(content) as Row;
    const births = (row.dates_of_birth ?? []).flatMap((b) => birth(text(b.raw_value)));
    if (births.length === 0) continue;
    if (/^\d/.test(text(row.sanction?.committees))) continue;
    const names: ListedName[] = [];
    for (const name of row.names ?? []) {
      const written = givenFirst(text(name.text));
      if (!written || names.some((n) => n.name === written)) continue;
      const primary = names.length === 0 && text(name.name_type) === 'Primary Name';
      names.push(
        primary
          ? { name: written, kind: 'primary', quality: null }
          : {
              name: written,
              kind: 'alias',
              quality: /weak/i.test(text(name.alias_strength)) ? 'low' : 'good',
            },
      );
    }
    if (names[0]?.kind !== 'primary') continue;
    out.push({
      reference: `AU-DFAT ${text(row.reference)}`,
      kind: 'individual',
      names,
      birth_dates: births,
      countries: [],
      programme: 'AU-DFAT',
      listed_on: text(row.sanction?.control_date) || null,
    });
  }
  return out;
}
