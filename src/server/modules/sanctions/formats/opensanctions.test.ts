import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ListFormatError } from '@domain/sanctions/list-entry';
import { fixture, formatError } from './fixtures';
import { parseSanctionsList, readOpenSanctionsStream } from './index';

const read = (content: string) => parseSanctionsList('opensanctions', content);

describe("OpenSanctions' targets.simple.csv", () => {
  it('reads people and organisations, digit for digit, and leaves other targets out', () => {
    const list = read(fixture('opensanctions-small.csv'));
    expect(list.source).toBe('opensanctions');
    expect(list.version).toBeNull();
    expect(list.published_on).toBeNull();
    expect(list.entries).toEqual([
      {
        reference: 'Q7747',
        kind: 'individual',
        names: [
          { name: 'Vladimir Putin', kind: 'primary', quality: null },
          { name: 'PUTIN, Vladimir Vladimirovich', kind: 'alias', quality: null },
          { name: 'Владимир Владимирович Путин', kind: 'alias', quality: null },
        ],
        birth_dates: [{ from: '1952-10-07', to: '1952-10-07' }],
        countries: ['ru'],
        programme:
          'Canadian Consolidated Autonomous Sanctions List; EU Financial Sanctions Files (FSF)',
        listed_on: '2022-02-25',
      },
      {
        reference: 'NK-3B4vmnHZxbEBTSJ7HLbWwP',
        kind: 'individual',
        names: [
          { name: 'Abdul Aziz Abbasin', kind: 'primary', quality: null },
          { name: 'Abdul Aziz Mahsud', kind: 'alias', quality: null },
          { name: 'عبد العزيز عباسین', kind: 'alias', quality: null },
        ],
        birth_dates: [{ from: '1969-01-01', to: '1969-12-31' }],
        countries: ['af'],
        programme: 'UN Security Council Consolidated List',
        listed_on: '2021-09-26',
      },
      {
        // An alias holding quotes comes quoted inside the field.
        reference: 'NK-2v5pE4q6cFYkeFQy8VbGFk',
        kind: 'entity',
        names: [
          { name: 'Bank Rossiya', kind: 'primary', quality: null },
          { name: 'Aktsionerny Bank Russian Federation', kind: 'alias', quality: null },
          { name: 'АКЦИОНЕРНОЕ ОБЩЕСТВО "АКЦИОНЕРНЫЙ БАНК "РОССИЯ"', kind: 'alias', quality: null },
        ],
        birth_dates: [],
        countries: ['ru'],
        programme:
          'Canadian Consolidated Autonomous Sanctions List; US OFAC Specially Designated Nationals (SDN) List',
        listed_on: '2021-09-26',
      },
      {
        reference: 'NK-VvTkWZWcJZ6bGNEXKLmK6s',
        kind: 'entity',
        names: [
          { name: 'MARIA', kind: 'primary', quality: null },
          { name: 'M/V Maria', kind: 'alias', quality: null },
        ],
        birth_dates: [],
        countries: ['ru'],
        programme: 'Canadian Consolidated Autonomous Sanctions List',
        listed_on: '2025-06-13',
      },
      {
        // "Nicolás MADURO MOROS" differs from the name only in case: one name.
        reference: 'NK-9cYBdvmBbqT3SdkJXB8CsD',
        kind: 'individual',
        names: [
          { name: 'Nicolás Maduro Moros', kind: 'primary', quality: null },
          { name: 'Nicolas MADURO MOROS', kind: 'alias', quality: null },
        ],
        birth_dates: [{ from: '1962-11-23', to: '1962-11-23' }],
        countries: ['ve'],
        programme: 'Canadian Consolidated Autonomous Sanctions List',
        listed_on: '2021-09-26',
      },
    ]);
  });

  it('finds its columns by name, whatever their order or number', () => {
    const csv = [
      'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,program_ids,dataset,first_seen,last_seen,last_change',
      'NK-1,Person,Ivan Petrov,I. Petrov,1960-01,ru,,,,,,RU-UKR,EU Financial Sanctions Files (FSF),2022-03-01T10:00:00,,',
    ].join('\r\n');
    expect(read(csv).entries).toEqual([
      {
        reference: 'NK-1',
        kind: 'individual',
        names: [
          { name: 'Ivan Petrov', kind: 'primary', quality: null },
          { name: 'I. Petrov', kind: 'alias', quality: null },
        ],
        birth_dates: [{ from: '1960-01-01', to: '1960-01-31' }],
        countries: ['ru'],
        programme: 'EU Financial Sanctions Files (FSF)',
        listed_on: '2022-03-01',
      },
    ]);
  });

  it('names the line of a row that is not well-formed CSV', () => {
    const error = formatError(() => read(fixture('opensanctions-broken.csv')));
    expect(error.message).toMatch(/^The file is not well-formed CSV: Invalid Closing Quote/);
    expect(error.where).toBe('line 3');
  });

  it('names the row that has no name', () => {
    const error = formatError(() => read(fixture('opensanctions-no-name.csv')));
    expect(error.message).toBe('Row NK-2v5pE4q6cFYkeFQy8VbGFk has no name (line 4)');
  });

  it('refuses a repeated id, a file of another format, an empty list and an empty file', () => {
    const csv = fixture('opensanctions-small.csv');
    const [header, first] = csv.split('\n');
    expect(formatError(() => read(`${header}\n${first}\n${first}\n`)).message).toBe(
      'The id Q7747 appears twice (line 3)',
    );
    expect(formatError(() => read('name,dob\nIvan,1960\n')).message).toBe(
      `The header has no "id", "schema" column; is this OpenSanctions' targets.simple.csv? (line 1)`,
    );
    expect(formatError(() => read(fixture('un-small.xml'))).message).toBe(
      "The file is XML, not OpenSanctions' targets.simple.csv (line 1)",
    );
    expect(formatError(() => read(fixture('opensanctions-empty.csv'))).message).toBe(
      'The file holds no list entries',
    );
    expect(formatError(() => read('')).message).toBe('The file is empty');
  });

  it('reads the same from a stream, a few bytes at a time', async () => {
    const csv = fixture('opensanctions-small.csv');
    const chunks = csv.match(/[\s\S]{1,7}/g) ?? [];
    const list = await readOpenSanctionsStream(Readable.from(chunks));
    expect(list).toEqual(read(csv));
    await expect(
      readOpenSanctionsStream(Readable.from([fixture('opensanctions-no-name.csv')])),
    ).rejects.toThrow(new ListFormatError('Row NK-2v5pE4q6cFYkeFQy8VbGFk has no name', 'line 4'));
  });

  it('reads a file of 20,000 rows', { timeout: 120_000 }, () => {
    const [header] = fixture('opensanctions-small.csv').split('\n');
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `"NK-${i}","Person","Person ${i}","Alias ${i};Other ${i}","19${String(i % 100).padStart(2, '0')}","ru","","","","","","UN Security Council Consolidated List","2021-09-26T14:19:23","2025-06-13T12:05:11","2023-01-18T10:02:54"`,
    );
    const list = read([header, ...rows].join('\n'));
    expect(list.entries).toHaveLength(20_000);
    expect(list.entries[19_999]).toMatchObject({
      reference: 'NK-19999',
      names: [
        { name: 'Person 19999', kind: 'primary', quality: null },
        { name: 'Alias 19999', kind: 'alias', quality: null },
        { name: 'Other 19999', kind: 'alias', quality: null },
      ],
      birth_dates: [{ from: '1999-01-01', to: '1999-12-31' }],
    });
  });
});
