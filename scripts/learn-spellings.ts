// Learns the costs of the weighted edit distance (src/domain/sanctions/learned-spellings.ts,
// issue 46, decision 0073) from the lists' own spellings of a person's name: every entry of the
// sets the matcher was tuned on or measured on (the labelled set and the held-out sets but the
// Swiss SECO one, which is kept back to measure the result), each pair of its Latin names
// folded as the matcher folds them, and each pair of tokens that one list spells one way and
// another list another. The letters of the two spellings are aligned by the plain edit
// distance; each change of up to two letters on a side is counted, beside how often its left
// side occurs in those tokens. A change made often enough costs less than a letter.
// The table committed was written at c265108. The folding has read more names since (the
// thirteenth and fourteenth rounds, decision 0061), so a run now pairs 1,370 tokens rather than
// 1,383 and writes costs a little different; the table is kept as learned, so that each held-out
// set still measures what it measured.
// Usage: npx tsx scripts/learn-spellings.ts > src/domain/sanctions/learned-spelling-costs.json
import { distance as levenshtein } from 'fastest-levenshtein';
import jaroWinkler from 'jaro-winkler';
import * as heldOut from '../src/domain/sanctions/fixtures/held-out-pairs';
import { LABELLED_ENTRIES } from '../src/domain/sanctions/fixtures/labelled-pairs';
import type { ScreenableEntry } from '../src/domain/sanctions/list-entry';
import { normaliseName } from '../src/domain/sanctions/normalise';

/** A change seen fewer times than this is not learned. */
const LEAST_SEEN = Number(process.env.LEARN_LEAST_SEEN ?? 4);
/** A change made this often (its count over its left side's occurrences) costs FLOOR. */
const SURE_RATE = Number(process.env.LEARN_SURE_RATE ?? 0.08);
/** The cheapest a learned change may be. */
const FLOOR = Number(process.env.LEARN_FLOOR ?? 0.2);
/** A learned change dearer than this is left out (it costs a letter, as unlearned ones do). */
const CEILING = 0.95;
/** Occurrences added to every left side: a rate of few occurrences is pulled down. */
const SMOOTHING = Number(process.env.LEARN_SMOOTHING ?? 30);

const NOT_LATIN = /[^\p{Script=Latin}\p{P}\p{Zs}\d]/u;

const sets: (readonly ScreenableEntry[])[] = [
  LABELLED_ENTRIES,
  heldOut.HELD_OUT_ENTRIES,
  heldOut.FRESH_HELD_OUT_ENTRIES,
  heldOut.UK_HELD_OUT_ENTRIES,
  heldOut.EU_HELD_OUT_ENTRIES,
  heldOut.AU_HELD_OUT_ENTRIES,
  heldOut.CH_HELD_OUT_ENTRIES,
  heldOut.EU_OJ_HELD_OUT_ENTRIES,
  heldOut.JP_HELD_OUT_ENTRIES,
  heldOut.NZ_HELD_OUT_ENTRIES,
  heldOut.FR_HELD_OUT_ENTRIES,
  heldOut.CA_HELD_OUT_ENTRIES,
];

/** Each person's Latin names (an entry repeated in a set, as "(without …)", adds none). */
const people = new Map<string, Set<string>>();
for (const entry of sets.flat()) {
  const person = entry.reference.replace(/ \((script|Latin|without .*)\)$/, '');
  const names = people.get(person) ?? new Set<string>();
  for (const name of entry.names) {
    if (!NOT_LATIN.test(name.name)) names.add(name.name);
  }
  people.set(person, names);
}
// The Canadian set's names from other lists: the same person as another list spells them.
for (const pair of heldOut.CA_HELD_OUT_PAIRS) {
  if (!pair.listed) continue;
  people.get(pair.entry.reference)?.add(`${pair.subject.first} ${pair.subject.last}`);
}

/** Two tokens that may be one word spelt two ways: alike enough, not the same. */
function spellingPair(a: string, b: string) {
  if (a === b || a.length < 3 || b.length < 3) return false;
  const edits = levenshtein(a, b);
  return (
    edits <= Math.max(1, Math.floor(Math.max(a.length, b.length) / 2)) && jaroWinkler(a, b) >= 0.75
  );
}

