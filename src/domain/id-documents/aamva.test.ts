import { describe, expect, it } from 'vitest';
import { readIdDocument } from './read-id-document';
import { asTyped } from './samples';
import type { IdDocument, ReadResult } from './types';
import {
  ALBERTA_V10,
  BRITISH_COLUMBIA_V09,
  ONTARIO_V08,
  QUEBEC_V03,
} from './fixtures/aamva-canada';
import { CALIFORNIA_ID_V09, NEW_YORK_V01, VIRGINIA_V10 } from './fixtures/aamva-us';

const TODAY = '2026-11-29';

function documentOf(result: ReadResult): IdDocument {
  if (!result.ok) throw new Error(`not read: ${result.reason} (${result.message})`);
  return result.document;
}
const read = (text: string) => documentOf(readIdDocument(text, TODAY));

describe('reading Canadian licences', () => {
  it('reads an Ontario licence (version 08) whole', () => {
    expect(read(ONTARIO_V08)).toEqual({
      kind: 'driver_licence',
      source: 'aamva',
      family_name: 'NGUYEN',
      given_names: 'LINH',
      middle_name: 'THI',
      birth_date: '1988-03-14',
      sex: 'F',
      document_number: 'N12345678880314',
      id_type: "Driver's Licence",
      issuing_country: 'CA',
      issuing_jurisdiction: 'ON',
      issued_date: '2021-06-10',
      expiry_date: '2028-03-14',
      expired: false,
      address: {
        line1: '45 MAPLE AVE',
        line2: null,
        city: 'OTTAWA',
        province_state: 'ON',
        postal_code: 'K2P 1L4',
        country: 'CA',
      },
    });
  });

  it('splits the given names of a version 03 card (Quebec) at the comma', () => {
    const quebec = read(QUEBEC_V03);
    expect([quebec.family_name, quebec.given_names, quebec.middle_name]).toEqual([
      'GAGNON',
      'MARIE',
      'JOSEE',
    ]);
    expect([quebec.birth_date, quebec.expiry_date, quebec.issuing_jurisdiction]).toEqual([
      '1987-05-14',
      '2027-05-14',
      'QC',
    ]);
    expect(quebec.address?.line1).toBe('1200 RUE SAINT-DENIS');
  });

  it('reads British Columbia (version 09) and Alberta (version 10)', () => {
    const bc = read(BRITISH_COLUMBIA_V09);
    expect([bc.document_number, bc.issuing_jurisdiction, bc.address?.postal_code]).toEqual([
      '1234567',
      'BC',
      'V6B 1A1',
    ]);
    const alberta = read(ALBERTA_V10);
    // DAD "NONE" is no middle name; DBC 9 is the X of a card that states no sex.
    expect(alberta.middle_name).toBeNull();
    expect(alberta.sex).toBe('X');
    expect(alberta.address).toEqual({
      line1: '200 4 AVE SW',
      line2: 'UNIT 1502',
      city: 'CALGARY',
      province_state: 'AB',
      postal_code: 'T2P 1J9',
      country: 'CA',
    });
  });
});

describe('reading US licences and ID cards', () => {
  it('reads US dates month first (Virginia, version 10) and shortens a ZIP+0000', () => {
    const virginia = read(VIRGINIA_V10);
    expect([virginia.birth_date, virginia.issued_date, virginia.expiry_date]).toEqual([
      '1986-06-06',
      '2024-06-06',
      '2032-06-06',
    ]);
    expect([virginia.issuing_country, virginia.issuing_jurisdiction]).toEqual(['US', 'VA']);
    expect(virginia.address?.postal_code).toBe('23269');
  });

  it('reads a California ID card as an ID card, with its ZIP+4', () => {
    const california = read(CALIFORNIA_ID_V09);
    expect([california.kind, california.id_type]).toEqual(['id_card', 'ID Card']);
    expect(california.birth_date).toBe('1975-08-30');
    expect(california.address?.postal_code).toBe('95814-1234');
  });

  it('reads a version 01 card (New York): the name in DAA, dates year first, and expired', () => {
    const newYork = read(NEW_YORK_V01);
    expect([newYork.family_name, newYork.given_names, newYork.middle_name]).toEqual([
      'SMITH',
      'JOHN',
      'QUINCY',
    ]);
    expect([newYork.birth_date, newYork.expiry_date, newYork.expired]).toEqual([
      '1970-01-31',
      '2015-01-31',
      true,
    ]);
    // No DCG element in version 01: the issuer number says the US.
    expect([newYork.issuing_country, newYork.issuing_jurisdiction]).toEqual(['US', 'NY']);
  });

  it('counts a document as valid on its expiry day and expired the day after', () => {
    expect(documentOf(readIdDocument(VIRGINIA_V10, '2032-06-06')).expired).toBe(false);
    expect(documentOf(readIdDocument(VIRGINIA_V10, '2032-06-07')).expired).toBe(true);
  });
});

