import { describe, expect, it } from 'vitest';
import { romaniseArabicScript } from './arabic-script';
import { listedPerson } from './fixtures/listed-person';
import type { ScreenableEntry } from './list-entry';
import { createMatcher } from './matcher';
import { normaliseListedName } from './listed-name-forms';
import { normaliseName } from './normalise';

const person = (id: string, name: string) => listedPerson(id, [name]);

// Persian names in Arabic script (decision 0061, eighth round).

const scoreOf = (entries: ScreenableEntry[], first: string, last: string) =>
  createMatcher(entries)
    .screen({ kind: 'individual', first, last, birth_date: null }, 0.5)
    .map((match) => match.score)[0] ?? 0;

describe('Persian letters in Arabic script', () => {
  it('reads Persian yeh, Arabic yeh, alif maqsura and their presentation forms alike', () => {
    const azizi = romaniseArabicScript('عزیزی');
    expect(romaniseArabicScript('عزيزي')).toBe(azizi);
    expect(romaniseArabicScript('عزیزى')).toBe(azizi);
    expect(romaniseArabicScript('عزیزﻯ')).toBe(azizi);
    expect(romaniseArabicScript('ﻋﻠﯽ')).toBe(romaniseArabicScript('علی'));
    expect(romaniseArabicScript('کاظم')).toBe(romaniseArabicScript('كاظم'));
  });

  it('treats the zero-width non-joiner as a joiner inside a word', () => {
    expect(romaniseArabicScript('علی\u200cاصغر')).toBe(romaniseArabicScript('علیاصغر'));
    expect(normaliseName('علی\u200cاصغر')).toHaveLength(1);
  });

  it('reads ذ, ض, ظ as z and ث as s in a name written the Persian way', () => {
    expect(romaniseArabicScript('ذبیح')).toBe('zbih');
    expect(romaniseArabicScript('ثابتی')).toBe('sabti');
    // Without a Persian letter the Arabic reading stays.
    expect(romaniseArabicScript('ذكي')).toBe('dhki');
  });

  it("reads God's name before a name, written solid, as a word of its own", () => {
    expect(romaniseArabicScript('اللهکرم')).toBe('allah krm');
    // Closing a family name it is "-ollahi", joined to the name before it (Feyzollahi).
    expect(normaliseName('فیض اللهی')).toEqual(['fizulahi']);
  });
});

describe('Persian compounds written apart or solid', () => {
  it('joins a family name ending written apart (-pour, -vand, -nejad, -ollahi)', () => {
    expect(normaliseName('ذبیح پور')).toEqual(['zbihpur']);
    expect(normaliseName('Hossein Pour')).toEqual(normaliseName('Hosseinpour'));
    expect(normaliseName('Adineh Vand')).toEqual(normaliseName('Adinehvand'));
  });

  it('splits "Abu al-" written solid with its name (Abolfazl)', () => {
    expect(normaliseName('Abualfazl Nazeri')).toEqual(normaliseName('Abu al-Fazl Nazeri'));
    expect(normaliseName('Abolfazl')).toEqual(['abu', 'fazl']);
  });

  it('indexes a Latin compound given name written apart also joined', () => {
    expect(normaliseListedName('Gholam Ali MOHAMMADI').joined).toEqual(['gulamali', 'muhamadi']);
    expect(normaliseListedName('Ali Akbar VELAYATI').joined).toEqual(['aliakbar', 'valaiati']);
    // Two given names that are not a compound's halves stay apart.
    expect(normaliseListedName('Mohammad Javad ZARIF').joined).toBeNull();
  });

  it('indexes a compound written solid in Arabic script also as its two names', () => {
    expect(normaliseListedName('غلامعلی محمدی').halves).toEqual(['glam', 'ali', 'mhmdi']);
    expect(normaliseListedName('علیرضا صالحی').halves).toEqual(['ali', 'rza', 'salhi']);
    // «محسن» ends in «حسن» but is one name.
    expect(normaliseListedName('محسن رضایی').halves).toBeNull();
  });

  it('meets the compound however either side writes it', () => {
    expect(scoreOf([person('a', 'غلامعلی محمدی')], 'Gholam Ali', 'Mohammadi')).toBeGreaterThan(0.9);
    expect(scoreOf([person('a', 'Gholam Ali MOHAMMADI')], 'غلامعلی', 'محمدی')).toBeGreaterThan(0.9);
    expect(scoreOf([person('a', 'احمدعلی فیض اللهی')], 'Ahmad Ali', 'Faizullahi')).toBeGreaterThan(
      0.9,
    );
    expect(scoreOf([person('a', 'Allah-Karam AZIZI')], 'اللهکرم', 'عزیزی')).toBeGreaterThan(0.9);
  });

  it('does not take one half of a compound for the whole: Ali is not Alireza', () => {
    expect(scoreOf([person('a', 'علیرضا صالحی')], 'Ali', 'Salehi')).toBeLessThan(0.88);
    expect(scoreOf([person('a', 'Ali SALEHI')], 'Alireza', 'Salehi')).toBeLessThan(0.88);
  });
});

describe('Persian honorifics', () => {
  it('indexes a listed name also without Seyed, Haj, Hojatoleslam or Dr', () => {
    expect(normaliseListedName('Seyed Hashem GHIASI').withoutHonorifics).toEqual([
      'hasham',
      'giasi',
    ]);
    expect(normaliseListedName('سید هاشم غیاثی').withoutHonorifics).toEqual(['hashm', 'giasi']);
    expect(normaliseListedName('حجت الاسلام علی خان محمدی').withoutHonorifics).toEqual([
      'ali',
      'han',
      'mhmdi',
    ]);
    expect(normaliseListedName('Hodjatoleslam Ali KHAN MOHAMMADI').withoutHonorifics).toEqual([
      'ali',
      'han',
      'muhamadi',
    ]);
    expect(normaliseListedName('دکتر سید محمد حسینی').withoutHonorifics).toHaveLength(2);
    // Nothing but an honorific and one word: the name is kept whole.
    expect(normaliseListedName('Seyed Moussavi').withoutHonorifics).toBeNull();
  });

  it('meets a subject who leaves the honorific out, or writes it, at full score', () => {
    const seyed = [person('a', 'Seyed Hashem GHIASI')];
    expect(scoreOf(seyed, 'Hashem', 'Ghiasi')).toBe(1);
    expect(scoreOf(seyed, 'Seyed Hashem', 'Ghiasi')).toBe(1);
    expect(scoreOf([person('a', 'سید هاشم غیاثی')], 'Seyed Hashem', 'Ghiasi')).toBeGreaterThan(0.9);
  });

  it("reads a customer's name as written: Seyed may be the given name", () => {
    expect(normaliseName('Seyed Moussavi')).toEqual(['saiad', 'musavi']);
    expect(
      scoreOf([person('a', 'Seyed Mohammad Bagher MOUSSAVI')], 'Seyed', 'Moussavi'),
    ).toBeGreaterThan(0.88);
  });
});
