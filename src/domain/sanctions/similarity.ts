// How alike two normalised names are (issue 27), from 0 to 1. Tokens are compared with
// Jaro–Winkler (the `jaro-winkler` package: the standard algorithm, the one record-linkage
// work on personal names uses, generous to a shared beginning and to transposed letters);
// names are compared as sets of tokens, best aligned, so word order, a missing middle name and
// an initial for a given name cost little, and as token-sorted strings, which forgives a word
// written apart or joined ("Bin Laden" / "Binladen").
import { distance as levenshtein } from 'fastest-levenshtein';
import jaroWinkler from 'jaro-winkler';
import { learnedDistance } from './learned-spellings';
import type { ListedPartyKind } from './list-entry';

/** An initial against a token starting with the same letter: a weaker agreement than a word. */
export const INITIAL_SIMILARITY = 0.8;
/** Above it a token pair is a spelling variant and keeps its similarity; below it, it falls
 * fast: "Karim" and "Rahim" (0.73) are different names, not a typo of each other. */
const VARIANT_KNEE = 0.85;
const BELOW_KNEE_SLOPE = 3;
/** A token that one name has and the other does not (a middle name, a patronymic). A
 * company's extra word ("Trading", "Fashion") says more: companies are named by few words. */
export const EXTRA_TOKEN_PENALTY = 0.03;
export const EXTRA_ENTITY_TOKEN_PENALTY = 0.07;
/** The token-sorted string comparison is a second opinion, trusted a little less. */
const TOKEN_SORT_DISCOUNT = 0.04;
const WHOLE_NAME_LENGTH_SLACK = 0.2;
/** Leading particles written solid with the name ("Binladen", "Alzawahiri"): compared also
 * without them, for a little less. */
const SOLID_PARTICLE = /^(al|el|bin|ben|ibn)(?=[a-z]{4})/;
const SOLID_PARTICLE_FACTOR = 0.97;

/** Jaro–Winkler of two strings, 0 to 1 (0 when either is empty). */
export function jaroWinklerSimilarity(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  return jaroWinkler(a, b);
}

function steepen(similarity: number): number {
  if (similarity >= VARIANT_KNEE) return similarity;
  return Math.max(0, similarity - (VARIANT_KNEE - similarity) * BELOW_KNEE_SLOPE);
}

/**
 * The mean of Jaro–Winkler and one less the edit distance per letter. Jaro–Winkler alone is
 * generous to a shared beginning ("Putin"/"Pushkin" 0.87, "Rosan"/"Rosnaft" 0.91) and its
 * greedy letter matching counts one changed vowel in "Biradar"/"Baradar" as two transpositions
 * (0.81); the edit distance sees three changes in the first pair and one in the last.
 */
/** The learned costs are read for tokens with at most this share of their letters changed. */
const LEARNED_SPAN = 0.4;

function letterSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  const plain = levenshtein(a, b);
  // The changes the lists make to a name cost less than a letter (learned-spellings.ts), in
  // tokens that could be one name spelt two ways: at most 40 % of their letters changed
  // (Putin and Pushkin, three of seven, are two names).
  const learned = plain <= LEARNED_SPAN * longer ? learnedDistance(a, b) : plain;
  const edits = Math.min(plain, learned) / longer;
  return (jaroWinklerSimilarity(a, b) + 1 - edits) / 2;
}

/** Persian writes its short vowels e or i (Sher, Shir; Mehdi, Mahdi), which the folding
 * makes a and i: two tokens of the same consonants that differ only in one such inner vowel
 * are one name written two ways, at this similarity. */
export const SHORT_VOWEL_SIMILARITY = 0.93;
/** A Persian or Afghan given name closing in "-ollah" / "-ullah" is also written without it
 * (Ghodratollah, Ghodrat; Rahmatullah, Rahmat): the name and its first half, at this. */
export const COMPOUND_HALF_SIMILARITY = 0.85;

