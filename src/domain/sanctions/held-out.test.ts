import { describe, expect, it } from 'vitest';
import {
  AU_HELD_OUT_ENTRIES,
  AU_HELD_OUT_PAIRS,
  CH_HELD_OUT_ENTRIES,
  CH_HELD_OUT_PAIRS,
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
// once on each are floors, so a change that loses a pair or holds somebody else fails here.
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
  return { recall: caught / listed, caught, listed, held, others: pairs.length - listed };
}

describe('the French held-out pairs (measured once at 0.936, seen in the tenth round)', () => {
  const result = measure(FR_HELD_OUT_ENTRIES, FR_HELD_OUT_PAIRS);

  it('hold 234 same-person and 185 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([234, 185]);
  });

  it('are caught with recall of at least 0.961 (225 of 234) since the tenth round', () => {
    // Measured once at 0.936 (219 of 234); the tenth round read the Czech system (Jevgeněvič),
    // Belarusian -euna, "Abd es-" with one s, and Iskandar as a name of its own. Still missed:
    // other names (Salomon / Simon), Korean forms, a name written solid in presentation forms;
    // see docs/benchmarks.md.
    expect(result.caught).toBeGreaterThanOrEqual(225);
    expect(result.recall).toBeGreaterThanOrEqual(0.961);
  });

  it('hold nobody else, as measured (0 of 185)', () => {
    expect(result.held).toBe(0);
  });
});

describe('the New Zealand held-out pairs (measured once at 0.968 after the ninth round)', () => {
  const result = measure(NZ_HELD_OUT_ENTRIES, NZ_HELD_OUT_PAIRS);

  it('hold 63 same-person and 160 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([63, 160]);
  });

  it('are caught with recall of at least 0.968 (61 of 63), as measured', () => {
    // Missed: "Sum Nam KANG" against Sun-Nam KANG and Majid Reza NAYYARI ANGILI against
    // NIYAZI-ANGILI (other letters); see docs/benchmarks.md.
    expect(result.caught).toBeGreaterThanOrEqual(61);
    expect(result.recall).toBeGreaterThanOrEqual(0.968);
  });

  it('hold nobody else, as measured (0 of 160)', () => {
    expect(result.held).toBe(0);
  });
});

describe('the Japanese held-out pairs (measured once at 0.963, seen in the ninth round)', () => {
  const result = measure(JP_HELD_OUT_ENTRIES, JP_HELD_OUT_PAIRS);

  it('hold 161 same-person and 160 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([161, 160]);
  });

  it('are caught with recall of at least 0.987 (159 of 161) since the ninth round', () => {
    // Measured once at 0.963 (155 of 161); the ninth round read the soft sign written j
    // (Igorj, Oljga) and given names with ё written e (Artem, Aljona). Still missed: Irina
    // Belykh against "Irina Beljkh" and Oleg Kozhura against "Oleg KOZYURA"; see
    // docs/benchmarks.md.
    expect(result.caught).toBeGreaterThanOrEqual(159);
    expect(result.recall).toBeGreaterThanOrEqual(0.987);
  });

  it('hold nobody else, as measured (0 of 160)', () => {
    expect(result.held).toBe(0);
  });
});

describe('the EU Official Journal held-out pairs (measured once at 0.877, seen in the eighth round)', () => {
  const result = measure(EU_OJ_HELD_OUT_ENTRIES, EU_OJ_HELD_OUT_PAIRS);

  it('hold 555 same-person and 404 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([555, 404]);
  });

  it('are caught with recall of at least 0.917 (509 of 555) since the tenth round', () => {
    // Measured once at 0.877 (487 of 555); the eighth round read its Persian names in Arabic
    // script (written apart or solid, honorifics), the ninth Artyom written Artem, the tenth the
    // Czech system (Kapyš, Ovčarenko). Most of the
    // 48 still missed are the list's
    // name fields (titles, "a.k.a." inside the name, Cyrillic inside a Latin name); see
    // docs/benchmarks.md.
    expect(result.caught).toBeGreaterThanOrEqual(509);
    expect(result.recall).toBeGreaterThanOrEqual(0.917);
  });

  it('hold nobody else, as measured (0 of 404)', () => {
    expect(result.held).toBe(0);
  });
});

describe('the Swiss held-out pairs (measured once at 0.902, seen in the seventh round)', () => {
  const result = measure(CH_HELD_OUT_ENTRIES, CH_HELD_OUT_PAIRS);

  it('hold 51 same-person and 114 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([51, 114]);
  });

  it('are all caught since the seventh round (the chain of forebears left out)', () => {
    expect(result.caught).toBe(51);
  });

  it('hold nobody else, as measured (0 of 114)', () => {
    expect(result.held).toBe(0);
  });
});

describe('the Australian held-out pairs (measured once at 0.978, seen in the sixth round)', () => {
  const result = measure(AU_HELD_OUT_ENTRIES, AU_HELD_OUT_PAIRS);

  it('hold 186 same-person and 169 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([186, 169]);
  });

  it('are caught with recall of at least 0.98 (185 of 186) since the sixth round', () => {
    expect(result.caught).toBeGreaterThanOrEqual(185);
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
  });

  it('hold nobody else, as measured (0 of 169)', () => {
    expect(result.held).toBe(0);
  });
});

describe('the EU held-out pairs (measured once at 0.936, seen in the fifth round)', () => {
  const result = measure(EU_HELD_OUT_ENTRIES, EU_HELD_OUT_PAIRS);

  it('hold 342 same-person and 228 somebody-else pairs', () => {
    expect([result.listed, result.others]).toEqual([342, 228]);
  });

  it('are caught with recall of at least 0.98 (336 of 342) since the fifth round', () => {
    expect(result.caught).toBeGreaterThanOrEqual(336);
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
  });

  it('hold no more somebody-else pairs than measured, 4 of 228', () => {
    // An exact namesake (Hossein Salami), a listed two-word name inside a longer one (twice)
    // and a Burmese look-alike (Aung Lwin Oo / Aung Lin Tun); see docs/benchmarks.md.
    expect(result.held).toBeLessThanOrEqual(4);
  });
});

describe('the UK held-out pairs (seen in the fourth round)', () => {
  const result = measure(UK_HELD_OUT_ENTRIES, UK_HELD_OUT_PAIRS);

  it('are caught with recall of at least 0.98, holding nobody else', () => {
    expect(result.caught).toBeGreaterThanOrEqual(194);
    expect(result.recall).toBeGreaterThanOrEqual(0.98);
    expect(result.held).toBe(0);
  });
});
