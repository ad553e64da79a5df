// --- The same persons as other lists write them, to pair with Canada's names (issue 46): the
// persons of the EU's consolidated financial sanctions list (entities/eu: name_aliases[] with
// whole_name in each language the EU gives, birthdates[].birthdate), New Zealand's Russia
// Sanctions Register (entities/nz, read by nz.ts) and Switzerland's SECO list (entities/ch: individual.identity, one
// or several, with names[].name_parts[] and day_month_year), as the public repository
// ammitto/data keeps them, one YAML file per party. Only Latin names and full dates of birth
// are kept: a person is found by the day they were born.
import { parse } from 'yaml';
import { yamlText as text } from './names';
import { parseNzRegister } from './nz';

export type Elsewhere = { list: string; names: string[]; born: string[] };

const DAY = /^\d{4}-\d\d-\d\d$/;
const NOT_LATIN =
  /[\u0370-\u03ff\u0400-\u052f\u0530-\u058f\u0590-\u06ff\u0750-\u077f\u3040-\u9fff\uac00-\ud7af]/;
const latin = (names: string[]) => names.filter((n) => n.length > 0 && !NOT_LATIN.test(n));
const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

type EuRow = {
  subject_type?: { code?: string };
  name_aliases?: { whole_name?: unknown }[];
  birthdates?: { birthdate?: unknown }[];
};
type NamePart = { order?: number; name_part_type?: string; value?: unknown };
type ChIdentity = {
  names?: { name_parts?: NamePart[] }[];
  day_month_year?: { day?: number; month?: number; year?: number } | unknown[];
};

function eu(row: EuRow): Elsewhere | null {
  if (row.subject_type?.code !== 'person') return null;
  return {
    list: 'eu',
    names: latin((row.name_aliases ?? []).map((a) => text(a.whole_name))),
    born: (row.birthdates ?? []).map((b) => text(b.birthdate)).filter((d) => DAY.test(d)),
  };
}

function ch(row: { individual?: { identity?: ChIdentity | ChIdentity[] } }): Elsewhere | null {
  const identities = asArray(row.individual?.identity) as ChIdentity[];
  if (identities.length === 0) return null;
  const names: string[] = [];
  const born: string[] = [];
  for (const identity of identities) {
    for (const name of identity.names ?? []) {
      const parts = [...(name.name_parts ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
      const family = parts
        .filter((p) => p.name_part_type === 'family-name')
        .map((p) => text(p.value));
      const given = parts
        .filter((p) => p.name_part_type !== 'family-name')
        .map((p) => text(p.value));
      names.push([...given, ...family].filter(Boolean).join(' '));
    }
    for (const day of asArray(identity.day_month_year) as {
      day?: number;
      month?: number;
      year?: number;
    }[]) {
      if (!day.day || !day.month || !day.year) continue;
      const pad = (n: number) => String(n).padStart(2, '0');
      born.push(`${day.year}-${pad(day.month)}-${pad(day.day)}`);
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
