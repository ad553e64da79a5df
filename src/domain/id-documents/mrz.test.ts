import { describe, expect, it } from 'vitest';
import { readIdDocument } from './read-id-document';
import {
  CANADA_PASSPORT,
  TD1_LONG_NUMBER,
  TD1_SPECIMEN,
  TD2_SPECIMEN,
  TD3_SPECIMEN,
} from './fixtures/mrz-icao';
import { mrzCheckDigit } from './mrz-check-digit';
import { samplePassportMrz } from './samples';

const TODAY = '2026-11-29';
const read = (text: string) => readIdDocument(text, TODAY);

// Replaces one character of a zone, to make its check digits fail.
const change = (text: string, line: number, column: number, to: string) =>
  text
    .split('\n')
    .map((l, i) => (i === line ? l.slice(0, column) + to + l.slice(column + 1) : l))
    .join('\n');

describe('reading the ICAO specimens', () => {
  it('reads the passport (TD3) whole: Utopia is no country, and it expired in 2012', () => {
    expect(read(TD3_SPECIMEN)).toEqual({
      ok: true,
      document: {
        kind: 'passport',
        source: 'mrz',
        family_name: 'ERIKSSON',
        given_names: 'ANNA MARIA',
        middle_name: null,
        birth_date: '1974-08-12',
        sex: 'F',
        document_number: 'L898902C3',
        id_type: 'Passport',
        issuing_country: null,
        issuing_jurisdiction: null,
        issued_date: null,
        expiry_date: '2012-04-15',
        expired: true,
        address: null,
      },
    });
  });

  it.each([
    ['TD1', TD1_SPECIMEN, 'D23145890'],
    ['TD2', TD2_SPECIMEN, 'D23145890'],
    ['TD1 with a long document number', TD1_LONG_NUMBER, 'D23145890123'],
  ])('reads the ID card (%s)', (_name, zone, number) => {
    expect(read(zone)).toMatchObject({
      ok: true,
      document: {
        kind: 'travel_id',
        id_type: 'ID Card',
        family_name: 'ERIKSSON',
        given_names: 'ANNA MARIA',
        document_number: number,
        birth_date: '1974-08-12',
        expiry_date: '2012-04-15',
      },
    });
  });

  it('maps the issuing state to its alpha-2 code', () => {
    expect(read(CANADA_PASSPORT)).toMatchObject({
      ok: true,
      document: {
        issuing_country: 'CA',
        family_name: 'MARTIN',
        given_names: 'SARAH JANE',
        birth_date: '1990-02-14',
        expiry_date: '2031-06-30',
        expired: false,
      },
    });
    // Germany writes "D<<", not DEU.
    const germany = samplePassportMrz({
      state: 'D',
      family_name: 'Mueller',
      given_name: 'Jonas',
      birth_date: '1985-01-31',
      document_number: 'C01X00T47',
      expiry_date: '2030-01-30',
    });
    expect(read(germany)).toMatchObject({
      ok: true,
      document: { issuing_country: 'DE', sex: null },
    });
  });
});

describe('check digits', () => {
  it.each([
    ['document_number', 1, 0, 'M'],
    ['birth_date', 1, 14, '3'],
    ['expiry_date', 1, 22, '3'],
    ['personal_number', 1, 30, 'X'],
  ])('refuses a TD3 whose %s does not match its check digit', (field, line, column, to) => {
    expect(read(change(TD3_SPECIMEN, line, column, to))).toMatchObject({
      ok: false,
      reason: 'bad_check_digit',
      field,
    });
  });

  it('refuses a zone whose composite check digit fails, naming it in plain words', () => {
    expect(read(change(TD3_SPECIMEN, 1, 43, '1'))).toEqual({
      ok: false,
      reason: 'bad_check_digit',
      field: 'composite',
      message:
        'The machine-readable zone does not match its final check digit: scan the document again, or type the details.',
    });
    expect(read(change(TD1_SPECIMEN, 1, 29, '5'))).toMatchObject({ field: 'composite' });
    expect(read(change(TD2_SPECIMEN, 1, 35, '5'))).toMatchObject({ field: 'composite' });
  });

  it('refuses a TD1 whose long document number does not match', () => {
    expect(read(change(TD1_LONG_NUMBER, 0, 18, '4'))).toMatchObject({ field: 'document_number' });
  });
});

describe('what readers do to the text', () => {
  const passport = read(TD3_SPECIMEN);

  it.each([
    ['CR between the lines', TD3_SPECIMEN.replace('\n', '\r')],
    ['CR LF and an Enter at the end', TD3_SPECIMEN.replace('\n', '\r\n') + '\r\n'],
    ['no line break at all', TD3_SPECIMEN.replace('\n', '')],
    ['Caps Lock on', TD3_SPECIMEN.toLowerCase()],
    ['a prefix line and a control character', `\u0002SCAN\n${TD3_SPECIMEN}\u0003`],
  ])('reads the same passport with %s', (_name, text) => {
    expect(read(text)).toEqual(passport);
  });

  it('reads a TD1 typed as one line of 90', () => {
    expect(read(TD1_SPECIMEN.replaceAll('\n', ''))).toEqual(read(TD1_SPECIMEN));
  });
});

describe('zones that cannot be read', () => {
  it('says a zone cut short is truncated', () => {
    for (const text of [
      TD3_SPECIMEN.slice(0, 50),
      TD3_SPECIMEN.slice(0, -1),
      TD3_SPECIMEN.split('\n')[0]!,
      TD1_SPECIMEN.split('\n').slice(0, 2).join('\n'),
    ]) {
      expect(read(text)).toMatchObject({ ok: false, reason: 'truncated' });
    }
  });

  it('refuses a visa', () => {
    const visa = TD3_SPECIMEN.replace('P<UTO', 'V<UTO');
    expect(read(visa)).toMatchObject({ ok: false, reason: 'unrecognised' });
  });

  it('refuses a birth date whose check digits match but which is no date (month 13)', () => {
    const number = 'L898902C36';
    const birth = '741312' + mrzCheckDigit('741312');
    const expiry = '1204159';
    const personal = 'ZE184226B<<<<<1';
    const composite = mrzCheckDigit(number + birth + expiry + personal);
    const line2 = `${number}UTO${birth}F${expiry}${personal}${composite}`;
    expect(read(`${TD3_SPECIMEN.split('\n')[0]}\n${line2}`)).toMatchObject({
      ok: false,
      reason: 'bad_date',
      field: 'birth_date',
    });
  });
});
