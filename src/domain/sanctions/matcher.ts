// Screening a person or a company against the lists in force (issue 27). The server holds one
// matcher for the lists and screens a customer at every exchange and everyone again when a
// list changes, so a screen must not compare against every listed name: the names are
// indexed by their tokens' blocking keys (a token's first four letters, and those four with
// any one letter left out, so a typo or a transposition near the start still meets), and a
// screen scores only the names that share a close token with the subject and could still
// reach the minimum score.
import { hasArabicScript } from './arabic-script';
import { BIRTH_DATE_EXACT_BONUS, birthDateEffect, births, type DayRange } from './birth-dates';
import { LIST_BOUNDS } from './list-bounds';
import { MAX_SUBJECT_TOKENS, NameIndex } from './name-index';
import { inlineAliasForms } from './inline-aliases';
import { normaliseListedName } from './listed-name-forms';
import { normaliseName } from './normalise';
import { skeletonKey, skeletonSimilarity, skeletonTokens } from './skeleton';
import type {
  BirthRange,
  ListedName,
  ListedPartyKind,
  MatchReason,
  ScreenableEntry,
  ScreeningMatch,
  ScreeningSubject,
} from './list-entry';

const MAX_BONUS = BIRTH_DATE_EXACT_BONUS;
/** A name that meets a listed name only on consonant skeletons, across scripts, scores this
 * fraction of their similarity: a skeleton forgets the vowels, so it is weaker evidence (two
 * skeletons alike throughout are a possible match, never a strong one). */
export const SKELETON_FACTOR = 0.94;
/** A listed name met without its chain of forebears (ben, bent, bin, ibn, ould...: the
 * father's and grandfathers' names) scores this fraction: the whole chain left out costs what
 * one listed word left out does (EXTRA_TOKEN_PENALTY), not one such cost per word of it. */
export const WITHOUT_LINEAGE_FACTOR = 0.97;

export type SanctionsMatcher = {
  /** Every entry of the subject's kind whose best name scores at least minScore, best first. */
  screen(subject: ScreeningSubject, minScore: number): ScreeningMatch[];
  /** How many entries the matcher holds. */
  readonly size: number;
};

type IndexedEntry = { entry: ScreenableEntry; births: DayRange[] };

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The names of an entry the matcher indexes: the primary and the aliases within the list
 * bounds. The entries come from the database, where an import from before the bounds may have
 * left a name of millions of letters (whose folding overflows the stack) or a malformed one:
 * such a name is left out, so no stored text can stop a screening.
 */
function indexableNames(entry: ScreenableEntry): ListedName[] {
  const names: unknown = entry.names;
  if (!Array.isArray(names)) return [];
  return (names as ListedName[])
    .slice(0, 1 + LIST_BOUNDS.aliases)
    .filter((name) => typeof name?.name === 'string' && name.name.length <= LIST_BOUNDS.nameLength);
}

const birthsOf = (entry: ScreenableEntry): DayRange[] => {
  const ranges: unknown = entry.birth_dates;
  if (!Array.isArray(ranges)) return [];
  return births(
    (ranges as BirthRange[]).filter(
      (range) => typeof range?.from === 'string' && typeof range.to === 'string',
    ),
  );
};

