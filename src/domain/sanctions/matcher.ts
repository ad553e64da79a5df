// Screening a person or a company against the lists in force (issue 27). The server holds one
// matcher for the lists and screens a customer at every exchange and everyone again when a
// list changes, so a screen must not compare against every listed name: the names are
// indexed by their tokens' blocking keys (a token's first four letters, and those four with
// any one letter left out, so a typo or a transposition near the start still meets), and a
// screen scores only the names that share a close token with the subject and could still
// reach the minimum score.
import { normaliseName } from './normalise';
import {
  alignmentScore,
  bestAlignmentSum,
  INITIAL_SIMILARITY,
  tokenSimilarity,
  tokenSortScore,
} from './similarity';
import type {
  BirthRange,
  ListedName,
  ListedPartyKind,
  MatchReason,
  ScreenableEntry,
  ScreeningMatch,
  ScreeningSubject,
} from './list-entry';

/** An alias the UN rates "Low" (often a bare kunya or a partial name) counts for less. */
export const LOW_QUALITY_ALIAS_FACTOR = 0.92;
/** The subject's birthday on a listed exact date, inside a listed year or wider range, or only
 * in a listed range's years: how much each raises the score. */
export const BIRTH_DATE_EXACT_BONUS = 0.08;
export const BIRTH_DATE_YEAR_RANGE_BONUS = 0.05;
export const BIRTH_DATE_WIDE_RANGE_BONUS = 0.03;
export const BIRTH_YEAR_BONUS = 0.03;
/** The entry has birth dates and none is within a year of the subject's: a different person
 * more likely than not, so the score falls (an exact name alone then stays below review). */
export const BIRTH_DATE_DIFFERS_PENALTY = 0.15;
const MAX_BONUS = BIRTH_DATE_EXACT_BONUS;
/** The token-sort comparison can lift a name the alignment bound ruled out by about this. */
const TOKEN_SORT_SLACK = 0.08;

export type SanctionsMatcher = {
  /** Every entry of the subject's kind whose best name scores at least minScore, best first. */
  screen(subject: ScreeningSubject, minScore: number): ScreeningMatch[];
  /** How many entries the matcher holds. */
  readonly size: number;
};

type IndexedName = {
  entry: number;
  name: ListedName;
  /** Vocabulary ids of the name's tokens. */
  tokens: Int32Array;
  sorted: string;
  factor: number;
  initials: number;
};

type IndexedEntry = { entry: ScreenableEntry; births: { from: number; to: number }[] };

const DAY_MS = 86_400_000;
/** A subject's tokens past this many are not screened (no real name has so many). */
export const MAX_SUBJECT_TOKENS = 12;
/** Screen stamps start again before stamp × MAX_SUBJECT_TOKENS leaves a 32-bit integer. */
const STAMP_LIMIT = Math.floor(2 ** 31 / MAX_SUBJECT_TOKENS) - 1;

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

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

/** One kind's names (individuals or entities), indexed. */
class NameIndex {
  readonly names: IndexedName[] = [];
  readonly vocabulary: string[] = [];
  private readonly vocabularyIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly keys = new Map<string, number[]>();

  // Per-screen scratch, reused: a stamp says which screen (and subject token) wrote a slot.
  private screenStamp = 0;
  private nameStamp = new Int32Array(0);
  private nameTokenStamp = new Int32Array(0);
  private nameTokenBest = new Float64Array(0);
  private nameUpper = new Float64Array(0);
  private similarityStamps: Int32Array[] = [];
  private similarities: Float64Array[] = [];

  constructor(private readonly kind: ListedPartyKind) {}

  add(entry: number, name: ListedName) {
    const words = normaliseName(name.name, this.kind);
    if (words.length === 0) return;
    const tokens = new Int32Array(words.map((word) => this.vocabularyId(word)));
    const id = this.names.length;
    for (const token of new Set(tokens)) this.postings[token]!.push(id);
    this.names.push({
      entry,
      name,
      tokens,
      sorted: [...words].sort().join(' '),
      factor: name.kind === 'alias' && name.quality === 'low' ? LOW_QUALITY_ALIAS_FACTOR : 1,
      initials: words.filter((word) => word.length === 1).length,
    });
  }

  private vocabularyId(word: string): number {
    const known = this.vocabularyIds.get(word);
    if (known !== undefined) return known;
    const id = this.vocabulary.length;
    this.vocabulary.push(word);
    this.vocabularyIds.set(word, id);
    this.postings.push([]);
    for (const key of new Set(blockingKeys(word))) {
      const bucket = this.keys.get(key);
      if (bucket) bucket.push(id);
      else this.keys.set(key, [id]);
    }
    return id;
  }

