// The held-out pairs of issue 46 made from a list's entries, and the fixture file they are
// written to. Pairs: a customer writing the listed Latin name against the entry's Arabic-script
// names alone, and the reverse; a list's own alias spelt another way against the entry without
// it; the first and last name alone; and somebody else, another listed person who shares exactly
// one word with the entry, in Latin and in Arabic script; and, where another list gives the same
// person a name the entry does not (`spellings`), a customer writing that name, every one of
// them. At most HELD_OUT_CAP (80; 160 for the larger lists) of any other kind.
import type { ListEntry, ListedName } from '../../src/domain/sanctions/list-entry';
import { ARABIC, asWritten, fnv, sameShape, units, words } from './names';

export type Listed = { e: ListEntry; source: string };

/**
 * The fixture file's JSON for a held-out set: `mine` are the entries pairs are made for,
 * `listed` every entry somebody else may be drawn from, `pool` what `mine` was chosen from (for
 * the count written to stderr), `half` the set's name there, `large` whether the cap is 160.
 */
export function heldOutFile(options: {
  half: string;
  about: string;
  listed: Listed[];
  pool: Listed[];
  mine: Listed[];
  large: boolean;
  spellings?: ReadonlyMap<string, string>;
}): string {
  const { half, about, listed, pool, mine, large, spellings } = options;
  type Line = { ref: string; names: ListedName[]; births: ListEntry['birth_dates'] };
  const entries: Line[] = [];
  const pairs: [string, string, number, boolean][] = [];
  const split = (name: string) => {
    const parts = name.trim().split(/\s+/);
    return [parts[0]!, parts.slice(1).join(' ')] as const;
  };
  function addEntry(ref: string, names: ListedName[], e: ListEntry) {
    entries.push({ ref, names, births: e.birth_dates });
    return entries.length - 1;
  }
  // The fresh lists have four times the entries: twice the pairs of a kind.
  const CAP = Number(process.env.HELD_OUT_CAP ?? (large ? 160 : 80));
  function pair(written: string, entry: number, listedPair: boolean, kind: string, cap = CAP) {
    const subject = asWritten(written);
    if (subject === null) return;
    const [first, last] = split(subject);
    if (!last || (counts[kind] ?? 0) >= cap) return;
    pairs.push([first, last, entry, listedPair]);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  const counts: Record<string, number> = {};

  const shuffled = [...mine].sort((a, b) => fnv(`x${a.e.reference}`) - fnv(`x${b.e.reference}`));
  for (const [i, { e }] of shuffled.entries()) {
    const arabic = e.names.filter((n) => ARABIC.test(n.name));
    const latin = e.names.filter((n) => !ARABIC.test(n.name));
    const primary = latin[0];
    if (!primary) continue;
    const full = addEntry(e.reference, e.names, e);
    const spelling = spellings?.get(e.reference);
    if (spelling) pair(spelling, full, true, "another list's spelling", Infinity);
    // Somebody else: another listed person sharing a word with this one (a given name, a
    // family or tribal name), as a customer who happens to bear it.
    const mineWords = new Set(words(primary.name));
    // Exactly one shared word: a different real-looking person, not a near namesake.
    const others = listed.filter(({ e: o }) => {
      const theirs = words(o.names[0]!.name);
      return (
        o.reference !== e.reference &&
        theirs.length >= 2 &&
        theirs.filter((w) => mineWords.has(w)).length === 1 &&
        theirs.some((w) => mineWords.has(w) && w.length > 2)
      );
    });
    const other = others[fnv(e.reference) % Math.max(1, others.length)]?.e;
    if (other) pair(other.names[0]!.name, full, false, 'other person, Latin');
    if (arabic.length > 0) {
      const scriptOnly = addEntry(
        `${e.reference} (script)`,
        arabic.map((n, k) => ({ ...n, kind: k === 0 ? 'primary' : 'alias' })),
        e,
      );
      const latinOnly = addEntry(`${e.reference} (Latin)`, latin, e);
      pair(primary.name, scriptOnly, true, 'Latin name, listed in its script');
      pair(arabic[0]!.name, latinOnly, true, 'name in its script, listed in Latin');
      const otherScript = other?.names.find((n) => ARABIC.test(n.name));
      if (other) pair(other.names[0]!.name, scriptOnly, false, 'other person, Latin vs script');
      if (otherScript) pair(otherScript.name, full, false, 'other person, script');
    }
    const variant = latin.find(
      (a) =>
        a.kind === 'alias' &&
        a.quality !== 'low' &&
        latin.some((b) => b !== a && sameShape(a.name, b.name)),
    );
    if (variant) {
      const without = addEntry(
        `${e.reference} (without ${variant.name})`,
        e.names.filter((n) => n !== variant),
        e,
      );
      pair(variant.name, without, true, 'spelling variant (list alias)');
    }
    const parts = units(primary.name);
    if (parts.length >= 4 && i % 2 === 0) {
      pair(`${parts[0]} ${parts[parts.length - 1]}`, full, true, 'given and last name only');
    }
  }

  console.error(`${half}: ${mine.length} entries of ${pool.length}; pairs`, counts);
  const esc = (s: string) => s.replace(/[|;\n]/g, ' ');
  const used = [...new Set(pairs.map((p) => p[2]))].sort((a, b) => a - b);
  const renumber = new Map(used.map((id, k) => [id, k]));
  const names = (e: Line) =>
    e.names
      .map((n) => `${n.kind === 'primary' ? '' : n.quality === 'low' ? '~' : '+'}${esc(n.name)}`)
      .join(';');
  const births = (e: Line) =>
    e.births.map((b) => (b.from === b.to ? b.from : `${b.from}/${b.to}`)).join(';');
  const file = {
    about,
    entries: used.map(
      (id, i) => `${i}|${esc(entries[id]!.ref)}|${names(entries[id]!)}|${births(entries[id]!)}`,
    ),
    pairs: pairs.map(([f, l, e, y]) => `${esc(f)}|${esc(l)}|${renumber.get(e)}|${y ? 1 : 0}`),
  };
  return JSON.stringify(file, null, 2);
}
