import { describe, expect, it } from 'vitest';
import { looksUkrainianOrBelarusian } from './name-variants';
import { normaliseName } from './normalise';
import { nameSimilarity } from './similarity';

// The sixth round of issue 46: Ukrainian and Belarusian Latin h for Russian g, Belarusian -au,
// е after a vowel written e, ye or ie, and a given name misspelt by one vowel.
const same = (a: string, b: string) => expect(normaliseName(a)).toEqual(normaliseName(b));
const similarity = (a: string, b: string) => nameSimilarity(normaliseName(a), normaliseName(b));

describe('East Slavic names, sixth round', () => {
  it('reads Latin h as g in a name with a Ukrainian or Belarusian patronymic', () => {
    same('Iryna Anatoliivna Aheieva', 'Irina Anatolyevna Ageeva');
    same('Petro Ivanovych Pidhornyi', 'Petr Ivanovich Pidgornyi');
    same('Aleh Ivanavich Hlaz', 'Oleg Ivanovich Glaz');
    // kh, zh, sh, ch and Ukrainian zgh stay letters of their own.
    same('Oleh Ivanovych Kharchenko', 'Oleg Ivanovich Kharchenko');
    same('Ivan Petrovych Zghurskyi', 'Ivan Petrovich Zghurskyi');
    expect(looksUkrainianOrBelarusian(['iryna', 'anatoliivna', 'aheieva'])).toBe(true);
    expect(looksUkrainianOrBelarusian(['irina', 'anatolyevna', 'ageeva'])).toBe(false);
  });

  it('leaves h alone in a Russian or a non-Slavic name', () => {
    // Turkic and Caucasian names write h for х beside a Russian patronymic.
    expect(normaliseName('Ramzan Akhmatovich Rahimov')).not.toEqual(
      normaliseName('Ramzan Akhmatovich Ragimov'),
    );
    expect(normaliseName('Hassan Halabi')).toEqual(['hasan', 'halabi']);
  });

  it('reads the е of a Slavic -ev, -eva, -enko after a vowel written e, ye or ie as one', () => {
    same('Irina Anatolyevna Ageyeva', 'Irina Anatolyevna Ageeva');
    // With or without a patronymic: the ending itself is Slavic.
    same('Vakhit Usmaev', 'Vakhit Usmayev');
    same('Andrei Krivosheev', 'Andrei Krivosheyev');
    same('Andrei Alekseenko', 'Andrei Alekseyenko');
    // Elsewhere a vowel and e stay as written (Sayed, Saeed).
    expect(normaliseName('Sayed Ali')).not.toEqual(normaliseName('Saed Ali'));
    same('Ivan Petrovich Alekseev', 'Ivan Petrovich Alekseyev');
    same('Ivan Petrovich Nikolaev', 'Ivan Petrovich Nikolayev');
  });

  it('reads Belarusian -au as -ov, its a for an unstressed o as o', () => {
    expect(similarity('Uladzimir Mikhaylavich Marozau', 'Vladimir Mikhailovich Morozov')).toBe(
      (1 + 1 + 0.92) / 3,
    );
    same('Ivan Ivanavich Kazlau', 'Ivan Ivanavich Kazlou');
    expect(similarity('Ivan Ivanavich Kazlau', 'Ivan Ivanovich Kozlov')).toBe((1 + 1 + 0.92) / 3);
  });

  it('reads a given name misspelt by one vowel as the table name, in an East Slavic name', () => {
    same('Volodomyr Leonidovych Sivkovych', 'Volodymyr Leonidovych Sivkovych');
    // Outside an East Slavic name, or more than one vowel away, it is left as written.
    expect(normaliseName('Volodomyr Sivko')).toEqual(['vuludumir', 'sivku']);
    expect(normaliseName('Valadamyr Leonidovych Sivko')[0]).toBe('valadamir');
  });
});
