// --- Switzerland's freezes under the Foreign Illicit Assets Act (FIAA; SR 196.1): the assets of
// former leaders of Ukraine, Egypt, Tunisia, Syria and Venezuela and their circles, frozen by
// Federal Council ordinances, as OpenSanctions keeps them in its repository (datasets/ch/
// fiaa_freezes/freezes.csv): one row per person, with Name, Alias and Previous name (several
// separated by ";"), Birth date (YYYY-MM-DD or YYYY-MM), Program (CH-FIAA-UA, -EG, -TN, -SY,
// -VE), Listed and Delisted. Names are written given name first (Mykola Yanovych AZAROV) or,
// for Syria and Venezuela, surname first in capitals (QADDUR Khalid), which is turned round as
// a customer writes it.
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import { csvRows } from './csv';
import { birthRange, givenFirst, listedNames } from './names';

export function parseFiaa(content: string): ListEntry[] {
  const [head = [], ...rows] = csvRows(content);
  const table = rows.map((row) => Object.fromEntries(head.map((h, i) => [h, row[i] ?? ''])));
  return table
    .map((row, i) => {
      const names = listedNames(
        [row.Name ?? '', ...`${row.Alias};${row['Previous name']}`.split(';')].map((name) =>
          givenFirst(name),
        ),
      );
      return {
        reference: `CH-FIAA ${i + 1}`,
        kind: 'individual' as const,
        names,
        birth_dates: birthRange(row['Birth date'] ?? ''),
        countries: [],
        programme: row.Program ?? null,
        listed_on: null,
      } satisfies ListEntry;
    })
    .filter((entry) => entry.names.length > 0);
}
