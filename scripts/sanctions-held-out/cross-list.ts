// A person of one list found in other lists by the day they were born (issue 46), and a name
// those lists give them that the first does not: how a customer whose papers follow another
// spelling writes it. Found without the matcher: the same full date of birth, and a name
// there whose words start as two of the name's words do (their first two letters, of words of
// three letters or more), so namesakes born the same day rarely meet and any spelling of the
// rest of the name may follow.
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import type { Elsewhere } from './elsewhere';
import { fnv, words } from './names';

const starts = (name: string) =>
  new Set(
    words(name)
      .filter((w) => w.length >= 3)
      .map((w) => w.slice(0, 2)),
  );
const sharesTwoStarts = (a: Set<string>, name: string) =>
  [...starts(name)].filter((s) => a.has(s)).length >= 2;
const key = (name: string) => words(name).join(' ');

/** For each entry born on a known day and found elsewhere, one of the names the other lists
 * give that person (two words or more, written otherwise than every name of the entry), chosen
 * by the entry's reference; entries found nowhere, or only as they are written, have none. */
export function otherListsSpellings(
  entries: readonly ListEntry[],
  elsewhere: readonly Elsewhere[],
): Map<string, string> {
  const byDay = new Map<string, Elsewhere[]>();
  for (const person of elsewhere) {
    for (const day of new Set(person.born)) {
      const list = byDay.get(day) ?? [];
      list.push(person);
      byDay.set(day, list);
    }
  }
  const spellings = new Map<string, string>();
  for (const entry of entries) {
    const days = entry.birth_dates.filter((b) => b.from === b.to).map((b) => b.from);
    const primary = entry.names[0]?.name;
    if (!primary || days.length === 0) continue;
    const mine = starts(primary);
    const own = new Set(entry.names.map((n) => key(n.name)));
    const found = days
      .flatMap((day) => byDay.get(day) ?? [])
      .filter((person) => person.names.some((name) => sharesTwoStarts(mine, name)));
    const others = [
      ...new Set(
        found
          .flatMap((person) => person.names)
          .filter((name) => sharesTwoStarts(mine, name) && words(name).length >= 2)
          .filter((name) => !own.has(key(name))),
      ),
    ].sort();
    const chosen = others[fnv(entry.reference) % Math.max(1, others.length)];
    if (chosen) spellings.set(entry.reference, chosen);
  }
  return spellings;
}
