// One name index's tokens by their blocking keys (name-index.ts), and the tokens close to a
// subject's token, found through them.

/** Token pairs less alike than this (different names, after similarity's steepening) do not
 * propose a listed name; the bound counts them at this much. */
export const GATHER_SIMILARITY = 0.5;
/** How many subject tokens' similar-token lists a matcher remembers across screens. */
const SIMILAR_CACHE_SIZE = 100_000;

/** A subject token's close vocabulary tokens; `solid` marks a token that begins the other (a
 * word written solid on one side and apart on the other). */
export type SimilarTokens = { ids: number[]; values: number[]; solid: boolean[]; cost: number };

/** A token's blocking keys: its first four letters, and those with any one left out. */
function blockingKeys(token: string): string[] {
  if (token.length < 2) return [];
  const prefix = token.slice(0, 4);
  const keys = [prefix];
  if (prefix.length >= 3) {
    for (let i = 0; i < prefix.length; i += 1) {
      keys.push(prefix.slice(0, i) + prefix.slice(i + 1));
    }
  }
  // A particle written solid ("binladan", "alzavahiri") is indexed under the name too.
  const solid = /^(al|el|bin|ben|ibn)(?=[a-z]{4})/.exec(token);
  if (solid) keys.push(...blockingKeys(token.slice(solid[0].length)));
  return keys;
}

/** A name index's vocabulary by blocking keys: `vocabulary` and `postings` are the index's own
 * (its tokens, and the names holding each), read as the index grows. */
export class SimilarTokenIndex {
  private readonly keys = new Map<string, number[]>();
  private readonly similarCache = new Map<string, SimilarTokens>();

  /** `compare` scores two tokens, and tokens meet on the blocking keys of `keyOf`. */
  constructor(
    private readonly vocabulary: readonly string[],
    private readonly postings: readonly (readonly number[])[],
    private readonly compare: (a: string, b: string) => number,
    private readonly keyOf: (token: string) => string,
  ) {}

  /** File a new vocabulary token under its blocking keys. */
  add(word: string, vocabularyId: number) {
    for (const key of new Set(blockingKeys(this.keyOf(word)))) {
      const bucket = this.keys.get(key);
      if (bucket) bucket.push(vocabularyId);
      else this.keys.set(key, [vocabularyId]);
    }
  }

  /** The vocabulary tokens at least GATHER_SIMILARITY alike to a subject's token, found
   * through the blocking keys; kept across screens, since names repeat. */
  similarTokens(word: string): SimilarTokens {
    const known = this.similarCache.get(word);
    if (known) return known;
    const ids: number[] = [];
    const values: number[] = [];
    const solid: boolean[] = [];
    let cost = 0;
    const seen = new Set<number>();
    for (const key of blockingKeys(this.keyOf(word))) {
      for (const vocabularyId of this.keys.get(key) ?? []) {
        if (seen.has(vocabularyId)) continue;
        seen.add(vocabularyId);
        const token = this.vocabulary[vocabularyId]!;
        const value = this.compare(word, token);
        // A token that begins the other may be a word written solid on one side ("Sber" in
        // "Sberbank"), which the whole-name comparison can still match: it proposes too.
        const solidPart = token.startsWith(word) || word.startsWith(token);
        if (value < GATHER_SIMILARITY && !solidPart) continue;
        ids.push(vocabularyId);
        values.push(value);
        solid.push(solidPart && value < GATHER_SIMILARITY);
        cost += this.postings[vocabularyId]!.length;
      }
    }
    const found = { ids, values, solid, cost };
    if (this.similarCache.size >= SIMILAR_CACHE_SIZE) this.similarCache.clear();
    this.similarCache.set(word, found);
    return found;
  }
}
