import { describe, expect, it } from 'vitest';
import type { ListEntry } from '@domain/sanctions/list-entry';
import { fixture, formatError } from './fixtures';
import { parseSanctionsList } from './index';
import { splitAliases } from './sema';

const read = (content: string) => parseSanctionsList('sema', content);

const SMALL: ListEntry[] = [
  {
    reference: 'Belarus — Schedule 1, Part 1, Item 1',
    kind: 'individual',
    names: [{ name: 'Khazalbek Bakhtibekovich Atabekov', kind: 'primary', quality: null }],
    birth_dates: [],
    countries: ['Belarus'],
    programme: 'Belarus, Schedule 1, Part 1',
    listed_on: '2020-09-28',
  },
  {
    reference: 'Burma — Schedule 2, Item 13',
    kind: 'individual',
    names: [{ name: 'Tin Naing Thein', kind: 'primary', quality: null }],
    birth_dates: [{ from: '1955-01-01', to: '1955-12-31' }],
    countries: ['Burma'],
    programme: 'Burma, Schedule 2',
    listed_on: null,
  },
  {
    reference: 'Russia — Schedule 1, Part 1, Item 94',
    kind: 'individual',
    names: [
      { name: 'Andrey Igorevich AKIMOV', kind: 'primary', quality: null },
      { name: 'Andrei', kind: 'alias', quality: null },
    ],
    birth_dates: [{ from: '1953-09-22', to: '1953-09-22' }],
    countries: ['Russia'],
    programme: 'Russia, Schedule 1, Part 1',
    listed_on: '2019-03-15',
  },
  {
    reference: 'Russia — Schedule 1, Part 2, Item 1',
    kind: 'entity',
    names: [
      { name: 'Aktsionerny Bank Russian Federation', kind: 'primary', quality: null },
      { name: 'Bank Rossiya', kind: 'alias', quality: null },
    ],
    birth_dates: [],
    countries: ['Russia'],
    programme: 'Russia, Schedule 1, Part 2',
    listed_on: '2014-03-21',
  },
  {
    // A ship: an entity, and its build year is no one's date of birth.
    reference: 'Russia — Schedule 1.1, Item 2',
    kind: 'entity',
    names: [{ name: 'M/V Maria', kind: 'primary', quality: null }],
    birth_dates: [],
    countries: ['Russia'],
    programme: 'Russia, Schedule 1.1',
    listed_on: '2025-06-13',
  },
  {
    // Listed under a regulation, not a country; no schedule.
    reference: 'JVCFOR — Item 1',
    kind: 'individual',
    names: [{ name: 'Nicolás MADURO MOROS', kind: 'primary', quality: null }],
    birth_dates: [],
    countries: [],
    programme: 'Justice for Victims of Corrupt Foreign Officials Regulations (JVCFOR)',
    listed_on: '2017-11-03',
  },
];

