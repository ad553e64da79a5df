import { distance as levenshtein } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { compileCosts, learnedDistance } from './learned-spellings';
import { tokenSimilarity } from './similarity';

describe('the learned edit distance', () => {
  const none = compileCosts({ rules: {} });
  const learned = compileCosts({ rules: { 'z>s': 0.4, 's>z': 0.4, 'dz>d': 0.3, 'd>dz': 0.3 } });

  it('is the plain edit distance when nothing is learned', () => {
    for (const [a, b] of [
      ['kuznetsov', 'kuznecov'],
      ['dzianis', 'denis'],
      ['abc', ''],
      ['', 'xyz'],
      ['karim', 'rahim'],
    ] as const) {
      expect(learnedDistance(a, b, none)).toBe(levenshtein(a, b));
    }
  });

  it('costs a learned change of one letter, or of two, less than a letter', () => {
    expect(learnedDistance('iusaf', 'iuzaf', learned)).toBeCloseTo(0.4);
    expect(learnedDistance('dzanis', 'danis', learned)).toBeCloseTo(0.3);
    expect(learnedDistance('danis', 'dzanis', learned)).toBeCloseTo(0.3);
  });

  it('costs a change nobody learned a whole letter', () => {
    expect(learnedDistance('karim', 'rarim', learned)).toBe(1);
  });
});

describe('the learned costs in the matcher', () => {
  it('bring a change the lists make often closer than one they never make', () => {
    // z for s is a change the lists make (Yusuf, Yuzuf); r for k is not.
    expect(tokenSimilarity('iuzaf', 'iusaf')).toBeGreaterThan(tokenSimilarity('rusaf', 'kusaf'));
  });
});
