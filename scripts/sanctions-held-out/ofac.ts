import type { BirthRange, ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { csvRows } from './csv';
import { commaTurned } from './names';

// --- OFAC's SDN list as sdn.csv and alt.csv: ent_num, "LAST, First", type, programme, ...,
// remarks ("DOB 10 Dec 1948; alt. DOB 1950; POB ..."); alt.csv: ent_num, alt_num, aka, name.
const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');
function sdnBirths(remarks: string): BirthRange[] {
  const out: BirthRange[] = [];
  const pattern =
    /\bDOB (?:circa )?(?:(\d{1,2}) )?(?:([A-Z][a-z]{2}) )?(\d{4})(?: to (?:\d{1,2} )?(?:[A-Z][a-z]{2} )?(\d{4}))?/g;
  for (const [, day, month, year, until] of remarks.matchAll(pattern)) {
    const m = month ? MONTHS.indexOf(month.toLowerCase()) + 1 : 0;
    if (day && m > 0) {
      const d = `${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
      out.push({ from: d, to: d });
    } else out.push({ from: `${year}-01-01`, to: `${until ?? year}-12-31` });
  }
  return out;
}
// "AL ZAWAHIRI, Dr. Ayman" is Ayman al-Zawahiri as a customer writes it: given name first and
// no title of address.
const sdnName = (name: string) => {
  return commaTurned(name)
    .replace(/\b(Dr|Mr|Mrs|Gen|Col|Brig|Maj|Capt)\.\s*/g, '')
    .trim();
};
export function parseSdn(sdn: string, alt: string): ListEntry[] {
  const aliases = new Map<string, ListedName[]>();
  for (const [id = '', , type = '', name = ''] of csvRows(alt)) {
    if (!/^(aka|fka|nka)$/.test(type) || !name || name === '-0-') continue;
    const list = aliases.get(id) ?? [];
    list.push({ name: sdnName(name), kind: 'alias', quality: 'good' });
    aliases.set(id, list);
  }
  return csvRows(sdn)
    .filter((r) => r[2] === 'individual')
    .map((r) => ({
      reference: `OFAC ${r[0]}`,
      kind: 'individual' as const,
      names: [
        { name: sdnName(r[1]!), kind: 'primary' as const, quality: null },
        ...(aliases.get(r[0]!) ?? []),
      ],
      birth_dates: sdnBirths(r[11] ?? ''),
      countries: [],
      programme: r[3] ?? null,
      listed_on: null,
    }));
}
