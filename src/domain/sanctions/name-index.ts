// One kind's listed names (individuals or entities), indexed for screening (matcher.ts): the
// names by their tokens' blocking keys (similar-tokens.ts), and the scoring of a subject against
// the names that share a close token with it and could still reach the minimum score.
import { normaliseName } from './normalise';
import {
  alignmentScore,
  bestAlignmentSum,
  INITIAL_SIMILARITY,
  tokenSimilarity,
  wholeName,
  wholeNameScore,
  type WholeName,
} from './similarity';
import type { ListedName, ListedPartyKind } from './list-entry';
import { GATHER_SIMILARITY, SimilarTokenIndex, type SimilarTokens } from './similar-tokens';

/** An alias the UN rates "Low" (often a bare kunya or a partial name) counts for less. */
export const LOW_QUALITY_ALIAS_FACTOR = 0.85;

export type IndexedName = {
  entry: number;
  name: ListedName;
  /** Vocabulary ids of the name's tokens. */
  tokens: Int32Array;
  whole: WholeName;
  factor: number;
  initials: number;
  /** A name without its chain of forebears meets only a subject of no more words than it
   * (given and family name): a longer subject names forebears of its own. */
  subjectTokens: number;
  /** A listed name with a compound given name split into its halves («علیرضا» as Ali Reza)
   * meets only a subject of at least as many words: one who wrote both halves. */
  leastSubjectTokens: number;
};

/** A subject's tokens past this many are not screened (no real name has so many). */
export const MAX_SUBJECT_TOKENS = 12;
/** Screen stamps start again before stamp × MAX_SUBJECT_TOKENS leaves a 32-bit integer. */
const STAMP_LIMIT = Math.floor(2 ** 31 / MAX_SUBJECT_TOKENS) - 1;

/** One kind's names (individuals or entities), indexed. */
export class NameIndex {
  readonly names: IndexedName[] = [];
  readonly vocabulary: string[] = [];
  private readonly vocabularyIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly blocking: SimilarTokenIndex;

  // Per-screen scratch, reused: a stamp says which screen (and subject token) wrote a slot.
  private screenStamp = 0;
  private nameStamp = new Int32Array(0);
  private nameTokenStamp = new Int32Array(0);
  private nameTokenBest = new Float64Array(0);
  private nameUpper = new Float64Array(0);
  private nameHits = new Uint8Array(0);
  private nameSolid = new Uint8Array(0);
  private matrix = new Float64Array(64);
  private similarityStamps: Int32Array[] = [];
  private similarities: Float64Array[] = [];

  /** `compare` scores two tokens, and tokens meet on the blocking keys of `keyOf` (skeleton
   * indexes compare with skeletonSimilarity, and block g with k). */
  constructor(
    private readonly kind: ListedPartyKind,
    private readonly compare: (a: string, b: string) => number = tokenSimilarity,
    keyOf: (token: string) => string = (token) => token,
  ) {
    this.blocking = new SimilarTokenIndex(this.vocabulary, this.postings, compare, keyOf);
  }

  /** Index a listed name, as normaliseName's tokens or as the tokens given (skeletons); a
   * name without its chain of forebears with its own factor (matcher.ts). */
  add(
    entry: number,
    name: ListedName,
    words = normaliseName(name.name, this.kind),
    withoutLineageFactor?: number,
    atLeastAsLong = false,
  ) {
    if (words.length === 0) return;
    const tokens = new Int32Array(words.map((word) => this.vocabularyId(word)));
    const id = this.names.length;
    for (const token of new Set(tokens)) this.postings[token]!.push(id);
    this.names.push({
      entry,
      name,
      tokens,
      whole: wholeName(words),
      factor:
        (name.kind === 'alias' && name.quality === 'low' ? LOW_QUALITY_ALIAS_FACTOR : 1) *
        (withoutLineageFactor ?? 1),
      initials: words.filter((word) => word.length === 1).length,
      subjectTokens:
        withoutLineageFactor === undefined || atLeastAsLong ? MAX_SUBJECT_TOKENS : words.length,
      leastSubjectTokens: atLeastAsLong ? words.length : 0,
    });
  }

  private vocabularyId(word: string): number {
    const known = this.vocabularyIds.get(word);
    if (known !== undefined) return known;
    const id = this.vocabulary.length;
    this.vocabulary.push(word);
    this.vocabularyIds.set(word, id);
    this.postings.push([]);
    this.blocking.add(word, id);
    return id;
  }

  /** Size the scratch arrays once the index is complete. */
  seal() {
    this.nameStamp = new Int32Array(this.names.length);
    this.nameTokenStamp = new Int32Array(this.names.length);
    this.nameTokenBest = new Float64Array(this.names.length);
    this.nameUpper = new Float64Array(this.names.length);
    this.nameHits = new Uint8Array(this.names.length);
    this.nameSolid = new Uint8Array(this.names.length);
  }

  private resetStamps() {
    this.screenStamp = 0;
    this.nameStamp.fill(0);
    this.nameTokenStamp.fill(0);
    for (const stamps of this.similarityStamps) stamps.fill(0);
  }

  private scratchFor(row: number) {
    while (this.similarities.length <= row) {
      this.similarities.push(new Float64Array(this.vocabulary.length));
      this.similarityStamps.push(new Int32Array(this.vocabulary.length));
    }
    return { values: this.similarities[row]!, stamps: this.similarityStamps[row]! };
  }