function shortVowelVariant(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  let at = -1;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  if (at <= 0 || at === a.length - 1) return false;
  const pair = a[at]! + b[at]!;
  if (pair !== 'ai' && pair !== 'ia') return false;
  // At least three consonants: "Amin" and "Aman", "Ali" and "Ala" stay apart.
  return a.replace(/[aiu]/g, '').length >= 3;
}

/** Belarusian writes an unstressed o as a (Sakalouski, Sokolovski; Lukashenka, Lukashenko;
 * Ivanava, Ivanova), which the folding makes a and u: two East Slavic surnames of the same
 * consonants that differ only in one or two such vowels are one name written two ways. */
export const EAST_SLAVIC_VOWEL_SIMILARITY = 0.92;
/** An East Slavic surname's ending, as folded: -ov, -ova, -ev, -ovski, -ovskaya, -ski, -in,
 * -ina, -enko, -enka, -ovich (Belarusian and Ukrainian forms already brought to them). */
const EAST_SLAVIC_END = /(uv|uva|av|ava|vski|vskaia|ski|skaia|in|ina|anku|anka|uvish|avish)$/;

function eastSlavicVowelVariant(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 6) return false;
  let changed = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    const pair = a[i]! + b[i]!;
    if ((pair !== 'au' && pair !== 'ua') || (changed += 1) > 2) return false;
  }
  return (
    changed > 0 &&
    EAST_SLAVIC_END.test(a) &&
    EAST_SLAVIC_END.test(b) &&
    a.replace(/[aiu]/g, '').length >= 3
  );
}

/** Slovak and Czech write a woman's surname from abroad with -ová (Tauber, Tauberová; Gil,
 * Gilová; Pacheco, Pachecová), as the EU's Slovak and Czech texts give them: the surname and
 * that form, as folded (-uva), at this similarity. */
export const FEMININE_FORM_SIMILARITY = 0.92;

function feminineForm(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (!long.endsWith('uva') || short.length < 3) return false;
  const stem = long.slice(0, -3);
  return short === stem || short === `${stem}u`;
}

function compoundHalf(a: string, b: string): boolean {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return (
    short.length >= 4 &&
    long.length === short.length + 3 &&
    long.startsWith(short) &&
    /(ula|ala)$/.test(long)
  );
}

/** Two normalised tokens: 1 when equal, an initial's weight when one is the other's initial,
 * else their (steepened) letter similarity, also tried without a particle written solid. */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 1 || b.length === 1) return a[0] === b[0] ? INITIAL_SIMILARITY : 0;
  // "Abd" compounds share their first three letters whatever follows: compare what follows.
  if (a.startsWith('abd') && b.startsWith('abd') && a.length > 4 && b.length > 4) {
    return tokenSimilarity(a.slice(3), b.slice(3));
  }
  if (shortVowelVariant(a, b)) return SHORT_VOWEL_SIMILARITY;
  if (compoundHalf(a, b)) return COMPOUND_HALF_SIMILARITY;
  if (feminineForm(a, b)) return FEMININE_FORM_SIMILARITY;
  if (eastSlavicVowelVariant(a, b)) return EAST_SLAVIC_VOWEL_SIMILARITY;
  let best = letterSimilarity(a, b);
  const strippedA = a.replace(SOLID_PARTICLE, '');
  const strippedB = b.replace(SOLID_PARTICLE, '');
  if (strippedA !== a || strippedB !== b) {
    best = Math.max(best, letterSimilarity(strippedA, strippedB) * SOLID_PARTICLE_FACTOR);
  }
  return steepen(best);
}

/**
 * The best one-to-one pairing of rows (a subject's tokens) with columns (a listed name's
 * tokens) in a row-major similarity matrix: the largest sum of paired similarities. Exact
 * (a depth-first search over the columns still free); names have a handful of tokens.
 */
