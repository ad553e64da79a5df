import { describe, expect, it } from 'vitest';
import { normaliseName } from './normalise';

// The thirteenth round of issue 46, after the Swiss SECO set: East Slavic names as the Czech
// and Slovak versions of the EU's list write them, without a patronymic, read in the English
// system when a given name says so.
const same = (a: string, b: string) => expect(normaliseName(a)).toEqual(normaliseName(b));
const apart = (a: string, b: string) => expect(normaliseName(a)).not.toEqual(normaliseName(b));

describe('a name with a given name only the Czech system writes', () => {
  it('is read in the English system whole: c as ts, й before a consonant as y', () => {
    same('Alexej Pečkarev', 'Alexey Pechkarev');
    same('Georgij Ancev', 'Georgiy Antsev');
  });
});

describe('a name with a háček and a given name both systems write', () => {
  it('is read in the English system whole', () => {
    same('Oleg Michajlišin', 'Oleg Mikhailishyn');
    same('Alexandr Livšic', 'Aleksandr Livshits');
    same('Siarhei Ušakou', 'Siarhei Ushakou');
  });

  it('is read as before without the háček, or without such a given name', () => {
    // Olga Kovac and Olga Kovats stay two spellings; Tomáš Procházka is a Czech name.
    apart('Olga Kovac', 'Olga Kovats');
    same('Tomáš Procházka', 'Tomas Prochazka');
    same('Marko Kovačević', 'Marko Kovacevic');
  });
});

describe('a Chinese name in pinyin and in Wade–Giles', () => {
  it('reads a pinyin syllable’s zh as Wade–Giles writes it, ch', () => {
    same('Zhang Wen-Fu', 'Chang Wen-fu');
    same('Jason Zhou', 'Jason Chou');
  });

  it('leaves a longer word’s zh alone', () => {
    apart('Georgy Zhukov', 'Georgy Chukov');
  });
});

describe('more of the Czech, Slovak and Swedish systems', () => {
  it('reads a Czech-system ё after a consonant as e, as an East Slavic yo is read', () => {
    expect(normaliseName('Bogdan Stjožka')).toEqual(['bugdan', 'stajka']);
    expect(normaliseName('Bogdan Vasilyevich Styozhka')).toContain('stajka');
  });

  it('leaves a name with a Swedish patronymic to that system, whatever its given name', () => {
    same('Sergej Vladimirovitj TJEPIKOV', 'Sergei Vladimirovich Chepikov');
  });

  it('reads the Ukrainian -ovytj as a Swedish patronymic', () => {
    same('Vitalij Volodymyrovytj KRAVETS', 'Vitaly Volodymyrovych Kravets');
  });

  it('reads й written j in a Slovak woman’s -ová as y', () => {
    same('Irina Majková', 'Irina Maiková');
    same('Aľona Trokajová', 'Alona Trokayová');
  });

  it('knows Fedir and Zmitser as Fyodor and Dmitri', () => {
    same('Fedir Berezin', 'Fyodor Berezin');
    same('Zmitser Kovach', 'Dmitri Kovach');
  });
});

describe('the fourteenth round, after the EU 2026 set', () => {
  it('reads an East Slavic surname with a consonant, j and a vowel in the English system', () => {
    same('Denis Chochrjakov', 'Denis KHOKHRYAKOV');
    same('Oleg KRJUTJKOV', 'Oleg KRYUCHKOV');
  });

  it('leaves such a surname to the Swedish rule beside a Swedish patronymic', () => {
    same('Artiom Aleksandrovitj TJERNOV', 'Artyom Aleksandrovich Chernov');
  });

  it('knows more given names only the Czech system writes', () => {
    same('Semjon Maškaucan', 'Semyon MASHKAUTSAN');
  });

  it('reads a Belarusian surname in -au beside a Belarusian given name, as with a patronymic', () => {
    expect(normaliseName('Siarhei Avakau')).toEqual(['sargai', 'avakuv']);
    expect(normaliseName('Siarhei Mirzaevich AVAKAU')).toContain('avakuv');
  });
});