describe('what scanners do to the text', () => {
  const ontario = read(ONTARIO_V08);

  it.each([
    ['every LF typed as CR', { lineBreaks: 'CR' }],
    ['every CR typed as LF', { lineBreaks: 'LF' }],
    ['every break typed as CR LF', { lineBreaks: 'CRLF' }],
    ['the RS dropped', { recordSeparator: 'drop' }],
    ['the RS typed as a visible token', { recordSeparator: 'visible' }],
    ['a prefix and an Enter at the end', { prefix: ']L2', suffix: '\r\n' }],
    [
      'LF as CR, RS dropped and a tab after',
      { lineBreaks: 'CR', recordSeparator: 'drop', suffix: '\t' },
    ],
  ] as const)('reads the same document with %s', (_name, style) => {
    expect(read(asTyped(ONTARIO_V08, style))).toEqual(ontario);
  });

  it('reads control characters typed as [LF], [CR] and <RS>', () => {
    const visible = ONTARIO_V08.replaceAll('\n', '[LF]')
      .replaceAll('\r', '[CR]')
      .replace('\u001e', '<RS>');
    expect(read(visible)).toEqual(ontario);
  });

  it('reads a scan whose last CR a form trimmed, when the licence is the last subfile', () => {
    expect(read(ALBERTA_V10.trimEnd())).toEqual(read(ALBERTA_V10));
  });

  it('reads a scan typed with Caps Lock on', () => {
    const inverted = [...VIRGINIA_V10]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    expect(read(inverted)).toEqual(read(VIRGINIA_V10));
  });
});

describe('scans that cannot be read', () => {
  it('says a scan that stopped early is truncated, wherever it stopped', () => {
    // In the header, in the licence's subfile, and just before the end of its last element.
    for (const length of [6, 12, 20, 30, 120, 200, ONTARIO_V08.indexOf('ZO', 60) - 3]) {
      const result = readIdDocument(ONTARIO_V08.slice(0, length), TODAY);
      expect(result).toMatchObject({ ok: false, reason: 'truncated' });
    }
    // The licence as the last subfile, cut two characters before its end (mid postal code
    // would look the same), or right after a separator in its middle.
    expect(readIdDocument(ALBERTA_V10.slice(0, -2), TODAY)).toMatchObject({ reason: 'truncated' });
    const afterAddress = ALBERTA_V10.indexOf('DAH');
    expect(readIdDocument(ALBERTA_V10.slice(0, afterAddress), TODAY)).toMatchObject({
      reason: 'truncated',
    });
    // Cut inside the jurisdiction's own subfile, after the licence's: nothing of ours is lost.
    expect(readIdDocument(ONTARIO_V08.slice(0, -3), TODAY).ok).toBe(true);
  });

  it('names a missing element', () => {
    const noBirth = ONTARIO_V08.replace('DBB19880314\n', 'DBB\n');
    expect(readIdDocument(noBirth, TODAY)).toEqual({
      ok: false,
      reason: 'missing_element',
      field: 'birth_date',
      message: 'The barcode has no date of birth: type the details from the card.',
    });
    const noNumber = ONTARIO_V08.replace('DAQN12345678880314', 'DAQ');
    expect(readIdDocument(noNumber, TODAY)).toMatchObject({ field: 'document_number' });
  });

  it('refuses a date that is no day of the calendar, without repeating it', () => {
    const result = readIdDocument(ONTARIO_V08.replace('DBA20280314', 'DBA20280231'), TODAY);
    expect(result).toEqual({
      ok: false,
      reason: 'bad_date',
      field: 'expiry_date',
      message: "The barcode's expiry date is not a date: type the details from the card.",
    });
  });

  it('does not recognise a barcode that is not a licence, nor plain text', () => {
    expect(readIdDocument('0123456789012', TODAY)).toMatchObject({ reason: 'unrecognised' });
    expect(readIdDocument('', TODAY)).toMatchObject({ reason: 'unrecognised' });
    // An AAMVA header whose subfiles hold no licence or ID card (a vehicle registration).
    const registration =
      '@\n\x1e\rANSI 636012080101VR00310020VRVAA1234\nVAB2020\r' + 'x'.repeat(10);
    expect(readIdDocument(registration, TODAY)).toMatchObject({ reason: 'unrecognised' });
  });

  it('refuses a "today" that is not a date', () => {
    expect(() => readIdDocument(ONTARIO_V08, '29/11/2026')).toThrow(RangeError);
  });
});
