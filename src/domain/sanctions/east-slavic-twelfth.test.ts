import { describe, expect, it } from 'vitest';
import { createMatcher } from './matcher';
import { normaliseName } from './normalise';
import { listedPerson } from './fixtures/listed-person';
import { DEFAULT_SCREENING_THRESHOLDS } from './list-entry';

// The twelfth round of issue 46: Ukrainian surnames and the Slavic -ec as the Czech, Slovak and
// Slovene versions of a list write them, without a patronymic beside them.
const same = (a: string, b: string) => expect(normaliseName(a)).toEqual(normaliseName(b));

// The ids of the listed person `listedName` that a customer named `first` `last` is held for.
function screened(listedName: string, first: string, last: string) {
  const found = createMatcher([listedPerson('listed', [listedName])]).screen(
    { kind: 'individual', first, last, birth_date: null },
    DEFAULT_SCREENING_THRESHOLDS.possible,
  );
  return found.map((match) => match.entry_id);
}

describe('Ukrainian surnames written with a háček', () => {
  it('reads č, š and ž of a surname in -enko or -uk as ch, sh and zh', () => {
    same('Stěpan Kovalčuk', 'Stepan Kovalchuk');
    same('Taras Ševčenko', 'Taras Shevchenko');
    same('Yulia Tymošenko', 'Yulia Tymoshenko');
    same('Oleh Žuk', 'Oleh Zhuk');
  });

  it('reads a Slovak woman’s form of one too, which then meets the surname', () => {
    same('Diana Miščenková', 'Diana Mishchenková');
    expect(screened('Diana Igorevna MISHCHENKO', 'Diana', 'Miščenková')).toEqual(['listed']);
  });

  it('leaves the háčeks of other names as the letters without them', () => {
    same('Ivan Kovačević', 'Ivan Kovacevic');
    same('Tomáš Novák', 'Tomas Novak');
    expect(normaliseName('Ivan Kovačević')).not.toEqual(normaliseName('Ivan Kovachevich'));
  });
});

describe('a person’s name ending in -ec', () => {
  it('is read -ets, as the English system writes -ец', () => {
    same('Alexandr Krivec', 'Alexandr Krivets');
    same('Jan Nemec', 'Jan Nemets');
  });

  it('keeps a short word and a company’s name as written', () => {
    expect(normaliseName('Jan Pec')).not.toEqual(normaliseName('Jan Pets'));
    expect(normaliseName('Unitec', 'entity')).not.toEqual(normaliseName('Unitets', 'entity'));
  });

  it('finds the listed person under either spelling', () => {
    expect(screened('Aleksandr Sergeevich KRIVETS', 'Alexandr', 'Krivec')).toEqual(['listed']);
  });
});
