import { describe, expect, it } from 'vitest';
import { createMatcher } from './matcher';
import { DEFAULT_SCREENING_THRESHOLDS, type ScreenableEntry } from './list-entry';

// A Russian, Ukrainian or Belarusian customer gives the name as their passport writes it:
// ICAO 9303's romanisation (Iurii, Aleksei, Poklonskaia), no patronymic. The lists write the
// same person in the English system with the patronymic (Yuriy Ivanovich). Issue 46.
const PASSPORT_AND_LIST: [string, string, string][] = [
  ['Iurii', 'Ivanov', 'Yuriy Ivanovich IVANOV'],
  ['Natalia', 'Poklonskaia', 'Natalya Vladimirovna POKLONSKAYA'],
  ['Sergei', 'Shoigu', 'Sergey Kuzhugetovich SHOYGU'],
  ['Ekaterina', 'Mizulina', 'Yekaterina Mikhaylovna MIZULINA'],
  ['Iuliia', 'Zhukova', 'Yuliya Sergeyevna ZHUKOVA'],
  ['Vasilii', 'Nebenzia', 'Vasily Alekseyevich NEBENZYA'],
  ['Viacheslav', 'Volodin', 'Vyacheslav Viktorovich VOLODIN'],
  ['Evgenii', 'Prigozhin', 'Yevgeniy Viktorovich PRIGOZHIN'],
  ['Petr', 'Aven', 'Pyotr Olegovich AVEN'],
  ['Semen', 'Kuznetsov', 'Semyon Ivanovich KUZNETSOV'],
  ['Artem', 'Chaika', 'Artyom Yurievich CHAYKA'],
  ['Aliaksandr', 'Lukashenka', 'Alexander Grigoryevich LUKASHENKO'],
];

const listed = (name: string): ScreenableEntry => ({
  id: name,
  source: 'sema',
  reference: name,
  kind: 'individual',
  names: [{ name, kind: 'primary', quality: null }],
  birth_dates: [],
  countries: [],
  programme: null,
  listed_on: null,
});

describe('a name as a passport writes it', () => {
  const matcher = createMatcher(PASSPORT_AND_LIST.map(([, , name]) => listed(name)));

  it.each(PASSPORT_AND_LIST)('%s %s meets %s', (first, last, name) => {
    const matches = matcher.screen(
      { kind: 'individual', first, last, birth_date: null },
      DEFAULT_SCREENING_THRESHOLDS.possible,
    );
    expect(matches.map((match) => match.entry_id)).toContain(name);
  });
});