/** A matcher over the given entries; build it once per version of the lists in force. */
export function createMatcher(entries: ScreenableEntry[]): SanctionsMatcher {
  const indexed: IndexedEntry[] = entries.map((entry) => ({ entry, births: birthsOf(entry) }));
  const kinds = ['individual', 'entity'] as const;
  const indexOf = (make: (kind: ListedPartyKind) => NameIndex) =>
    Object.fromEntries(kinds.map((kind) => [kind, make(kind)])) as Record<
      ListedPartyKind,
      NameIndex
    >;
  const indexes = indexOf((kind) => new NameIndex(kind));
  // Across scripts names meet on their consonant skeletons (issue 46): a Latin subject against
  // the names listed in Arabic script, a subject in Arabic script against the Latin names. The
  // Latin names' skeleton index is built at the first subject in Arabic script: most matchers
  // never screen one, and it would double the building of the index.
  const scriptSkeletons = indexOf((kind) => new NameIndex(kind, skeletonSimilarity, skeletonKey));
  const latinNames: {
    position: number;
    name: ListedName;
    kind: ListedPartyKind;
    words: string[];
    /** A second form of the name (normaliseListedName), and whom it meets. */
    other: boolean;
    atLeast: boolean;
  }[] = [];
  let latinSkeletons: Record<ListedPartyKind, NameIndex> | null = null;
  const latinSkeletonIndex = () => {
    if (latinSkeletons) return latinSkeletons;
    const built = indexOf((kind) => new NameIndex(kind, skeletonSimilarity, skeletonKey));
    for (const { position, name, kind, words, other, atLeast } of latinNames) {
      if (other) built[kind].add(position, name, skeletonTokens(words), 1, atLeast);
      else built[kind].add(position, name, skeletonTokens(words));
    }
    for (const kind of kinds) built[kind].seal();
    latinSkeletons = built;
    return built;
  };
  indexed.forEach(({ entry }, position) => {
    const index = indexes[entry.kind] as NameIndex | undefined;
    if (!index) return;
    // A name with its other spellings inside it is indexed as each of them (inline-aliases.ts),
    // every form shown as the name the list gives.
    const named = indexableNames(entry).flatMap((name) =>
      inlineAliasForms(name.name).map((text) => ({ name, text })),
    );
    for (const { name, text } of named) {
      const { words, withoutLineage, withoutHonorifics, joined, halves } = normaliseListedName(
        text,
        entry.kind,
      );
      if (words.length === 0) continue;
      index.add(position, name, words);
      // Also as its bearer gives it: given and family name, without the chain of forebears.
      // The chain's words are not in it, so a subject who names only forebears meets the full
      // name alone, and pays for every listed word left out.
      if (withoutLineage) index.add(position, name, withoutLineage, WITHOUT_LINEAGE_FACTOR);
      // Persian names (decision 0061, eighth round), at no cost: without the honorifics
      // (Seyed, Haj) and with a compound given name joined, for a subject of no more words; with
      // a compound written solid in Arabic script split, for a subject of at least as many.
      const forms: [string[], boolean][] = [[words, false]];
      if (withoutHonorifics) forms.push([withoutHonorifics, false]);
      if (joined) forms.push([joined, false]);
      if (halves) forms.push([halves, true]);
      forms.forEach(([form, atLeast], i) => {
        if (i > 0) index.add(position, name, form, 1, atLeast);
        if (hasArabicScript(name.name)) {
          const skeletons = scriptSkeletons[entry.kind];
          if (i === 0) skeletons.add(position, name, skeletonTokens(form));
          else skeletons.add(position, name, skeletonTokens(form), 1, atLeast);
        } else {
          latinNames.push({ position, name, kind: entry.kind, words: form, other: i > 0, atLeast });
        }
      });
    }
  });
  for (const kind of kinds) {
    indexes[kind].seal();
    scriptSkeletons[kind].seal();
  }

  return {
    size: entries.length,
    screen(subject, minScore) {
      const words = normaliseName(`${subject.first} ${subject.last}`, subject.kind).slice(
        0,
        MAX_SUBJECT_TOKENS,
      );
      if (words.length === 0) return [];
      // A birthday can add at most MAX_BONUS: a name below minScore - MAX_BONUS cannot reach.
      const floor = minScore - MAX_BONUS;
      const best = new Map<number, ScreeningMatch>();
      const found = indexes[subject.kind].candidates(words, floor);
      const crossing = hasArabicScript(`${subject.first} ${subject.last}`)
        ? latinSkeletonIndex()
        : scriptSkeletons;
      for (const { name, score } of crossing[subject.kind].candidates(
        skeletonTokens(words),
        floor / SKELETON_FACTOR,
      )) {
        found.push({ name, score: score * SKELETON_FACTOR });
      }
      for (const { name, score } of found) {
        const { entry, births: ranges } = indexed[name.entry]!;
        const birth = birthDateEffect(subject.birth_date, ranges);
        // An exact listed name always goes to review: a different birth date is shown as a
        // reason against it, never a reason to clear it (issue 46).
        const change = score >= 1 ? Math.max(0, birth.change) : birth.change;
        const total = round4(Math.min(1, Math.max(0, score + change)));
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
