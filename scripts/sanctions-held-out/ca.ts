// --- Canada's own designations under the Special Economic Measures Act (the consolidated
// autonomous sanctions list), as the public repository ammitto/data keeps it: one YAML file per
// listed party (entities/ca/ca-<country>-<schedule>-<item>.yaml) with country, last_name,
// given_name, date_of_birth_or_ship_build_date ("1974-04-13", "1965") and date_of_listing. A
// person has one name; another spelling of a word may follow it in brackets ("Adanov (Adnuf)",
// "DIKIY (DIKY)"). Entities and ships have no given name.
import { parse } from 'yaml';
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import { birthRange, listedNames, yamlText as text } from './names';

type Row = {
  country?: unknown;
  schedule?: unknown;
  item?: unknown;
  last_name?: unknown;
  given_name?: unknown;
  date_of_birth_or_ship_build_date?: unknown;
  date_of_listing?: unknown;
};

/** A name part with its other spellings in brackets: the part without them, then each. */
function partSpellings(part: string): string[] {
  const bare = part.replace(/\s*\([^()]*\)/g, '').trim();
  const others = [...part.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]!.trim()).filter(Boolean);
  return [bare, ...others];
}

/** Canada's listed persons, one YAML file each. */
export function parseCanadaSema(files: string[]): ListEntry[] {
  const out: ListEntry[] = [];
  for (const content of files) {
    const row = parse(content) as Row;
    const given = text(row.given_name);
    const last = text(row.last_name);
    if (!given || !last) continue;
    const [bareGiven, ...otherGiven] = partSpellings(given);
    const [bareLast, ...otherLast] = partSpellings(last);
    const names = listedNames([
      `${bareGiven} ${bareLast}`,
      ...otherGiven.map((g) => `${g} ${bareLast}`),
      ...otherLast.map((l) => `${bareGiven} ${l}`),
    ]);
    if (names.length === 0) continue;
    const country = text(row.country).split(' / ')[0];
    out.push({
      reference: `CA-SEMA ${country} ${text(row.schedule)} ${text(row.item)}`.replace(/\s+/g, ' '),
      kind: 'individual',
      names,
      birth_dates: birthRange(text(row.date_of_birth_or_ship_build_date)),
      countries: [],
      programme: 'CA-SEMA',
      listed_on: text(row.date_of_listing) || null,
    });
  }
  return out;
}
