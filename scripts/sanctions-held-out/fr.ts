// --- France's national register of asset freezes (registre national des gels, DG Trésor): the
// UN's, the EU's and France's own freezes in one list, as the public repository
// kyros-legal/registre-gels-mirror keeps its index (index.json): `entries[]` with Nature
// ("Personne physique" for a person), Nom (the surname), Prenoms[] (the given names), Alias[]
// (other names, in Latin, Cyrillic, Arabic or Korean script; a Latin one may be written surname
// first in capitals: "NAYDENKO Oleksii Oleksiyovych", turned round as a customer writes it) and
// DatesNaissance[] ({jour, mois, annee}, the day and month may be missing).
import type { BirthRange, ListEntry } from '../../src/domain/sanctions/list-entry';
import { givenFirst, listedNames } from './names';

type Birth = { jour?: string; mois?: string; annee?: string };
type Row = {
  IdRegistre?: number;
  Nature?: string;
  Nom?: string;
  Prenoms?: string[];
  Alias?: string[];
  DatesNaissance?: Birth[];
};

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function birthRanges(births: Birth[] | undefined): BirthRange[] {
  return (births ?? []).flatMap((b): BirthRange[] => {
    const year = clean(b.annee);
    if (!/^\d{4}$/.test(year)) return [];
    const month = clean(b.mois);
    const day = clean(b.jour);
    if (/^\d{1,2}$/.test(month) && /^\d{1,2}$/.test(day)) {
      const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
      return [{ from: date, to: date }];
    }
    return [{ from: `${year}-01-01`, to: `${year}-12-31` }];
  });
}

/** The register's persons. */
export function parseFrenchRegister(content: string): ListEntry[] {
  const { entries = [] } = JSON.parse(content) as { entries?: Row[] };
  return entries
    .filter((row) => row.Nature === 'Personne physique' && clean(row.Nom))
    .map((row, i) => ({
      reference: `FR-GELS ${row.IdRegistre ?? i + 1}`,
      kind: 'individual' as const,
      names: listedNames([
        [...(row.Prenoms ?? []).map(clean), clean(row.Nom)].filter(Boolean).join(' '),
        ...(row.Alias ?? []).map((alias) => givenFirst(clean(alias))),
      ]),
      birth_dates: birthRanges(row.DatesNaissance).slice(0, 6),
      countries: [],
      programme: 'FR-GELS',
      listed_on: null,
    }));
}
