import { describe, expect, it } from 'vitest';
import { normaliseName } from './normalise';
import { FEMININE_FORM_SIMILARITY, tokenSimilarity } from './similarity';

// The eleventh round of issue 46: Canada's SEMA names against the spellings the EU's, New
// Zealand's and Switzerland's lists give the same persons (Swedish, Estonian, Belarusian and
// Slovak forms of East Slavic and other names).
const same = (a: string, b: string) => expect(normaliseName(a)).toEqual(normaliseName(b));

describe('names as the EU’s language versions write them', () => {
  it('reads the Swedish system beside an English patronymic', () => {
    same('Svetlana Petrovna GORJATJEVA', 'Svetlana Petrovna GORYACHEVA');
    same('Roza Basirovna TJEMERIS', 'Roza Basirovna CHEMERIS');
    same('Ljudmila Zaumovna TALABAJEVA', 'Lyudmila Zaumovna TALABAYEVA');
    // The soft sign written j is still left out first: Igorj is Igor, not Igory.
    same('Igorj Vladimirovich KOZLOV', 'Igor Vladimirovich KOZLOV');
  });

  it('reads a Belarusian patronymic in the Swedish system', () => {
    same('Juryj Leanidavitj SIVAKAU', 'Yuryy Leanidavich SIVAKAU');
  });

  it('reads the Estonian tš of a patronymic as ch', () => {
    same('Kirill Sergejevitš Nikiforov', 'Kirill Sergeevich NIKIFOROV');
    same('Igor Borisovitš Rakitin', 'Igor Borisovich RAKITIN');
  });

  it('reads a short surname in -eev as in -eyev', () => {
    same('Denis Nikolajevitj DEJEV', 'Denis Nikolaevich DEEV');
  });

  it('reads lj and nj before a vowel as ly and ny, also without a patronymic', () => {
    same('Ilja Kozlov', 'Ilya Kozlov');
    same('Aram Gabreljanov', 'Aram Gabrelyanov');
    // Not tj, mostly ч (Kovaltjuk, Kovalchuk): not ty.
    expect(normaliseName('Ivan Kovaltjuk')).not.toEqual(normaliseName('Ivan Kovaltyuk'));
  });

  it('leaves the first J of a name before a alone, the дж of Central Asian names', () => {
    expect(normaliseName('Jamshed Ahmadovich')).toEqual(normaliseName('Dzhamshed Ahmadovich'));
    same('Julija Viktorovna LAZUTKINA', 'Yuliya Viktorovna LAZUTKINA');
  });
});

describe('a woman’s surname with the Slovak -ová', () => {
  const token = (name: string) => normaliseName(name)[0]!;

  it('is the surname it was made from, written with or without its -o', () => {
    for (const [slovak, surname] of [
      ['Tauberová', 'Tauber'],
      ['Gilová', 'Gil'],
      ['Pachecová', 'Pacheco'],
      ['Albotová', 'Albot'],
    ]) {
      expect(tokenSimilarity(token(slovak!), token(surname!))).toBe(FEMININE_FORM_SIMILARITY);
    }
  });

  it('does not make a Russian woman’s surname her husband’s', () => {
    expect(tokenSimilarity(token('Ivanova'), token('Ivanov'))).toBeLessThan(
      FEMININE_FORM_SIMILARITY,
    );
  });
});
