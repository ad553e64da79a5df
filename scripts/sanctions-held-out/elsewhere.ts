// --- The same persons as other lists write them, to pair with Canada's names (issue 46): the
// persons of the EU's consolidated financial sanctions list (entities/eu: name_aliases[] with
// whole_name in each language the EU gives, birthdates[].birthdate), New Zealand's Russia
// Sanctions Register (entities/nz, read by nz.ts) and Switzerland's SECO list (entities/ch: individual.identity, one
// or several, with names[].name_parts[] and day_month_year), as the public repository
// ammitto/data keeps them, one YAML file per party. Only Latin names and full dates of birth
// are kept: a person is found by the day they were born.
import { parse } from 'yaml';
import { secoBirth, secoName, type Identity } from './ch-seco';
import { asArray, yamlText as text } from './names';
import { parseNzRegister } from './nz';

export type Elsewhere = { list: string; names: string[]; born: string[] };

const DAY = /^\d{4}-\d\d-\d\d$/;
const NOT_LATIN =
  /[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0590-\u06ff\u0750-\u077f\u3040-\u9fff\uac00-\ud7af]/;
const latin = (names: string[]) => names.filter((n) => n.length > 0 && !NOT_LATIN.test(n));

type EuRow = {
  subject_type?: { code?: string };
  name_aliases?: { whole_name?: unknown }[];
  birthdates?: { birthdate?: unknown }[];
};

function eu(row: EuRow): Elsewhere | null {
  if (row.subject_type?.code !== 'person') return null;
  return {
    list: 'eu',
    names: latin((row.name_aliases ?? []).map((a) => text(a.whole_name))),
    born: (row.birthdates ?? []).map((b) => text(b.birthdate)).filter((d) => DAY.test(d)),
  };
}

function ch(row: { individual?: { identity?: Identity | Identity[] } }): Elsewhere | null {
  const identities = asArray(row.individual?.identity);
  if (identities.length === 0) return null;
  const names: string[] = [];
  const born: string[] = [];
  for (const identity of identities) {
    names.push(...(identity.names ?? []).map(secoName));
    for (const day of asArray(identity.day_month_year)) {
      const range = secoBirth(day);
      if (range && range.from === range.to) born.push(range.from);
    }
  }
  return { list: 'ch', names: latin(names), born };
}

/** The persons of one list's YAML files (`list`: eu, nz or ch) with a Latin name and a day of
 * birth. */
export function parseElsewhere(list: 'eu' | 'nz' | 'ch', files: string[]): Elsewhere[] {
  const people =
    list === 'nz'
      ? // The register's own reader (nz.ts): its individuals' names and days of birth.
        parseNzRegister(files).map((entry) => ({
          list,
          names: latin(entry.names.map((n) => n.name)),
          born: entry.birth_dates.filter((b) => b.from === b.to).map((b) => b.from),
        }))
      : files.map((content) => (list === 'eu' ? eu : ch)(parse(content) as never));
  return people.filter(
    (p): p is Elsewhere => p !== null && p.names.length > 0 && p.born.length > 0,
  );
}
