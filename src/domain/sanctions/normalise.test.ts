import { describe, expect, it } from 'vitest';
import { normaliseName, subjectFingerprint } from './normalise';

describe('normaliseName', () => {
  it('lowercases, drops accents and splits on punctuation', () => {
    expect(normaliseName('  José   NÚÑEZ-Müller ')).toEqual(normaliseName('jose nunez muller'));
    expect(normaliseName('Đorđe Šćekić')).toEqual(normaliseName('Dorde Scekic'));
  });

  it('transliterates Cyrillic and Greek to the Latin spelling lists use', () => {
    expect(normaliseName('Владимир Путин')).toEqual(normaliseName('Vladimir Putin'));
    expect(normaliseName('Сергей Лавров')).toEqual(normaliseName('Sergey Lavrov'));
    expect(normaliseName('Αλέξης Τσίπρας')).toEqual(normaliseName('Alexis Tsipras'));
  });

  it('folds the common romanisations of one Arabic or Russian name together', () => {
    const muhammad = normaliseName('Muhammad');
    for (const variant of ['Mohammed', 'Mohamed', 'Mohammad', 'Muhammed', 'MOHAMAD']) {
      expect(normaliseName(variant)).toEqual(muhammad);
    }
    expect(normaliseName('Hossein')).toEqual(normaliseName('Husain'));
    expect(normaliseName('Sergei')).toEqual(normaliseName('Sergey'));
    expect(normaliseName('Yevgeny')).toEqual(normaliseName('Evgeniy'));
    expect(normaliseName('Alexander Loukachenko')).toEqual(normaliseName('Aleksander Lukashenko'));
  });

  it('writes every form of "Abd al-" as one token', () => {
    const abdulrahman = normaliseName('Abdulrahman');
    expect(abdulrahman).toHaveLength(1);
    for (const variant of ['Abd al-Rahman', 'Abd al Rahman', 'Abdel Rahman', 'Abdurrahman']) {
      expect(normaliseName(variant)).toEqual(abdulrahman);
    }
    expect(normaliseName('Abd Allah')).toEqual(normaliseName('Abdullah'));
    // The final h of a short name after "Abd" is dropped as in any word: -ullah, -ulla.
    expect(normaliseName('Al-Abdulla')).toEqual(normaliseName('Al-Abdullah'));
    expect(normaliseName('Abdalla')).toEqual(normaliseName('Abdullah'));
    expect(normaliseName('Abdel Aziz')).not.toEqual(normaliseName('Abdel Rahman'));
  });

  it('drops particles after the first word but keeps a first word and "Abu"', () => {
    expect(normaliseName('Ayman al-Zawahiri')).toEqual(normaliseName('Ayman Zawahiri'));
    expect(normaliseName('Ayman Al Zawahiri')).toEqual(normaliseName('Ayman Zawahiri'));
    expect(normaliseName('Usama bin Ladin')).toEqual(normaliseName('Usama Ladin'));
    expect(normaliseName('Ludwig van Beethoven')).toEqual(normaliseName('Ludwig Beethoven'));
    expect(normaliseName('Van Morrison')).toHaveLength(2);
    expect(normaliseName('Abu Bakr')).toHaveLength(2);
  });

  it('keeps the order written and an initial as one letter', () => {
    expect(normaliseName('V. Putin')).toEqual(['v', 'putin']);
    expect(normaliseName('Putin Vladimir')).toEqual(['putin', 'vladimir']);
  });

  it('drops apostrophes inside a name rather than splitting it', () => {
    expect(normaliseName("O'Brien")).toEqual(normaliseName('OBrien'));
    expect(normaliseName('Mas‘ud')).toEqual(normaliseName('Masud'));
  });

  it("drops a company's legal form", () => {
    expect(normaliseName('PJSC Rosneft Oil Company', 'entity')).toEqual(
      normaliseName('Rosneft Oil', 'entity'),
    );
    expect(normaliseName('Gazprombank (Joint Stock Company)', 'entity')).toEqual(
      normaliseName('Gazprombank', 'entity'),
    );
  });
});

describe('subjectFingerprint', () => {
  const subject = {
    kind: 'individual' as const,
    first: 'Mohammed Ali',
    last: 'Khan',
    birth_date: '1985-04-12',
  };

  it('is the same for the same name however typed', () => {
    expect(subjectFingerprint(subject)).toBe('ali khan mohammed|1985-04-12');
    expect(subjectFingerprint({ ...subject, first: 'KHAN', last: 'Mohammed  Ali' })).toBe(
      subjectFingerprint(subject),
    );
  });

  it('changes with the spelling or the birthday', () => {
    expect(subjectFingerprint({ ...subject, first: 'Mohamed Ali' })).not.toBe(
      subjectFingerprint(subject),
    );
    expect(subjectFingerprint({ ...subject, birth_date: '1985-04-13' })).not.toBe(
      subjectFingerprint(subject),
    );
    expect(subjectFingerprint({ ...subject, birth_date: null })).toBe('ali khan mohammed|');
  });
});