const tokenPairs = new Set<string>();
for (const names of people.values()) {
  const folded = [...names].map((name) => normaliseName(name)).filter((t) => t.length > 0);
  for (let x = 0; x < folded.length; x += 1) {
    for (let y = x + 1; y < folded.length; y += 1) {
      const [left, right] = [folded[x]!, folded[y]!];
      // Each token with the other name's most alike token, when each is the other's.
      const best = (token: string, among: string[]) =>
        among.reduce((top, t) => (jaroWinkler(token, t) > jaroWinkler(token, top) ? t : top));
      for (const a of left) {
        const b = best(a, right);
        if (best(b, left) !== a || !spellingPair(a, b)) continue;
        tokenPairs.add(a < b ? `${a} ${b}` : `${b} ${a}`);
      }
    }
  }
}

/** The columns of the plain edit distance's alignment of a with b: [a's letter, b's letter]. */
function align(a: string, b: string): [string, string][] {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    d.push([]);
    for (let j = 0; j <= b.length; j += 1) {
      d[i]![j] =
        i === 0 || j === 0
          ? i + j
          : Math.min(
              d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
              d[i - 1]![j]! + 1,
              d[i]![j - 1]! + 1,
            );
    }
  }
  const columns: [string, string][] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i]![j] === d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      columns.push([a[i - 1]!, b[j - 1]!]);
      i -= 1;
      j -= 1;
    } else if (i > 0 && d[i]![j] === d[i - 1]![j]! + 1) {
      columns.push([a[i - 1]!, '']);
      i -= 1;
    } else {
      columns.push(['', b[j - 1]!]);
      j -= 1;
    }
  }
  return columns.reverse();
}

const changes = new Map<string, number>();
const occurrences = new Map<string, number>();
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
for (const pair of tokenPairs) {
  const [first, second] = pair.split(' ') as [string, string];
  for (const [a, b] of [
    [first, second],
    [second, first],
  ] as const) {
    // How often each side of one or two letters (or none) occurs in the left token.
    for (let i = 0; i < a.length; i += 1) {
      count(occurrences, a[i]!);
      if (i + 1 < a.length) count(occurrences, a.slice(i, i + 2));
    }
    count(occurrences, '');
    const columns = align(a, b);
    const seen = new Set<string>();
    for (let k = 0; k < columns.length; k += 1) {
      const [x, y] = columns[k]!;
      if (x !== y) seen.add(`${x}>${y}`);
      const next = columns[k + 1];
      if (!next || (x === y && next[0] === next[1])) continue;
      const from = x + next[0];
      const to = y + next[1];
      if (
        from !== to &&
        from.length <= 2 &&
        to.length <= 2 &&
        (from.length === 2 || to.length === 2)
      ) {
        seen.add(`${from}>${to}`);
      }
    }
    for (const change of seen) count(changes, change);
  }
}

const rules: Record<string, number> = {};
for (const [change, seen] of [...changes].sort()) {
  if (seen < LEAST_SEEN) continue;
  const [from = '', to = ''] = change.split('>');
  // A single letter dropped or added is not learned: the lists drop many a letter once or
  // twice, and a name a letter short of another is often another name (Quan, Quanguo).
  if (from.length + to.length === 1) continue;
  // Nor is a vowel dropped or added beside a letter kept: a name a vowel short of another is
  // often another name or another person's (Ivanova, Ivanov; Ali, Alia).
  const [longer, shorter] = from.length > to.length ? [from, to] : [to, from];
  if (
    longer.length === shorter.length + 1 &&
    [0, 1].some(
      (k) => /[aeiouy]/.test(longer[k]!) && longer.slice(0, k) + longer.slice(k + 1) === shorter,
    )
  ) {
    continue;
  }
  // Smoothed: a change seen a few times beside a rare left side is not yet sure.
  // Both ways alike: a change and its reverse are counted together (each pair of tokens is
  // read both ways), over the mean of their sides' occurrences.
  const sides = ((occurrences.get(from) ?? 0) + (occurrences.get(to) ?? 0)) / 2;
  const rate = seen / (sides + SMOOTHING);
  const cost = Math.max(FLOOR, 1 - (1 - FLOOR) * Math.min(1, rate / SURE_RATE));
  if (cost <= CEILING) rules[change] = Number(cost.toFixed(3));
}
console.error(
  `${people.size} persons, ${tokenPairs.size} spelling pairs of tokens, ${changes.size} changes, ` +
    `${Object.keys(rules).length} learned`,
);
console.log(
  JSON.stringify(
    {
      about:
        'Learned costs of the weighted edit distance (learned-spellings.ts, decision 0073), ' +
        'written by scripts/learn-spellings.ts: each change of up to two letters, as from>to.',
      rules,
    },
    null,
    1,
  ),
);
