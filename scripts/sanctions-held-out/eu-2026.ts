// --- The EU's consolidated financial sanctions list as the public repository ammitto/data keeps
// it: one YAML file per listed party (entities/eu/eu-<id>.yaml) with `subject_type.code`
// (person), `name_aliases[]` (whole_name, name_language: EN, RU, CS, SV, DE, FR …) and
// `birthdates[]` (birthdate "1972-08-28", or year). The EU gives a person's name in the
// languages of its member states: the English name is the listed one here, and each other
// language's Latin spelling is how a customer whose papers follow that language's system may
// write it.
import { parse } from 'yaml';
import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { birthRange, fnv, words, yamlText as text } from './names';

type Alias = { whole_name?: unknown; name_language?: unknown; strong?: unknown };
type Row = {
  eu_reference_number?: unknown;
  subject_type?: { code?: string };
  name_aliases?: Alias[];
  birthdates?: { birthdate?: unknown; year?: unknown }[];
};

const LATIN = /^[\p{Script=Latin}\p{P}\p{Zs}\d]+$/u;
/** Languages whose spelling of a foreign name a passport may follow; not Hungarian, Lithuanian
 * or Latvian, which give the name their own grammatical endings (Aleksandras, Aleksandrs). */
const PASSPORT_LANGUAGES = new Set([
  'CS',
  'SK',
  'PL',
  'SL',
  'HR',
  'DE',
  'SV',
  'DA',
  'FI',
  'ET',
  'NL',
  'FR',
  'ES',
  'PT',
  'IT',
  'RO',
  'MT',
  'GA',
]);

export type EuPerson = { entry: ListEntry; otherSpellings: string[] };

/** The EU's listed persons: the English and original-script names as listed, and the other
 * languages' Latin spellings that differ from every English one. */
export function parseEuList(files: string[]): EuPerson[] {
  const out: EuPerson[] = [];
  for (const content of files) {
    const row = parse(content) as Row;
    if (row.subject_type?.code !== 'person') continue;
    const aliases = (row.name_aliases ?? []).map((a) => ({
      name: text(a.whole_name),
      language: text(a.name_language),
    }));
    const english = aliases.filter((a) => a.name && (a.language === 'EN' || a.language === ''));
    if (english.length === 0) continue;
    const scripts = aliases.filter((a) => a.name && !LATIN.test(a.name));
    const names: ListedName[] = [];
    for (const { name } of [...english, ...scripts]) {
      if (names.some((n) => n.name === name)) continue;
      names.push(
        names.length === 0
          ? { name, kind: 'primary', quality: null }
          : { name, kind: 'alias', quality: 'good' },
      );
    }
    const key = (name: string) => words(name).sort().join(' ');
    const listed = new Set(english.map((a) => key(a.name)));
    const otherSpellings = [
      ...new Set(
        aliases
          .filter((a) => PASSPORT_LANGUAGES.has(a.language) && LATIN.test(a.name))
          .map((a) => a.name)
          .filter((name) => words(name).length >= 2 && !listed.has(key(name))),
      ),
    ].sort();
    const births: BirthRange[] = [];
    for (const b of row.birthdates ?? []) {
      const day = text(b.birthdate);
      for (const range of birthRange(/^\d{4}-\d\d-\d\d$/.test(day) ? day : text(b.year))) {
        if (!births.some((r) => r.from === range.from && r.to === range.to)) births.push(range);
      }
    }
    const reference = `EU ${text(row.eu_reference_number)}`;
    out.push({
      entry: {
        reference,
        kind: 'individual',
        names,
        birth_dates: births,
        countries: [],
        programme: 'EU',
        listed_on: null,
      },
      otherSpellings,
    });
  }
  return out;
}

/** One other language's spelling for each person that has one, chosen by the reference. */
export function oneOtherSpelling(people: readonly EuPerson[]): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const { entry, otherSpellings } of people) {
    const spelling = otherSpellings[fnv(entry.reference) % Math.max(1, otherSpellings.length)];
    if (spelling) chosen.set(entry.reference, spelling);
  }
  return chosen;
}
