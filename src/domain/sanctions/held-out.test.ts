import { describe, expect, it } from 'vitest';
import {
  AU_HELD_OUT_ENTRIES,
  AU_HELD_OUT_PAIRS,
  CA_HELD_OUT_ENTRIES,
  CA_HELD_OUT_PAIRS,
  CH_HELD_OUT_ENTRIES,
  CH_HELD_OUT_PAIRS,
  CH_SECO_HELD_OUT_ENTRIES,
  CH_SECO_HELD_OUT_PAIRS,
  AU_2026_HELD_OUT_ENTRIES,
  AU_2026_HELD_OUT_PAIRS,
  EU_2026_HELD_OUT_ENTRIES,
  EU_2026_HELD_OUT_PAIRS,
  EU_OJ_2026_HELD_OUT_ENTRIES,
  EU_OJ_2026_HELD_OUT_PAIRS,
  EU_HELD_OUT_ENTRIES,
  EU_HELD_OUT_PAIRS,
  EU_OJ_HELD_OUT_ENTRIES,
  EU_OJ_HELD_OUT_PAIRS,
  FR_HELD_OUT_ENTRIES,
  FR_HELD_OUT_PAIRS,
  JP_HELD_OUT_ENTRIES,
  JP_HELD_OUT_PAIRS,
  NZ_HELD_OUT_ENTRIES,
  NZ_HELD_OUT_PAIRS,
  UK_HELD_OUT_ENTRIES,
  UK_HELD_OUT_PAIRS,
} from './fixtures/held-out-pairs';
import type { LabelledPair } from './fixtures/labelled-book';
import { DEFAULT_SCREENING_THRESHOLDS, type ScreenableEntry } from './list-entry';
import { createMatcher } from './matcher';

// The held-out sets of issue 46, screened at the possible-match threshold: the figures measured
// once on each, or reached by the round that read its misses, are floors, so a change that
// loses a pair or holds somebody else fails here. docs/benchmarks.md says what each still misses.
function measure(entries: readonly ScreenableEntry[], pairs: readonly LabelledPair[]) {
  const matcher = createMatcher([...entries]);
  let caught = 0;
  let listed = 0;
  let held = 0;
  for (const pair of pairs) {
    const hit = matcher
      .screen(pair.subject, DEFAULT_SCREENING_THRESHOLDS.possible)
      .some((match) => match.entry_id === pair.entry.id);
    if (pair.listed) {
      listed += 1;
      if (hit) caught += 1;
    } else if (hit) held += 1;
  }
  return { caught, listed, held, others: pairs.length - listed };
}

type HeldOutSet = {
  name: string;
  // When it was measured once, and what since.
  history: string;
  entries: readonly ScreenableEntry[];
  pairs: readonly LabelledPair[];
  // Same-person and somebody-else pairs.
  size: [number, number];
  // At least this many caught; at most this many somebody else held.
  caught: number;
  held: number;
};

