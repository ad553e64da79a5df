import { describe, expect, it } from 'vitest';
import { listedPerson } from './fixtures/listed-person';
import { DEFAULT_SCREENING_THRESHOLDS } from './list-entry';
import { createMatcher } from './matcher';
import { normaliseName } from './normalise';

// The fifth round of issue 46: East Slavic names in the Swedish and German romanisations and in
// Belarusian or Ukrainian Cyrillic, and names across scripts with a solid article, a Slavic -ov
// or a French silent final letter.
const same = (a: string, b: string) => expect(normaliseName(a)).toEqual(normaliseName(b));

describe('East Slavic names in other romanisations', () => {
  it('reads a name with a Swedish patronymic in the English system', () => {
    same('Vladimir Anatoljevitj Sjamanov', 'Vladimir Anatolyevich Shamanov');
    same('Aleksandr Jurjevitj Borodaj', 'Aleksandr Yuryevich Borodai');
    same('Dmitrij Nikolajevitj Kozak', 'Dmitry Nikolayevich Kozak');
    same('Aleksandr Vjatjeslavovitj Djomin', 'Aleksandr Vyacheslavovich Dyomin');
  });

  it('reads a name with a German patronymic in the English system', () => {
    same('Sergej Jurjewitsch Schamanow', 'Sergei Yuryevich Shamanov');
  });

  it('reads ё written yo as the e Cyrillic mostly writes, in an East Slavic name', () => {
    same('Nikolai Vasilyevich Fyodorov', 'Николай Васильевич ФЁДОРОВ');
    same('Nikolaj Vasiljevitj Fjodorov', 'Nikolai Vasilyevich Fedorov');
    // Elsewhere yo is left as it is.
    expect(normaliseName('Kim Myong')).not.toEqual(normaliseName('Kim Meng'));
  });

  it('leaves j alone in a name without a Swedish or German patronymic', () => {
    expect(normaliseName('Jamshed Ahmadovich')).toEqual(normaliseName('Dzhamshed Ahmadovich'));
  });

  it('writes the г of Belarusian and Ukrainian Cyrillic h, as the lists Latin forms do', () => {
    same('Дзмітрый Юр’евіч ГАРА', 'Dzmitry Iurevich Hara');
    same('Алег Сяргеевіч ГАЙДУКЕВІЧ', 'Aleh Siarheevich Haidukevich');
    same('Андрій Євгенович ПУРГІН', 'Andriy Yevhenovych Purhin');
    // Russian Cyrillic г stays g.
    same('Олег Сергеевич ГАЙДУКЕВИЧ', 'Oleg Sergeevich Gaidukevich');
  });

  it('reads a table name with y written i (Syarhei, Siarhei)', () => {
    same('Сяргей Калиннік', 'Siarhei Kalinnik');
    same('Iurii', 'Yuriy');
  });
});

describe('names across scripts, fifth round', () => {
  const matcher = createMatcher([
    listedPerson('maghout', ['هلا طريف الماغوط']),
    listedPerson('adanov', ['منير ادنوف']),
    listedPerson('rizk', ['ريمون رزق']),
    listedPerson('kani', ['الرحيم الكاني عبد']),
    listedPerson('latin', ['Abd-al-Rahim AL-KANI', 'Hala Tarif ALMAGHOUT']),
  ]);
  const found = (first: string, last: string) =>
    matcher
      .screen(
        { kind: 'individual', first, last, birth_date: null },
        DEFAULT_SCREENING_THRESHOLDS.possible,
      )
      .map((m) => m.entry_id);

  it('meets a Latin name with its article written solid', () => {
    expect(found('Hala Tarif', 'Almaghout')).toContain('maghout');
    expect(found('هلا طريف', 'الماغوط')).toContain('latin');
  });

  it('reads a Slavic -ov written وف, and a French final d that is not sounded', () => {
    expect(found('Munir', 'Adanov')).toEqual(['adanov']);
    expect(found('Raymond', 'Rizk')).toEqual(['rizk']);
    expect(found('Rahim', 'Rizk')).toEqual([]);
  });

  it('reads an "Abd" left at a name’s end with the first word', () => {
    same('الرحيم الكاني عبد', 'عبد الرحيم الكاني');
    expect(found('Abd-al-Rahim', 'Al-Kani')).toContain('kani');
  });
});
