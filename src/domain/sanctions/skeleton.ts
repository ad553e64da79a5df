// A name's consonant skeleton (issue 46): how a romanised name meets a name written in Arabic
// script, which writes consonants and long vowels but not the short vowels a romanisation
// adds ("حسنين" → "hsnin", "Hasnain"). Both sides keep their consonants, in order, doubled
// ones once; a word that starts with a vowel (or 'ayn, alif, waw, ya) starts with "a"; a final
// h (ta marbuta, the h of "Abdullah") goes. "Abd" compounds keep "abd" whole.
import { tokenSimilarity } from './similarity';

const VOWELS = /[aeiouyv]/;

function skeletonOf(token: string): string {
  const first = VOWELS.test(token[0]!) ? 'a' : token[0]!;
  // A Slavic surname's final -ov, -ev is written وف in Arabic script (Adanov, ادنوف): f.
  const slavic = token.length >= 4 && token.endsWith('v') && /[aiu]v$/.test(token);
  const rest = (slavic ? `${token.slice(1, -1)}f` : token.slice(1))
    .replace(/[aeiouyv]/g, '')
    .replace(/h$/, '');
  // ض and ذ are written d, dh or z (Fadl, Fazl; Ramadan, Ramazan): one letter. q is k; g is
  // kept, for it is ق (Gasim), غ (Ghalib) or the Egyptian ج (Ragab): skeletonSimilarity
  // reads it as k, and as j a little less.
  return (first + rest)
    .replace(/q/g, 'k')
    .replace(/z/g, 'd')
    .replace(/([a-z])\1+/g, '$1');
}

/** One folded token's skeleton (normaliseName's tokens: Mohammed is "muhamad" → "mhmd"). */
export function consonantSkeleton(token: string): string {
  if (token.length <= 1 || /^[0-9]+$/.test(token)) return token;
  // The vowel left of an article written solid after "Abd" ("Abdefattah", "Abdel-Aziz") is
  // not the name's: the name starts after it.
  if (token.startsWith('abd') && token.length > 4) {
    return `abd${skeletonOf(token.slice(3).replace(/^[aeiou](?=[^aeiou])/, ''))}`;
  }
  return skeletonOf(token);
}

/** A name's tokens as skeletons; a skeleton of one letter is kept as its word's first two
 * letters, so "Ali" is not mistaken for an initial. The article written solid with a Latin name
 * (Almaghout, Alzawahiri) is not part of its skeleton: Arabic script writes it apart
 * («الماغوط» is al-Maghut), and the romanisation splits it off. */
export function skeletonTokens(tokens: readonly string[]): string[] {
  return tokens.map((token) => {
    let skeleton = consonantSkeleton(token);
    if (skeleton.startsWith('al')) skeleton = skeleton.replace(/^al(?=[^aeiouyv]{3})/, '');
    return skeleton.length === 1 && token.length > 1 ? `${skeleton}${skeleton}` : skeleton;
  });
}

/** Letters a romanisation writes for one Arabic letter where another romanisation writes
 * another: Egyptian g for ج (Ragab, رجب), s or t for ث (Wassiq, واثق; Uthman, Usman), th
 * for ذ (Bathali, البذالي, whose skeleton has d). Each pair costs SUBSTITUTION_COST. */
const READINGS = new Set(['gj', 'jg', 'st', 'ts', 'td', 'dt']);
const SUBSTITUTION_COST = 0.05;

/** Two skeletons of the same length that differ only in letters one Arabic letter is read as:
 * 1 less SUBSTITUTION_COST for each such letter (one, or two in a skeleton of five or more),
 * else 0. */
function otherReading(a: string, b: string): number {
  if (a.length !== b.length || a.length < 3) return 0;
  let changes = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    if (!READINGS.has(a[i]! + b[i]!)) return 0;
    changes += 1;
  }
  return changes > (a.length >= 5 ? 2 : 1) ? 0 : 1 - changes * SUBSTITUTION_COST;
}

/** French does not sound a final d or t after n or r, and Arabic script writes a French name as
 * it sounds (Raymond, ريمون; Laurent, لوران): a skeleton that is the other's with that final
 * letter more, after three letters or more ending in n or r, at 1 less SUBSTITUTION_COST. */
function silentFinal(a: string, b: string): number {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.length === short.length + 1 &&
    short.length >= 3 &&
    long.startsWith(short) &&
    /[nr][dt]$/.test(long)
    ? 1 - SUBSTITUTION_COST
    : 0;
}

/** A skeleton token as the index blocks it: g with k. */
export const skeletonKey = (token: string) => token.replace(/g/g, 'k');

/** Two skeleton tokens: their similarity with g read as k, or as another reading of the
 * same Arabic letter. */
export function skeletonSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const asK = tokenSimilarity(a.replace(/g/g, 'k'), b.replace(/g/g, 'k'));
  return asK === 1 ? 1 : Math.max(asK, otherReading(a, b), silentFinal(a, b));
}
