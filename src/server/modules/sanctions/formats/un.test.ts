import { describe, expect, it } from 'vitest';
import { hugeUnList } from '../../../test/fixtures/sanctions/huge-lists';
import { fixture, formatError } from './fixtures';
import { parseSanctionsList } from './index';

const read = (content: string) => parseSanctionsList('un', content);

describe('the UN Security Council Consolidated List', () => {
  it('reads every individual and entity of a real file, digit for digit', () => {
    const list = read(fixture('un-small.xml'));
    expect(list.source).toBe('un');
    expect(list.version).toBe('2020-03-20T19:09:21.822-04:00');
    expect(list.published_on).toBe('2020-03-20');
    expect(list.entries.map((e) => e.reference)).toEqual([
      'KPi.033',
      'KPi.037',
      'TAi.155',
      'QDi.420',
      'TAi.004',
      'QDi.306',
      'SSi.005',
      'KPe.053',
      'IRe.001',
    ]);
    const [ri, chang, abbasin, nasir, omar, khan, marial, pad, tir] = list.entries;
    // Padded names (" RI ") come out trimmed; a person without an alias has only the name.
    expect(ri).toEqual({
      reference: 'KPi.033',
      kind: 'individual',
      names: [{ name: 'RI WON HO', kind: 'primary', quality: null }],
      birth_dates: [{ from: '1964-07-17', to: '1964-07-17' }],
      countries: ["Democratic People's Republic of Korea"],
      programme: 'DPRK',
      listed_on: '2016-11-30',
    });
    // A full date of birth and a good alias.
    expect(chang).toEqual({
      reference: 'KPi.037',
      kind: 'individual',
      names: [
        { name: 'CHANG CHANG HA', kind: 'primary', quality: null },
        { name: 'Jang Chang Ha', kind: 'alias', quality: 'good' },
      ],
      birth_dates: [{ from: '1964-01-10', to: '1964-01-10' }],
      countries: ["Democratic People's Republic of Korea"],
      programme: 'DPRK',
      listed_on: '2016-11-30',
    });
    // A year of birth alone, and the name in its original script as an alias.
    expect(abbasin).toEqual({
      reference: 'TAi.155',
      kind: 'individual',
      names: [
        { name: 'ABDUL AZIZ ABBASIN', kind: 'primary', quality: null },
        { name: 'Abdul Aziz Mahsud', kind: 'alias', quality: 'good' },
        { name: 'عبد العزيز عباسین', kind: 'alias', quality: null },
      ],
      birth_dates: [{ from: '1969-01-01', to: '1969-12-31' }],
      countries: [],
      programme: 'Taliban',
      listed_on: '2011-10-04',
    });
    // BETWEEN 1965 and 1969, and a low-quality alias.
    expect(nasir?.birth_dates).toEqual([{ from: '1965-01-01', to: '1969-12-31' }]);
    expect(nasir?.names.map((n) => [n.name, n.quality])).toEqual([
      ["HAJJI 'ABD AL-NASIR", null],
      ['Hajji Abdelnasser', 'good'],
      ['Hajji Abd al-Nasr', 'good'],
      ['Taha al-Khuwayt', 'low'],
    ]);
    // Three years of birth, the first one approximate.
    expect(omar?.names[0]?.name).toBe('MOHAMMED OMAR GHULAM NABI');
    expect(omar?.birth_dates).toEqual([
      { from: '1966-01-01', to: '1966-12-31' },
      { from: '1960-01-01', to: '1960-12-31' },
      { from: '1953-01-01', to: '1953-12-31' },
    ]);
    // One ALIAS_NAME holding an Arabic name and its romanisations; a date given as a note.
    expect(khan?.names.map((n) => n.name)).toEqual([
      'MUSTAFA HAJJI MUHAMMAD KHAN',
      'حسن غول',
      'Hassan Ghul',
      'Hassan Gul',
      'Hasan Gul',
      'Khalid Mahmud',
      'Ahmad Shahji',
      'Mustafa Muhammad',
      'Abu Gharib al-Madani',
      'أبو شيماء',
      'Abu-Shaima',
      'Abu- Shayma',
      'مصطفى حجي محمد خان',
    ]);
    expect(khan?.birth_dates).toEqual([
      { from: '1977-08-01', to: '1977-09-30' },
      { from: '1976-01-01', to: '1976-12-31' },
    ]);
    expect(khan?.countries).toEqual(['Pakistan', 'Saudi Arabian']);
    // A date and a listing date with a time zone after them; four names.
    expect(marial?.names[0]?.name).toBe('MARIAL CHANUONG YOL MANGOK');
    expect(marial?.birth_dates).toEqual([{ from: '1960-01-01', to: '1960-01-01' }]);
    expect(marial?.listed_on).toBe('2015-07-01');
    // Entities: the address's country; "KPe.053 " trimmed.
    expect(pad).toEqual({
      reference: 'KPe.053',
      kind: 'entity',
      names: [
        { name: 'PROPAGANDA AND AGITATION DEPARTMENT (PAD)', kind: 'primary', quality: null },
      ],
      birth_dates: [],
      countries: ["Democratic People's Republic of Korea"],
      programme: 'DPRK',
      listed_on: '2017-09-11',
    });
    expect(tir).toEqual({
      reference: 'IRe.001',
      kind: 'entity',
      names: [{ name: '7TH OF TIR', kind: 'primary', quality: null }],
      birth_dates: [],
      countries: [],
      programme: 'Iran',
      listed_on: '2006-12-23',
    });
  });

  it('reads entity aliases, "a.k.a." as a good one and "f.k.a." unrated', () => {
    const xml = fixture('un-small.xml').replace(
      '<ENTITY_ALIAS><QUALITY/><ALIAS_NAME/></ENTITY_ALIAS><ENTITY_ADDRESS/>',
      '<ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Yazd Ammunition Manufacturing and Metallurgy Industries</ALIAS_NAME></ENTITY_ALIAS><ENTITY_ALIAS><QUALITY>f.k.a.</QUALITY><ALIAS_NAME>Directorate of Yazd Ammunition and Metallurgy\nIndustries</ALIAS_NAME></ENTITY_ALIAS><ENTITY_ADDRESS><CITY>Yazd</CITY><COUNTRY>Iran</COUNTRY></ENTITY_ADDRESS>',
    );
    const tir = read(xml).entries.find((e) => e.reference === 'IRe.001');
    expect(tir?.names).toEqual([
      { name: '7TH OF TIR', kind: 'primary', quality: null },
      {
        name: 'Yazd Ammunition Manufacturing and Metallurgy Industries',
        kind: 'alias',
        quality: 'good',
      },
      {
        name: 'Directorate of Yazd Ammunition and Metallurgy Industries',
        kind: 'alias',
        quality: null,
      },
    ]);
    expect(tir?.countries).toEqual(['Iran']);
  });

  it('names the line and column of a file that is not well-formed XML', () => {
    const error = formatError(() => read(fixture('un-broken.xml')));
    expect(error.message).toBe(
      "The file is not well-formed XML: Expected closing tag 'SECOND_NAME' (opened in line 6, col 106) instead of closing tag 'INDIVIDUAL'. (line 9, column 825)",
    );
    expect(error.where).toBe('line 9, column 825');
  });

  it('names the element that has no name', () => {
    const error = formatError(() => read(fixture('un-no-name.xml')));
    expect(error.message).toBe('INDIVIDUAL 2 (KPi.037) has no FIRST_NAME (line 5)');
    expect(error.where).toBe('line 5');
  });

  it('names an entry without a reference number', () => {
    const xml = fixture('un-small.xml').replace('<REFERENCE_NUMBER>IRe.001</REFERENCE_NUMBER>', '');
    const error = formatError(() => read(xml));
    expect(error.message).toBe('ENTITY 2 has no REFERENCE_NUMBER (line 20)');
  });

  it('refuses a file of another list, by its root element', () => {
    expect(formatError(() => read(fixture('wrong-root.xml'))).message).toBe(
      "The root element is <sdnList>, not the UN list's <CONSOLIDATED_LIST> (line 2)",
    );
    expect(formatError(() => read(fixture('sema-small.xml'))).message).toBe(
      "The root element is <data-set>, not the UN list's <CONSOLIDATED_LIST> (line 2)",
    );
  });

  it('refuses a list with no entries and an empty file', () => {
    expect(formatError(() => read(fixture('un-empty.xml'))).message).toBe(
      'The file holds no list entries (line 1)',
    );
    const empty = formatError(() => read(fixture('empty.xml')));
    expect(empty.message).toBe('The file is empty');
    expect(empty.where).toBeNull();
  });

  it('refuses a DOCTYPE before any entity in it is expanded', () => {
    const error = formatError(() => read(fixture('entity-expansion.xml')));
    expect(error.message).toBe(
      'The file has a DOCTYPE declaration, which the published lists never have (line 2)',
    );
  });

  it('decodes character references and the XML entities', () => {
    const xml = fixture('un-small.xml').replace(
      '<FIRST_NAME>7TH OF TIR</FIRST_NAME>',
      '<FIRST_NAME>SOCI&#201;T&#xC9; M&amp;A &apos;TIR&apos;</FIRST_NAME>',
    );
    const tir = read(xml).entries.find((e) => e.reference === 'IRe.001');
    expect(tir?.names[0]?.name).toBe("SOCIÉTÉ M&A 'TIR'");
  });

  it('reads a list of 20,000 entries', { timeout: 120_000 }, () => {
    const list = read(hugeUnList(18_000, 2_000));
    expect(list.entries).toHaveLength(20_000);
    expect(new Set(list.entries.map((e) => e.reference)).size).toBe(20_000);
    const last = list.entries[17_999];
    expect(last?.reference).toBe('QDi.018000');
    expect(last?.names.map((n) => n.name)).toEqual([
      'AHMAD KHAN 18000',
      'AHMAD AL-KHAN',
      'Abu 18000',
    ]);
    expect(last?.birth_dates).toEqual([{ from: '1940-01-25', to: '1940-01-25' }]);
    expect(list.entries[19_999]).toMatchObject({ reference: 'KPe.002000', kind: 'entity' });
  });
});
