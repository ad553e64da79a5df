// --- Switzerland's sanctions list (SECO's consolidated list of the measures under the
// Embargo Act), as the public repository ammitto/data keeps it: one YAML file per listed party
// (entities/ch/ch-<ssid>.yaml). A person is `individual.identity` (one, or several for a person
// known under more than one identity), each with `names[]` (name_type primary-name, alias or
// formerly-known-as; quality good or low; `name_parts[]` of family-name, given-name,
// father-name, ordered) and `day_month_year` (one or several, a day, month or year missing
// where the list does not know it).
import { parse } from 'yaml';
import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { asArray, yamlText as text } from './names';

type NamePart = { order?: number; name_part_type?: string; value?: unknown };
type SecoName = { name_type?: string; quality?: string; name_parts?: NamePart[] };
type SecoDay = { day?: number; month?: number; year?: number };
export type Identity = { main?: unknown; names?: SecoName[]; day_month_year?: SecoDay | SecoDay[] };
type Row = { ssid?: unknown; individual?: { identity?: Identity | Identity[] } };

const pad = (n: number) => String(n).padStart(2, '0');

/** A name as written: given names, then the father's name, then the family name. */
export function secoName(name: SecoName): string {
  const parts = [...(name.name_parts ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const of = (type: string) =>
    parts.filter((p) => p.name_part_type === type).map((p) => text(p.value));
  const others = parts
    .filter((p) => !['given-name', 'father-name', 'family-name'].includes(p.name_part_type ?? ''))
    .map((p) => text(p.value));
  return [...of('given-name'), ...of('father-name'), ...others, ...of('family-name')]
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A day of birth as the list knows it: a day, or its month, or its year. */
export function secoBirth(day: SecoDay): BirthRange | null {
  if (!day.year) return null;
  if (day.month && day.day) {
    const on = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
    return { from: on, to: on };
  }
  if (day.month) {
    const last = new Date(Date.UTC(day.year, day.month, 0)).getUTCDate();
    return {
      from: `${day.year}-${pad(day.month)}-01`,
      to: `${day.year}-${pad(day.month)}-${last}`,
    };
  }
  return { from: `${day.year}-01-01`, to: `${day.year}-12-31` };
}

/** SECO's listed persons, one YAML file each. */
export function parseSeco(files: string[]): ListEntry[] {
  const out: ListEntry[] = [];
  for (const content of files) {
    const row = parse(content) as Row;
    const identities = asArray(row.individual?.identity);
    if (identities.length === 0) continue;
    // The main identity's primary name first.
    identities.sort((a, b) => Number(text(b.main) === 'true') - Number(text(a.main) === 'true'));
    const names: ListedName[] = [];
    const births: BirthRange[] = [];
    for (const identity of identities) {
      const ordered = [...(identity.names ?? [])].sort(
        (a, b) => Number(b.name_type === 'primary-name') - Number(a.name_type === 'primary-name'),
      );
      for (const name of ordered) {
        const written = secoName(name);
        if (!written || names.some((n) => n.name === written)) continue;
        names.push(
          names.length === 0
            ? { name: written, kind: 'primary', quality: null }
            : { name: written, kind: 'alias', quality: name.quality === 'low' ? 'low' : 'good' },
        );
      }
      for (const day of asArray(identity.day_month_year)) {
        const range = secoBirth(day);
        if (range && !births.some((b) => b.from === range.from && b.to === range.to)) {
          births.push(range);
        }
      }
    }
    if (names.length === 0) continue;
    out.push({
      reference: `CH-SECO ${text(row.ssid)}`,
      kind: 'individual',
      names,
      birth_dates: births,
      countries: [],
      programme: 'CH-SECO',
      listed_on: null,
    });
  }
  return out;
}
