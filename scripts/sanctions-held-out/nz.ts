// --- New Zealand's Russia Sanctions Register (the Russia Sanctions Act 2022), as the public
// repository ammitto/data-nz keeps it: one YAML file per listed party (processed/nz-ind-<n>.yaml
// for individuals), with first_name, middle_names, last_name, dob ("1958-11-07") and
// alias_alternate_spellings (several separated by ";", given name first or surname first in
// capitals: "LUKASHENKO Galina Rodionovna", turned round as a customer writes it).
import { parse } from 'yaml';
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import { birthRange, givenFirst, listedNames, yamlText as text } from './names';

type Row = {
  type?: string;
  unique_identifier?: string;
  first_name?: unknown;
  middle_names?: unknown;
  last_name?: unknown;
  dob?: unknown;
  alias_alternate_spellings?: unknown;
};

/** The register's individuals, one YAML file each. */
export function parseNzRegister(files: string[]): ListEntry[] {
  const out: ListEntry[] = [];
  for (const content of files) {
    const row = parse(content) as Row;
    if (row.type !== 'Individual') continue;
    const primary = [row.first_name, row.middle_names, row.last_name].map(text).filter(Boolean);
    const aliases = text(row.alias_alternate_spellings)
      .split(';')
      .map((alias) => givenFirst(alias.trim()));
    const names = listedNames([primary.join(' '), ...aliases]);
    if (names.length === 0) continue;
    out.push({
      reference: `NZ-RSA ${row.unique_identifier ?? out.length + 1}`,
      kind: 'individual',
      names,
      birth_dates: birthRange(text(row.dob)),
      countries: [],
      programme: 'NZ-RSA',
      listed_on: null,
    });
  }
  return out;
}