  /** The similarity of the subject's row-th token to a vocabulary token, computed once per
   * screen. */
  private similarity(row: number, word: string, vocabularyId: number) {
    const { values, stamps } = this.scratchFor(row);
    if (stamps[vocabularyId] === this.screenStamp) return values[vocabularyId]!;
    const value = this.compare(word, this.vocabulary[vocabularyId]!);
    stamps[vocabularyId] = this.screenStamp;
    values[vocabularyId] = value;
    return value;
  }

  /**
   * Each indexed name that could score at least `floor` (name score, before the birth date),
   * with its exact name score.
   */
  candidates(words: string[], floor: number): { name: IndexedName; score: number }[] {
    if (this.screenStamp >= STAMP_LIMIT) this.resetStamps();
    this.screenStamp += 1;
    const stamp = this.screenStamp;
    const rows = words.length;
    const initialRows = words.filter((word) => word.length === 1).length;
    const wordRows: { row: number; similar: SimilarTokens }[] = [];
    words.forEach((word, row) => {
      if (word.length === 1) return;
      const similar = this.blocking.similarTokens(word);
      const { values, stamps } = this.scratchFor(row);
      similar.ids.forEach((vocabularyId, i) => {
        stamps[vocabularyId] = stamp;
        values[vocabularyId] = similar.values[i]!;
      });
      wordRows.push({ row, similar });
    });
    // A name that can reach the floor has close tokens for at least `needed` of the subject's
    // tokens (two for a person, when the floor is a real one): so only the rarest rows but
    // (needed - 1) have to propose names, and the others only complete their bounds.
    const needed = this.kind === 'individual' && rows >= 2 && floor >= 0.75 ? 2 : 1;
    const proposers = Math.max(1, wordRows.length - Math.max(1, needed - initialRows) + 1);
    wordRows.sort((a, b) => a.similar.cost - b.similar.cost);

    const touched: number[] = [];
    const propose = (nameId: number) => {
      this.nameStamp[nameId] = stamp;
      this.nameUpper[nameId] = 0;
      this.nameHits[nameId] = 0;
      this.nameSolid[nameId] = 0;
      touched.push(nameId);
    };
    wordRows.forEach(({ row, similar }, order) => {
      const proposes = order < proposers;
      const rowStamp = stamp * MAX_SUBJECT_TOKENS + row;
      similar.ids.forEach((vocabularyId, i) => {
        // For the bound a row's token counts at least what an ungathered one may be.
        const value = Math.max(similar.values[i]!, GATHER_SIMILARITY);
        const solid = similar.solid[i]!;
        for (const nameId of this.postings[vocabularyId]!) {
          if (this.nameStamp[nameId] !== stamp) {
            if (!proposes) continue;
            propose(nameId);
          }
          // Only the whole-name comparison sees a name written solid on one side.
          if (solid) this.nameSolid[nameId] = 1;
          if (this.nameTokenStamp[nameId] !== rowStamp) {
            this.nameTokenStamp[nameId] = rowStamp;
            this.nameTokenBest[nameId] = value;
            this.nameUpper[nameId]! += value;
            this.nameHits[nameId]! += 1;
          } else if (value > this.nameTokenBest[nameId]!) {
            this.nameUpper[nameId]! += value - this.nameTokenBest[nameId]!;
            this.nameTokenBest[nameId] = value;
          }
        }
      });
    });

    // Two of the subject's words written solid may be one word of a listed name ("Wali Jan" /
    // "Walijan", «ما يشو» / "Maychou"): the names with the two joined as a token are proposed
    // too, for the whole-name comparison. Only the very token: a fuzzy look-up for every pair
    // of words cost a third more per screen.
    for (let row = 0; row + 1 < words.length; row += 1) {
      const joined = this.vocabularyIds.get(words[row]! + words[row + 1]!);
      if (joined === undefined || words[row]!.length === 1 || words[row + 1]!.length === 1) {
        continue;
      }
      for (const nameId of this.postings[joined]!) {
        if (this.nameStamp[nameId] !== stamp) propose(nameId);
        this.nameSolid[nameId] = 1;
      }
    }

    const found: { name: IndexedName; score: number }[] = [];
    const whole = wholeName(words);
    for (const nameId of touched) {
      const name = this.names[nameId]!;
      if (rows > name.subjectTokens || rows < name.leastSubjectTokens) continue;
      const cols = name.tokens.length;
      // Rows without a close token are below GATHER_SIMILARITY, or an initial's at most.
      const missed = wordRows.length - this.nameHits[nameId]!;
      const missedUpper = missed * (name.initials > 0 ? INITIAL_SIMILARITY : GATHER_SIMILARITY);
      const upperSum = this.nameUpper[nameId]! + missedUpper + initialRows * INITIAL_SIMILARITY;
      const upper = alignmentScore(upperSum, rows, cols, this.kind);
      // Below the bound only a name written apart on one side and solid on the other (which
      // the alignment cannot see) can still reach the floor, on the whole-name comparison.
      const score =
        upper * name.factor >= floor || this.nameSolid[nameId] === 1
          ? this.score(words, whole, name) * name.factor
          : wholeNameScore(whole, name.whole) * name.factor;
      if (score >= floor) found.push({ name, score });
    }
    return found;
  }

  private score(words: string[], whole: WholeName, name: IndexedName): number {
    const rows = words.length;
    const cols = name.tokens.length;
    if (this.matrix.length < rows * cols) this.matrix = new Float64Array(rows * cols * 2);
    const matrix = this.matrix;
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        matrix[row * cols + col] = this.similarity(row, words[row]!, name.tokens[col]!);
      }
    }
    const aligned = alignmentScore(bestAlignmentSum(matrix, rows, cols), rows, cols, this.kind);
    return Math.max(aligned, wholeNameScore(whole, name.whole));
  }
}
