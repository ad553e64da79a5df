// Entries of a new list that are also in the files or sets tuned on (issue 46), to be left out
// of a held-out set.
import type { ListEntry } from '../../src/domain/sanctions/list-entry';
import { words } from './names';

// An entry of a fresh list that is also in the files tuned on: the same name (words in any
// order), or a shared birth year and two words shared by one of its names and one of theirs.
const nameKey = (name: string) => [...new Set(words(name))].sort().join(' ');
const years = (e: ListEntry) =>
  new Set(
    e.birth_dates.flatMap((b) => {
      const out: string[] = [];
      for (let y = Number(b.from.slice(0, 4)); y <= Number(b.to.slice(0, 4)); y += 1) {
        out.push(String(y));
      }
      return out.slice(0, 12);
    }),
  );

/** Whether an entry is also among the tuned entries: the same name in any word order, or a
 * shared birth year and two words (of three letters or more) shared by one of the names. */
export function alsoTunedIn(tuned: readonly ListEntry[]): (e: ListEntry) => boolean {
  const tunedKeys = new Set(tuned.flatMap((e) => e.names.map((n) => nameKey(n.name))));
  const tunedByYear = new Map<string, Set<string>[]>();
  for (const e of tuned) {
    for (const y of years(e)) {
      const list = tunedByYear.get(y) ?? [];
      list.push(...e.names.map((n) => new Set(words(n.name))));
      tunedByYear.set(y, list);
    }
  }
  function alsoTuned(e: ListEntry): boolean {
    if (e.names.some((n) => tunedKeys.has(nameKey(n.name)))) return true;
    const mineWords = e.names.map((n) => new Set(words(n.name)));
    return [...years(e)].some((y) =>
      (tunedByYear.get(y) ?? []).some((theirs) =>
        mineWords.some((m) => [...m].filter((w) => w.length > 2 && theirs.has(w)).length >= 2),
      ),
    );
  }

  return alsoTuned;
}