export function bestAlignmentSum(similarity: ArrayLike<number>, rows: number, cols: number) {
  let best = 0;
  const used = new Uint8Array(cols);
  const search = (row: number, sum: number) => {
    if (row === rows) {
      if (sum > best) best = sum;
      return;
    }
    // Even if every row left paired perfectly, this branch could not win.
    if (sum + (rows - row) <= best) return;
    for (let col = 0; col < cols; col += 1) {
      const value = similarity[row * cols + col]!;
      if (used[col] || value === 0) continue;
      used[col] = 1;
      search(row + 1, sum + value);
      used[col] = 0;
    }
    // This row left unpaired, its column kept for a row below that needs it more.
    search(row + 1, sum);
  };
  search(0, 0);
  return best;
}

/**
 * A token-set score from the best alignment's sum: the mean over the shorter name's tokens
 * (so a listed middle name the subject left out costs only EXTRA_TOKEN_PENALTY each). A
 * person's name is never scored over fewer than two tokens when either name has two: a
 * one-word alias does not match a full name on one word. A company's name is scored over at
 * least half the longer name's words: "Rosneft" is "Rosneft Oil", "Bank" is not "Bank Melli
 * Iran".
 */
export function alignmentScore(
  sum: number,
  subjectTokens: number,
  listedTokens: number,
  kind: ListedPartyKind = 'individual',
) {
  const shorter = Math.min(subjectTokens, listedTokens);
  const longer = Math.max(subjectTokens, listedTokens);
  if (shorter === 0) return 0;
  const least = kind === 'individual' ? Math.min(2, longer) : Math.ceil(longer / 2);
  const denominator = Math.max(shorter, least);
  const penalty = kind === 'individual' ? EXTRA_TOKEN_PENALTY : EXTRA_ENTITY_TOKEN_PENALTY;
  return Math.max(0, sum / denominator - penalty * (longer - shorter));
}

/** Jaro–Winkler of the names' tokens sorted and joined with spaces. */
export function tokenSortSimilarity(a: readonly string[], b: readonly string[]): number {
  return jaroWinklerSimilarity([...a].sort().join(' '), [...b].sort().join(' '));
}

/** A name as the whole-string comparisons see it: tokens sorted and joined with spaces, and
 * tokens in the order written joined without them. */
export type WholeName = { sorted: string; compact: string; count: number };

export function wholeName(tokens: readonly string[]): WholeName {
  return { sorted: [...tokens].sort().join(' '), compact: tokens.join(''), count: tokens.length };
}

/**
 * The whole-string comparison as the name score counts it: the better of the token-sort
 * Jaro–Winkler and the Jaro–Winkler of the tokens written solid, discounted, and only when one
 * name has one token more (a word written apart on one side, solid on the other: "Abu Bakr" /
 * "Abubakr", "Sber Bank" / "Sberbank"). With as many tokens the alignment is the better judge:
 * a shared beginning ("Abdul Karim" / "Abdul Rahim") lifts a whole-string Jaro–Winkler too much.
 */
export function wholeNameScore(a: WholeName, b: WholeName): number {
  if (Math.abs(a.count - b.count) !== 1) return 0;
  // Written apart or solid, a name keeps its letters: "Vladimir Putin" is not "Putin" solid.
  const longer = Math.max(a.compact.length, b.compact.length);
  if (Math.abs(a.compact.length - b.compact.length) > longer * WHOLE_NAME_LENGTH_SLACK) return 0;
  const best = Math.max(
    jaroWinklerSimilarity(a.sorted, b.sorted),
    jaroWinklerSimilarity(a.compact, b.compact),
  );
  return Math.max(0, best - TOKEN_SORT_DISCOUNT);
}

/**
 * Two normalised names (normaliseName's tokens), 0 to 1: the better of the token-set
 * alignment and the token-sorted string comparison.
 */
export function nameSimilarity(
  subject: readonly string[],
  listed: readonly string[],
  kind: ListedPartyKind = 'individual',
): number {
  const rows = subject.length;
  const cols = listed.length;
  const matrix = new Float64Array(rows * cols);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      matrix[row * cols + col] = tokenSimilarity(subject[row]!, listed[col]!);
    }
  }
  const aligned = alignmentScore(bestAlignmentSum(matrix, rows, cols), rows, cols, kind);
  return Math.max(aligned, wholeNameScore(wholeName(subject), wholeName(listed)));
}
