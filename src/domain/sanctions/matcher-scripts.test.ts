import { describe, expect, it } from 'vitest';
import { listedPerson } from './fixtures/listed-person';
import { DEFAULT_SCREENING_THRESHOLDS } from './list-entry';
import { createMatcher, SKELETON_FACTOR } from './matcher';

// Screening names as they are written (issue 46): in Arabic script, against the UN list's
// original-script names, and across scripts on the consonant skeleton.
const entry = (id: string, names: string[], birth = '1975-01-01') => listedPerson(id, names, birth);

const durrani = entry('durrani', ['HASNAIN ABDUL KAFI AL-DURRANI', 'حسنين عبد الكافي الدراني']);
const scriptOnly = entry('khalil', ['إياد نظمي صالح خليل']);
const latinOnly = entry('houthi', ['ABD AL-KHALIQ AL-HOUTHI'], '1984-01-01');
const korean = entry('kim', ['KIM YONG TAE']);
const matcher = createMatcher([durrani, scriptOnly, latinOnly, korean]);
const { possible, strong } = DEFAULT_SCREENING_THRESHOLDS;
const person = (first: string, last: string, birth_date: string | null = null) =>
  ({ kind: 'individual', first, last, birth_date }) as const;
const found = (first: string, last: string, birth: string | null = null) =>
  matcher.screen(person(first, last, birth), possible).map((m) => [m.entry_id, m.score]);

describe('screening names as they are written', () => {
  it('matches a customer typed in Arabic script with the listed original-script name', () => {
    const [match] = matcher.screen(person('حسنين', 'عبد الكافي الدراني'), possible);
    expect(match).toMatchObject({
      entry_id: 'durrani',
      score: 1,
      matched_name: 'حسنين عبد الكافي الدراني',
    });
    // Written with other hamza, ya and spacing, still the listed name.
    expect(found('حسنين', 'عبدالكافی الدرانی')).toEqual([['durrani', 1]]);
  });

  it('matches a Latin name with a name listed only in Arabic script, as possible, never strong', () => {
    const [match] = matcher.screen(person('Iyad Nazmi', 'Salih Khalil'), possible);
    expect(match).toMatchObject({ entry_id: 'khalil', matched_name: 'إياد نظمي صالح خليل' });
    expect(match!.score).toBe(SKELETON_FACTOR);
    expect(match!.score).toBeLessThan(strong);
    expect(found('Eyad', 'Nazmi Saleh Khalil')).toEqual([['khalil', SKELETON_FACTOR]]);
  });

  it('matches a name typed in Arabic script with an entry listed only in Latin', () => {
    // Met on the skeleton, or closer on its letters (the learned spellings): possible, not
    // strong, without the birthday.
    const [[id, score] = []] = found('عبد الخالق', 'الحوثي');
    expect(id).toBe('houthi');
    expect(score).toBeGreaterThanOrEqual(SKELETON_FACTOR);
    expect(score).toBeLessThan(strong);
    // With the listed birthday it is a strong match.
    const [match] = matcher.screen(person('عبد الخالق', 'الحوثي', '1984-01-01'), possible);
    expect(match).toMatchObject({ entry_id: 'houthi', reasons: ['name', 'birth_date'] });
    expect(match!.score).toBeGreaterThanOrEqual(strong);
  });

  it('does not match somebody else who shares one name, in either script', () => {
    expect(found('إياد', 'حسن')).toEqual([]);
    expect(found('Iyad', 'Hassan')).toEqual([]);
    expect(found('عبد الخالق', 'المصري')).toEqual([]);
    expect(found('Hasnain', 'Qureshi')).toEqual([]);
  });

  it('finds Korean given names hyphenated, solid or apart, in either romanisation', () => {
    for (const [first, last] of [
      ['Yong-Tae', 'Kim'],
      ['Yongtae', 'Kim'],
      ['Kim', 'Yong-Tae'],
      ['Young Tae', 'Gim'],
    ] as const) {
      expect(found(first, last), `${first} ${last}`).toEqual([['kim', 1]]);
    }
  });

  it('sends an exact listed name to review whatever the birth date', () => {
    const [match] = matcher.screen(person('حسنين', 'عبد الكافي الدراني', '1990-01-01'), possible);
    expect(match).toMatchObject({
      entry_id: 'durrani',
      matched_name: 'حسنين عبد الكافي الدراني',
      reasons: ['alias', 'birth_date_differs'],
    });
    expect(match!.score).toBeGreaterThanOrEqual(possible);
  });
});

describe('screening names split, joined and read otherwise', () => {
  const others = createMatcher([
    entry('walijan', ['WALIJAN AKHUND']),
    entry('maychou', ['ALI MAYCHOU']),
    entry('ragab', ['رجب عبد الحميد']),
    entry('jamal', ['جمال حسن']),
    entry('wali', ['WALI JAN AKHUND']),
    entry('farid', ['FARID WALI']),
  ]);
  const screen = (first: string, last: string) =>
    others.screen(person(first, last), possible).map((m) => m.entry_id);

  it('finds a name listed solid that the customer writes apart', () => {
    expect(screen('Wali Jan', 'Akhund')).toContain('walijan');
    expect(screen('Wali Jan', 'Akhund')).toContain('wali');
    expect(screen('علي', 'ما يشو')).toEqual(['maychou']);
  });

  it('reads an Egyptian g as ج, and not a k', () => {
    expect(screen('Ragab', 'Abdel Hamid')).toEqual(['ragab']);
    expect(screen('Gamal', 'Hassan')).toEqual(['jamal']);
    expect(screen('Kamal', 'Hassan')).toEqual([]);
  });
});