describe("Canada's Consolidated Autonomous Sanctions List", () => {
  it('reads every record of a real file, digit for digit', () => {
    const list = read(fixture('sema-small.xml'));
    expect(list).toEqual({ source: 'sema', version: null, published_on: null, entries: SMALL });
  });

  it('reads the current bilingual element names the same', () => {
    expect(read(fixture('sema-bilingual.xml')).entries).toEqual(SMALL);
  });

  it('reads the older element names (Entity, DateOfBirth) and comma-separated aliases', () => {
    const list = read(fixture('sema-2020.xml'));
    expect(list.entries.map((e) => [e.reference, e.kind, e.names.map((n) => n.name)])).toEqual([
      [
        'Burma — Schedule 1, Item 7',
        'entity',
        [
          'Htoo Furniture',
          'Htoo Wood',
          'Htoo Wood Products',
          'Htoo Wood Products Pte. Limited',
          'Htoo Wood-Based Industry',
        ],
      ],
      ['Burma — Schedule 1, Item 13', 'entity', ['MEC Burma Cable Wire Factory']],
      ['Burma — Schedule 1, Item 15', 'entity', ['MEC Ship Breaking Service']],
      ['Burma — Schedule 2, Item 7', 'individual', ['Tin Aung Myint Oo']],
      ['Burma — Schedule 2, Item 13', 'individual', ['Tin Naing Thein']],
      ['Burma — Schedule 2, Item 15', 'individual', ['Chan Nyein', 'Chang Nyein']],
    ]);
    expect(list.entries[3]?.birth_dates).toEqual([{ from: '1950-05-27', to: '1950-05-27' }]);
  });

  it('reads dates of birth in the forms the file writes them', () => {
    const withDate = (date: string) =>
      read(
        fixture('sema-small.xml').replace(
          '<DateOfBirthOrShipBuildDate>1953-09-22</DateOfBirthOrShipBuildDate>',
          `<DateOfBirthOrShipBuildDate>${date}</DateOfBirthOrShipBuildDate>`,
        ),
      ).entries[2]?.birth_dates;
    expect(withDate('1970')).toEqual([{ from: '1970-01-01', to: '1970-12-31' }]);
    expect(withDate('1970-05-01')).toEqual([{ from: '1970-05-01', to: '1970-05-01' }]);
    expect(withDate('01/05/1970')).toEqual([{ from: '1970-05-01', to: '1970-05-01' }]);
    expect(withDate('circa 1970')).toEqual([{ from: '1970-01-01', to: '1970-12-31' }]);
    expect(withDate('1960-1965')).toEqual([{ from: '1960-01-01', to: '1965-12-31' }]);
    expect(withDate('1972-08-26 or 1974-05-31')).toEqual([
      { from: '1972-08-26', to: '1972-08-26' },
      { from: '1974-05-31', to: '1974-05-31' },
    ]);
    // A date this reader cannot read leaves the name screened without one.
    expect(withDate('early 1970s')).toEqual([]);
  });

  it('splits aliases on semicolons and on commas between names, not inside one', () => {
    expect(splitAliases('Htoo Wood, Htoo Wood Products Pte. Limited')).toEqual([
      'Htoo Wood',
      'Htoo Wood Products Pte. Limited',
    ]);
    expect(splitAliases('Andrei; Andrey\u00a0 ')).toEqual(['Andrei', 'Andrey']);
    expect(splitAliases('Завод "Дагдизель", АО; М Инвест, ООО')).toEqual([
      'Завод "Дагдизель", АО',
      'М Инвест, ООО',
    ]);
    expect(splitAliases('Министерство образования, науки и молодежи Республики Крым')).toEqual([
      'Министерство образования, науки и молодежи Республики Крым',
    ]);
    expect(splitAliases('Yuzana Construction, Yuzana Co., Ltd.')).toEqual([
      'Yuzana Construction',
      'Yuzana Co., Ltd.',
    ]);
  });

  it('keeps references unique when the law repeats an item', () => {
    const twice = fixture('sema-small.xml').replace(
      '</data-set>',
      '\t<record>\n\t\t<Country>Russia / Russie</Country>\n\t\t<EntityOrShip>Rossiya Segodnya</EntityOrShip>\n\t\t<Schedule>1, Part 2</Schedule>\n\t\t<Item>1</Item>\n\t</record>\n</data-set>',
    );
    const refs = read(twice).entries.map((e) => e.reference);
    expect(refs.slice(3, 4)).toEqual(['Russia — Schedule 1, Part 2, Item 1']);
    expect(refs.at(-1)).toBe('Russia — Schedule 1, Part 2, Item 1 (2)');
  });

  it('names the line and column of a file that is not well-formed XML', () => {
    const error = formatError(() => read(fixture('sema-broken.xml')));
    expect(error.message).toBe(
      "The file is not well-formed XML: Expected closing tag 'Item' (opened in line 26, col 3) instead of closing tag 'Itme'. (line 26, column 11)",
    );
    expect(error.where).toBe('line 26, column 11');
  });

  it('names the record that has no name', () => {
    const error = formatError(() => read(fixture('sema-no-name.xml')));
    expect(error.message).toBe(
      'record 3 (Item 94) has no name (no LastName, GivenName or EntityOrShip) (line 19)',
    );
    expect(error.where).toBe('line 19');
  });

  it('refuses a file of another list, an empty list and an empty file', () => {
    expect(formatError(() => read(fixture('un-small.xml'))).message).toBe(
      "The root element is <CONSOLIDATED_LIST>, not Canada's <data-set> (line 1)",
    );
    expect(formatError(() => read(fixture('wrong-root.xml'))).message).toBe(
      "The root element is <sdnList>, not Canada's <data-set> (line 2)",
    );
    expect(formatError(() => read(fixture('sema-empty.xml'))).message).toBe(
      'The file holds no list entries',
    );
    expect(formatError(() => read(fixture('empty.xml'))).message).toBe('The file is empty');
  });
});