const SETS: HeldOutSet[] = [
  {
    name: 'EU Official Journal 2026',
    history:
      'names as a Russian or Ukrainian passport romanises them; measured once at 0.994 after ' +
      'the fourteenth round; the 2 held share a given name and patronymic, or Myint',
    entries: EU_OJ_2026_HELD_OUT_ENTRIES,
    pairs: EU_OJ_2026_HELD_OUT_PAIRS,
    size: [319, 160],
    caught: 317,
    held: 2,
  },
  {
    name: 'EU 2026',
    history:
      'measured once at 0.941 after the thirteenth round; the fourteenth read Czech and ' +
      'Swedish surnames with j and Belarusian -au; 7 of the 10 left are translated nicknames, ' +
      'other names or a garbled source',
    entries: EU_2026_HELD_OUT_ENTRIES,
    pairs: EU_2026_HELD_OUT_PAIRS,
    size: [269, 166],
    caught: 259,
    held: 0,
  },
  {
    name: 'Australian 2026',
    history:
      'measured once at 0.959 with the learned spellings and the thirteenth round; then ' +
      'Zhang and Chang',
    entries: AU_2026_HELD_OUT_ENTRIES,
    pairs: AU_2026_HELD_OUT_PAIRS,
    size: [97, 160],
    caught: 94,
    held: 0,
  },
  {
    name: 'Swiss SECO',
    history:
      'measured once at 0.951 before the learned spellings and once at 0.966 after (two pairs ' +
      'then taken out joined different persons); the costs made both ways alike since, and the ' +
      'thirteenth round read East Slavic names in the Czech system without a patronymic; the ' +
      'one held is a namesake, Tatyana Lobach; then Zhou and Chou, Fedir, Zmitser, -ovytj and ' +
      'the Slovak -ová with j',
    entries: CH_SECO_HELD_OUT_ENTRIES,
    pairs: CH_SECO_HELD_OUT_PAIRS,
    size: [594, 161],
    caught: 588,
    held: 1,
  },
  {
    name: 'Canadian',
    history:
      'measured once at 0.914 (two pairs then taken out joined different persons); the ' +
      'eleventh round read the Swedish j beside an English patronymic, the Estonian tš, -avitj, ' +
      'Deev, lj and nj, and the Slovak -ová; the twelfth, Ukrainian surnames with a háček and ' +
      'the Slavic -ec; the learned spellings, one more',
    entries: CA_HELD_OUT_ENTRIES,
    pairs: CA_HELD_OUT_PAIRS,
    size: [265, 160],
    caught: 261,
    held: 0,
  },
  {
    name: 'French',
    history: 'measured once at 0.936; the tenth round read the Czech system, -euna, Abdesamad',
    entries: FR_HELD_OUT_ENTRIES,
    pairs: FR_HELD_OUT_PAIRS,
    size: [234, 185],
    caught: 225,
    held: 0,
  },
  {
    name: 'New Zealand',
    history: 'measured once at 0.968 after the ninth round; its two misses are other letters',
    entries: NZ_HELD_OUT_ENTRIES,
    pairs: NZ_HELD_OUT_PAIRS,
    size: [63, 160],
    caught: 61,
    held: 0,
  },
  {
    name: 'Japanese',
    history: 'measured once at 0.963; the ninth round read the soft sign written j, and ё',
    entries: JP_HELD_OUT_ENTRIES,
    pairs: JP_HELD_OUT_PAIRS,
    size: [161, 160],
    caught: 159,
    held: 0,
  },
  {
    name: 'EU Official Journal',
    history:
      'measured once at 0.877; the eighth round read Persian in Arabic script, the ninth ' +
      'Artem, the tenth the Czech system, the eleventh the spellings inside a name ' +
      '(a.k.a.), the twelfth a word of two scripts (CАТ); most misses left are the ' +
      'source’s name fields',
    entries: EU_OJ_HELD_OUT_ENTRIES,
    pairs: EU_OJ_HELD_OUT_PAIRS,
    size: [555, 404],
    caught: 529,
    held: 0,
  },
  {
    name: 'Swiss',
    history: 'measured once at 0.902; the seventh round left the chain of forebears out',
    entries: CH_HELD_OUT_ENTRIES,
    pairs: CH_HELD_OUT_PAIRS,
    size: [51, 114],
    caught: 51,
    held: 0,
  },
  {
    name: 'Australian',
    history: 'measured once at 0.978; seen in the sixth round',
    entries: AU_HELD_OUT_ENTRIES,
    pairs: AU_HELD_OUT_PAIRS,
    size: [186, 169],
    caught: 185,
    held: 0,
  },
  {
    name: 'EU travel-ban',
    history:
      'measured once at 0.936; seen in the fifth round; the 4 held are an exact namesake, a ' +
      'listed two-word name inside a longer one (twice) and a Burmese look-alike',
    entries: EU_HELD_OUT_ENTRIES,
    pairs: EU_HELD_OUT_PAIRS,
    size: [342, 228],
    caught: 336,
    held: 4,
  },
  {
    name: 'UK',
    history:
      'seen in the fourth round; the eleventh round reads tj as ч, and loses Artjakov ' +
      '(Артяков); the learned spellings catch it again',
    entries: UK_HELD_OUT_ENTRIES,
    pairs: UK_HELD_OUT_PAIRS,
    size: [196, 160],
    caught: 194,
    held: 0,
  },
];

for (const set of SETS) {
  describe(`the ${set.name} held-out pairs (${set.history})`, () => {
    const result = measure(set.entries, set.pairs);

    it(`hold ${set.size[0]} same-person and ${set.size[1]} somebody-else pairs`, () => {
      expect([result.listed, result.others]).toEqual(set.size);
    });

    it(`are caught ${set.caught} of ${set.size[0]} at least`, () => {
      expect(result.caught).toBeGreaterThanOrEqual(set.caught);
    });

    it(`hold at most ${set.held} somebody else`, () => {
      expect(result.held).toBeLessThanOrEqual(set.held);
    });
  });
}