  /** Size the scratch arrays once the index is complete. */
  seal() {
    this.nameStamp = new Int32Array(this.names.length);
    this.nameTokenStamp = new Int32Array(this.names.length);
    this.nameTokenBest = new Float64Array(this.names.length);
    this.nameUpper = new Float64Array(this.names.length);
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
    const value = tokenSimilarity(word, this.vocabulary[vocabularyId]!);
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
    const touched: number[] = [];
    const seen = new Set<number>();
    let subjectInitials = 0;
    for (let row = 0; row < words.length; row += 1) {
      const word = words[row]!;
      if (word.length === 1) {
        subjectInitials += 1;
        continue;
      }
      const rowStamp = stamp * MAX_SUBJECT_TOKENS + row;
      seen.clear();
      for (const key of blockingKeys(word)) {
        const bucket = this.keys.get(key);
        if (!bucket) continue;
        for (const vocabularyId of bucket) {
          if (seen.has(vocabularyId)) continue;
          seen.add(vocabularyId);
          const value = this.similarity(row, word, vocabularyId);
          if (value === 0) continue;
          for (const nameId of this.postings[vocabularyId]!) {
            if (this.nameStamp[nameId] !== stamp) {
              this.nameStamp[nameId] = stamp;
              this.nameUpper[nameId] = 0;
              touched.push(nameId);
            }
            if (this.nameTokenStamp[nameId] !== rowStamp) {
              this.nameTokenStamp[nameId] = rowStamp;
              this.nameTokenBest[nameId] = value;
              this.nameUpper[nameId]! += value;
            } else if (value > this.nameTokenBest[nameId]!) {
              this.nameUpper[nameId]! += value - this.nameTokenBest[nameId]!;
              this.nameTokenBest[nameId] = value;
            }
          }
        }
      }
    }

    const found: { name: IndexedName; score: number }[] = [];
    const sortedWords = [...words].sort().join(' ');
    for (const nameId of touched) {
      const name = this.names[nameId]!;
      const cols = name.tokens.length;
      const initialsUpper =
        INITIAL_SIMILARITY * Math.min(words.length, subjectInitials + name.initials);
      const upperSum = this.nameUpper[nameId]! + initialsUpper;
      const upper = alignmentScore(upperSum, words.length, cols, this.kind);
      if (upper * name.factor < floor - TOKEN_SORT_SLACK) continue;
      const score = this.score(words, sortedWords, name) * name.factor;
      if (score >= floor) found.push({ name, score });
    }
    return found;
  }

  private score(words: string[], sortedWords: string, name: IndexedName): number {
    const rows = words.length;
    const cols = name.tokens.length;
    const matrix = new Float64Array(rows * cols);
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        matrix[row * cols + col] = this.similarity(row, words[row]!, name.tokens[col]!);
      }
    }
    const aligned = alignmentScore(bestAlignmentSum(matrix, rows, cols), rows, cols, this.kind);
    return Math.max(aligned, tokenSortScore(sortedWords, name.sorted, rows, cols));
  }
}

/** How the subject's birthday bears on an entry: a change to the score and its reason. */
function birthDateEffect(
  birthDate: string | null,
  births: { from: number; to: number }[],
): { change: number; reason: MatchReason | null } {
  if (birthDate === null || births.length === 0) return { change: 0, reason: null };
  const day = dayNumber(birthDate);
  if (Number.isNaN(day)) return { change: 0, reason: null };
  const year = Number(birthDate.slice(0, 4));
  let best: { change: number; reason: MatchReason | null } = {
    change: -BIRTH_DATE_DIFFERS_PENALTY,
    reason: 'birth_date_differs',
  };
  for (const range of births) {
    const distance = day < range.from ? range.from - day : day > range.to ? day - range.to : 0;
    let effect: { change: number; reason: MatchReason | null };
    if (distance === 0) {
      const width = range.to - range.from;
      const change =
        width === 0
          ? BIRTH_DATE_EXACT_BONUS
          : width <= 366
            ? BIRTH_DATE_YEAR_RANGE_BONUS
            : BIRTH_DATE_WIDE_RANGE_BONUS;
      effect = { change, reason: 'birth_date' };
    } else if (yearOf(range.from) <= year && year <= yearOf(range.to)) {
      effect = { change: BIRTH_YEAR_BONUS, reason: 'birth_year' };
    } else if (distance <= 365) {
      effect = { change: 0, reason: null };
    } else {
      continue;
    }
    if (best.reason === 'birth_date_differs' || effect.change > best.change) best = effect;
  }
  return best;
}

function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

function births(ranges: BirthRange[]) {
  return ranges
    .map((range) => ({ from: dayNumber(range.from), to: dayNumber(range.to) }))
    .filter((range) => !Number.isNaN(range.from) && !Number.isNaN(range.to));
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A matcher over the given entries; build it once per version of the lists in force. */
export function createMatcher(entries: ScreenableEntry[]): SanctionsMatcher {
  const indexed: IndexedEntry[] = entries.map((entry) => ({
    entry,
    births: births(entry.birth_dates),
  }));
  const indexes: Record<ListedPartyKind, NameIndex> = {
    individual: new NameIndex('individual'),
    entity: new NameIndex('entity'),
  };
  indexed.forEach(({ entry }, position) => {
    for (const name of entry.names) indexes[entry.kind].add(position, name);
  });
  indexes.individual.seal();
  indexes.entity.seal();

  return {
    size: entries.length,
    screen(subject, minScore) {
      const words = normaliseName(`${subject.first} ${subject.last}`, subject.kind).slice(
        0,
        MAX_SUBJECT_TOKENS,
      );
      if (words.length === 0) return [];
      // A birthday can add at most MAX_BONUS: a name below minScore - MAX_BONUS cannot reach.
      const best = new Map<number, ScreeningMatch>();
      for (const { name, score } of indexes[subject.kind].candidates(words, minScore - MAX_BONUS)) {
        const { entry, births: ranges } = indexed[name.entry]!;
        const birth = birthDateEffect(subject.birth_date, ranges);
        const total = round4(Math.min(1, Math.max(0, score + birth.change)));
        if (total < minScore) continue;
        const known = best.get(name.entry);
        if (known && known.score >= total) continue;
        const reasons: MatchReason[] = [name.name.kind === 'primary' ? 'name' : 'alias'];
        if (birth.reason) reasons.push(birth.reason);
        best.set(name.entry, {
          entry_id: entry.id,
          source: entry.source,
          reference: entry.reference,
          score: total,
          matched_name: name.name.name,
          reasons,
        });
      }
      return [...best.values()].sort(
        (a, b) => b.score - a.score || a.reference.localeCompare(b.reference),
      );
    },
  };
}
