import { describe, expect, it } from 'vitest';
import { normaliseName } from './normalise';
import {
  bestAlignmentSum,
  COMPOUND_HALF_SIMILARITY,
  EAST_SLAVIC_VOWEL_SIMILARITY,
  INITIAL_SIMILARITY,
  SHORT_VOWEL_SIMILARITY,
  jaroWinklerSimilarity,
  nameSimilarity,
  tokenSimilarity,
  tokenSortSimilarity,
} from './similarity';

const names = (a: string, b: string, kind: 'individual' | 'entity' = 'individual') =>
  nameSimilarity(normaliseName(a, kind), normaliseName(b, kind), kind);

describe('token similarity', () => {
  it('is the standard Jaro–Winkler on the textbook pairs', () => {
    expect(jaroWinklerSimilarity('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(jaroWinklerSimilarity('dixon', 'dicksonx')).toBeCloseTo(0.8133, 4);
    expect(jaroWinklerSimilarity('', 'abc')).toBe(0);
  });

  it('reads a Persian short vowel written e or i as one name, not two', () => {
    const [sher] = normaliseName('Sher');
    const [shir] = normaliseName('Shir');
    expect(tokenSimilarity(sher!, shir!)).toBe(SHORT_VOWEL_SIMILARITY);
    expect(names('Shir Afghan', 'Sher Afghan')).toBeGreaterThan(0.88);
    // Fewer than three consonants, or another letter changed, is no such variant.
    expect(tokenSimilarity('amin', 'aman')).toBeLessThan(SHORT_VOWEL_SIMILARITY);
    expect(tokenSimilarity('ali', 'ala')).toBeLessThan(SHORT_VOWEL_SIMILARITY);
    expect(tokenSimilarity('karim', 'rahim')).toBeLessThan(0.5);
  });

  it('reads Belarusian a for an unstressed o in an East Slavic surname', () => {
    const token = (name: string) => normaliseName(name)[0]!;
    expect(tokenSimilarity(token('Lukashenka'), token('Lukashenko'))).toBe(
      EAST_SLAVIC_VOWEL_SIMILARITY,
    );
    expect(tokenSimilarity(token('Sakalouski'), token('Sokolovsky'))).toBe(
      EAST_SLAVIC_VOWEL_SIMILARITY,
    );
    expect(names('Natallia Ivanava', 'Natalya Ivanova')).toBeGreaterThan(0.88);
    // Not without a Slavic surname's ending, nor for three such vowels or another letter.
    expect(tokenSimilarity('kasam', 'kusum')).toBeLessThan(EAST_SLAVIC_VOWEL_SIMILARITY);
    expect(tokenSimilarity('barabanuv', 'burubunuv')).toBeLessThan(EAST_SLAVIC_VOWEL_SIMILARITY);
    expect(tokenSimilarity('makaruv', 'makarav')).toBe(EAST_SLAVIC_VOWEL_SIMILARITY);
    expect(tokenSimilarity('makaruv', 'mukarub')).toBeLessThan(EAST_SLAVIC_VOWEL_SIMILARITY);
  });

  it('reads a given name in "-ollah" against its first half for less', () => {
    expect(names('Ghodratollah Zargari', 'Ghodrat Zargari')).toBeGreaterThan(0.88);
    const [whole] = normaliseName('Rahmatullah');
    const [half] = normaliseName('Rahmat');
    expect(tokenSimilarity(whole!, half!)).toBe(COMPOUND_HALF_SIMILARITY);
  });

  it('scores an initial against a word with its letter lower than a word', () => {
    expect(tokenSimilarity('v', 'vladimir')).toBe(INITIAL_SIMILARITY);
    expect(tokenSimilarity('v', 'putin')).toBe(0);
  });

  it('keeps spelling variants high and different names low', () => {
    expect(tokenSimilarity('zavahiri', 'zavahri')).toBeGreaterThan(0.9);
    expect(tokenSimilarity('putin', 'pushkin')).toBeLessThan(0.5);
    expect(tokenSimilarity('biradar', 'baradar')).toBeGreaterThan(0.75);
    expect(tokenSimilarity('karim', 'rahim')).toBeLessThan(0.5);
    expect(tokenSimilarity('abdkarim', 'abdrahim')).toBeLessThan(0.5);
  });

  it('compares a particle written solid without it', () => {
    expect(tokenSimilarity('binladan', 'ladan')).toBeGreaterThan(0.95);
  });

  it('sorts tokens for the token-sort comparison', () => {
    expect(tokenSortSimilarity(['putin', 'vladimir'], ['vladimir', 'putin'])).toBe(1);
  });

  it('finds the best one-to-one alignment, not the greedy one', () => {
    // Greedy pairs row 0 with column 0 (0.95) and leaves row 1 with 0.1.
    expect(bestAlignmentSum([0.95, 0.94, 0.93, 0.1], 2, 2)).toBeCloseTo(1.87, 10);
    expect(bestAlignmentSum([1, 1, 1], 3, 1)).toBe(1);
  });
});

describe('name similarity', () => {
  it('ignores token order', () => {
    expect(names('Putin Vladimir', 'Vladimir Putin')).toBe(1);
  });

  it('costs a missing middle name or patronymic little, on either side', () => {
    const missing = names('Vladimir Putin', 'Vladimir Vladimirovich Putin');
    expect(missing).toBeGreaterThan(0.95);
    expect(names('Vladimir Vladimirovich Putin', 'Vladimir Putin')).toBe(missing);
  });

  it('does not match a full name on one word of it', () => {
    expect(names('Vladimir Putin', 'Putin')).toBeLessThan(0.6);
    expect(names('Ali Khan', 'Mohammad Ali Khan Durrani')).toBeLessThan(0.95);
  });

  it('matches romanisation variants of whole names', () => {
    expect(names('Mohammed Ali Khan', 'Muhammad Ali Khan')).toBe(1);
    expect(names('Abd al-Rahman Qaduli', 'Abdulrahman al-Qadouli')).toBe(1);
    expect(names('Moammar Qadhafi', 'Muammar Gaddafi')).toBeGreaterThan(0.9);
    expect(names('Usama Binladin', 'Osama bin Laden')).toBeGreaterThanOrEqual(0.88);
    expect(names('Abubakr Baghdadi', 'Abu Bakr al-Baghdadi')).toBeGreaterThan(0.9);
  });

  it('keeps look-alike different names below a review', () => {
    expect(names('Abdul Karim Ahmed', 'Abdul Rahim Ahmed')).toBeLessThan(0.88);
    expect(names('Vladimir Pushkin', 'Vladimir Putin')).toBeLessThan(0.88);
    expect(names('Hasan Ali', 'Husain Ali')).toBeLessThan(0.88);
  });

  it('scores a company by at least half its words', () => {
    expect(names('Rosneft', 'Rosneft Oil Company', 'entity')).toBeGreaterThan(0.9);
    expect(names('Bank', 'Bank Melli Iran', 'entity')).toBeLessThan(0.6);
    expect(names('Sber Bank', 'Sberbank', 'entity')).toBeGreaterThan(0.9);
  });
});
