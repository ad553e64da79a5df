// A weighted edit distance between two folded tokens whose costs were learned from the lists'
// own spellings of a name (issue 46, decision 0073): how often one list's letter, or pair of
// letters, stands for another's in the same person's name, after the folding
// (`normalise.ts`) has brought together what the romanisation tables know. A change the lists
// make often (one of "sz" and "sh", a dropped "h") costs less than a letter; one they never
// make costs a whole letter, as in the plain edit distance. The table is written by
// `scripts/learn-spellings.ts` into `learned-spelling-costs.json`.
import table from './learned-spelling-costs.json';

/** A rewrite of up to two letters into up to two others, as `from>to`, and its cost. */
export type SpellingCosts = { rules: Record<string, number> };

const A = 97;
const LETTERS = 26;
/** Index of the empty side in the single-letter tables. */
const NONE = LETTERS;

type Compiled = {
  /** (LETTERS + 1)² costs of one letter (or none) for another (or none). */
  single: Float64Array;
  /** Costs of rewrites with two letters on a side, by doubleKey of their sides' keys. */
  double: Map<number, number>;
};

const code = (letter: string) => {
  const c = letter.charCodeAt(0) - A;
  return c >= 0 && c < LETTERS ? c : -1;
};
/** A side of one or two letters (by code) as a number: 1 + each letter, in base 27; a side of
 * none is 0. */
const oneKey = (letter: number) => letter + 1;
const twoKey = (first: number, second: number) => oneKey(first) * (LETTERS + 1) + oneKey(second);
const sideKey = (side: string) =>
  side.length === 0
    ? 0
    : side.length === 1
      ? oneKey(code(side))
      : twoKey(code(side[0]!), code(side[1]!));
const doubleKey = (from: number, to: number) => from * 1024 + to;

/** The table as the distance reads it. */
export function compileCosts(costs: SpellingCosts): Compiled {
  const single = new Float64Array((LETTERS + 1) * (LETTERS + 1)).fill(1);
  for (let c = 0; c < LETTERS; c += 1) single[c * (LETTERS + 1) + c] = 0;
  single[NONE * (LETTERS + 1) + NONE] = 0;
  const double = new Map<number, number>();
  for (const [rule, cost] of Object.entries(costs.rules)) {
    const [from = '', to = ''] = rule.split('>');
    if (from.length <= 1 && to.length <= 1) {
      const f = from ? code(from) : NONE;
      const t = to ? code(to) : NONE;
      if (f < 0 || t < 0) continue;
      single[f * (LETTERS + 1) + t] = Math.min(single[f * (LETTERS + 1) + t]!, cost);
    } else {
      double.set(doubleKey(sideKey(from), sideKey(to)), cost);
    }
  }
  return { single, double };
}

const compiled = compileCosts(table as SpellingCosts);
let rows = new Float64Array(0);

/** The learned edit distance of two folded tokens (letters a–z), with `costs`. */
export function learnedDistance(a: string, b: string, costs: Compiled = compiled): number {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  if (rows.length < (n + 1) * width) rows = new Float64Array((n + 1) * width * 2);
  const d = rows;
  const { single, double } = costs;
  const anyDouble = double.size > 0;
  const at = (s: string, i: number) => {
    const c = s.charCodeAt(i) - A;
    return c >= 0 && c < LETTERS ? c : NONE;
  };
  d[0] = 0;
  for (let j = 1; j <= m; j += 1) d[j] = d[j - 1]! + single[NONE * (LETTERS + 1) + at(b, j - 1)]!;
  for (let i = 1; i <= n; i += 1) {
    const ai = at(a, i - 1);
    const row = i * width;
    d[row] = d[row - width]! + single[ai * (LETTERS + 1) + NONE]!;
    for (let j = 1; j <= m; j += 1) {
      const bj = at(b, j - 1);
      let best = d[row - width + j - 1]! + single[ai * (LETTERS + 1) + bj]!;
      const removed = d[row - width + j]! + single[ai * (LETTERS + 1) + NONE]!;
      if (removed < best) best = removed;
      const added = d[row + j - 1]! + single[NONE * (LETTERS + 1) + bj]!;
      if (added < best) best = added;
      if (anyDouble) {
        // Rewrites with two letters on one side or both: ab>c, a>bc, ab>cd, ab>, >ab.
        const a2 = i >= 2 ? twoKey(at(a, i - 2), ai) : -1;
        const b2 = j >= 2 ? twoKey(at(b, j - 2), bj) : -1;
        const a1 = oneKey(ai);
        const b1 = oneKey(bj);
        if (a2 >= 0) {
          const toOne = double.get(doubleKey(a2, b1));
          if (toOne !== undefined && d[row - 2 * width + j - 1]! + toOne < best) {
            best = d[row - 2 * width + j - 1]! + toOne;
          }
          const toNone = double.get(doubleKey(a2, 0));
          if (toNone !== undefined && d[row - 2 * width + j]! + toNone < best) {
            best = d[row - 2 * width + j]! + toNone;
          }
          if (b2 >= 0) {
            const toTwo = double.get(doubleKey(a2, b2));
            if (toTwo !== undefined && d[row - 2 * width + j - 2]! + toTwo < best) {
              best = d[row - 2 * width + j - 2]! + toTwo;
            }
          }
        }
        if (b2 >= 0) {
          const fromOne = double.get(doubleKey(a1, b2));
          if (fromOne !== undefined && d[row - width + j - 2]! + fromOne < best) {
            best = d[row - width + j - 2]! + fromOne;
          }
          const fromNone = double.get(doubleKey(0, b2));
          if (fromNone !== undefined && d[row + j - 2]! + fromNone < best) {
            best = d[row + j - 2]! + fromNone;
          }
        }
      }
      d[row + j] = best;
    }
  }
  return d[n * width + m]!;
}
