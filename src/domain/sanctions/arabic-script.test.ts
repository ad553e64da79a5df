import { describe, expect, it } from 'vitest';
import { hasArabicScript, romaniseArabicScript } from './arabic-script';
import { normaliseName } from './normalise';
import { skeletonKey, skeletonSimilarity, skeletonTokens } from './skeleton';

const skeleton = (name: string) => skeletonTokens(normaliseName(name));
/** The skeleton as the index blocks it, g read as k. */
const keyed = (name: string) => skeleton(name).map(skeletonKey);
/** The least alike of two names' skeleton tokens, word for word. */
const leastAlike = (a: string, b: string) => {
  const [left, right] = [skeleton(a), skeleton(b)];
  expect(left).toHaveLength(right.length);
  return Math.min(...left.map((token, i) => skeletonSimilarity(token, right[i]!)));
};

describe('names in Arabic script', () => {
  it('tells Arabic script from Latin', () => {
    expect(hasArabicScript('حسنين الدراني')).toBe(true);
    expect(hasArabicScript('Hasnain al-Durrani')).toBe(false);
  });

  it('romanises consonants and long vowels, the article split off and ʿayn a vowel at the start', () => {
    expect(romaniseArabicScript('حسنين عبد الكافي الدراني')).toBe('hsnin abd al-kafi al-drani');
    expect(romaniseArabicScript('عمر')).toBe('amr');
    expect(romaniseArabicScript('وليد يوسف')).toBe('wlid yusf');
    expect(romaniseArabicScript('Omar')).toBe('Omar');
  });

  it('reads the spellings nobody sees as one: hamza, alif maqsura, ta marbuta, Persian letters, vowel marks', () => {
    const listed = normaliseName('أحمد عبد الكريم فاطمة');
    expect(normaliseName('احمد عبد الكریم فاطمه')).toEqual(listed);
    expect(normaliseName('أَحْمَد عبدالكريم فاطمة')).toEqual(listed);
    expect(normaliseName('مصطفى')).toEqual(normaliseName('مصطفی'));
  });

  it('joins "Abd" to its name, written apart or solid, as in Latin', () => {
    expect(normaliseName('عبد الخالق الحوثي')).toEqual(normaliseName('عبدالخالق الحوثي'));
    expect(normaliseName('عبد الله')).toEqual(normaliseName('عبدالله'));
    expect(normaliseName('عبد الخالق الحوثي')).toHaveLength(2);
  });

  it('joins God\'s name and "al-Din" to the name before them', () => {
    expect(normaliseName('عارف الله')).toHaveLength(1);
    expect(normaliseName('سعد الدين')).toHaveLength(1);
    expect(skeleton('نور الله نوری')).toEqual(skeleton('Nurullah Nuri'));
  });

  it('drops "bin" and reads "Abu" as the lists write them', () => {
    expect(normaliseName('موسى بن عمر')).toEqual(normaliseName('موسى عمر'));
    expect(skeleton('موسى بن عمر')).toEqual(skeleton('Moussa ben Omar'));
    expect(normaliseName('ابو بكر')[0]).toBe('abu');
  });

  it('meets the Latin romanisations on the consonant skeleton', () => {
    expect(skeleton('حسنين عبد الكافي الدراني')).toEqual(skeleton('Hasnain Abdul Kafi al-Durrani'));
    expect(skeleton('إياد نظمي صالح خليل')).toEqual(skeleton('Iyad Nazmi Salih Khalil'));
    expect(skeleton('عبدالخالق الحوثي')).toEqual(skeleton('Abd al-Khaliq al-Houthi'));
    expect(skeleton('زهير')).toEqual(skeleton('Zuhair'));
    expect(keyed('عمر محمد قدير')).toEqual(keyed('Amor Mohamed Ghedeir'));
    expect(leastAlike('عمر محمد قدير', 'Amor Mohamed Ghedeir')).toBe(1);
    expect(skeleton('فضل')).toEqual(skeleton('Fazl'));
    // Hasan and Husain differ in Arabic script; a skeleton alone cannot tell them in Latin.
    expect(skeleton('حسن')).toEqual(skeleton('Hussein'));
  });

  it('writes z and h together inside a word (Azhar, Mazhari), apart at its start (Zuhair)', () => {
    expect(romaniseArabicScript('مظهري')).toBe('mzhri');
    expect(skeleton('أزهر')).toEqual(skeleton('Azhar'));
    expect(skeleton('عبد القدوس مظهری')).toEqual(skeleton('Abdul Quddus Mazhari'));
    expect(romaniseArabicScript('زهير')).toBe('zahir');
  });

  it('reads the other values romanisations give a letter, for a little less', () => {
    // Egyptian g for ج, ث written s, ذ written th.
    expect(leastAlike('رجب', 'Ragab')).toBeCloseTo(0.95);
    expect(leastAlike('واثق', 'Wassiq')).toBeCloseTo(0.95);
    expect(leastAlike('البذالي', 'al-Bathali')).toBeCloseTo(0.95);
    // k is not g: Kamal is not جمال.
    expect(leastAlike('جمال', 'Kamal')).toBeLessThan(0.5);
  });

  it('reads "the son" as the lists\' "Jr." and "bin al-" written solid as the particles', () => {
    expect(normaliseName('ديلوس رييس الابن')).toEqual(normaliseName('ديلوس رييس'));
    expect(skeleton('رمزي بن الشيبة')).toEqual(skeleton('Ramzi Binalshibh'));
  });
});
