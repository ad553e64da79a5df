// Scans made from a person's details, for tests elsewhere: the e2e tests type them as a
// scanner would, the server's tests post them. Synthetic people only: a real card's scan is
// personal data and has no place in a repository.
import { iinOf } from './jurisdictions';
import { mrzCheckDigit } from './mrz-check-digit';

export type SamplePerson = {
  family_name: string;
  given_name: string;
  middle_name?: string | null;
  /** YYYY-MM-DD, as the other dates. */
  birth_date: string;
  sex?: 'M' | 'F' | 'X';
  document_number: string;
  issued_date?: string;
  expiry_date: string;
  address?: { line1: string; city: string; postal_code: string };
};

export type SampleAamvaOptions = {
  /** A province or state code with an AAMVA issuer number (ON, QC, BC, AB, VA, NY, CA...). */
  jurisdiction?: string;
  country?: 'CA' | 'US';
  /** AAMVA version: 1 (DL/ID-2000), 2 or 3 (given names in DCT), 4 to 10. */
  version?: number;
  subfile?: 'DL' | 'ID';
};

const LF = '\n';
const RS = '\u001e';
const CR = '\r';

function aamvaDate(iso: string, order: 'ymd' | 'mdy') {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return order === 'ymd' ? `${year}${month}${day}` : `${month}${day}${year}`;
}

const SEX_CODES = { M: '1', F: '2', X: '9' } as const;

/** A valid AAMVA barcode text (as a scanner that keeps every control character types it). */
export function sampleAamva(person: SamplePerson, options: SampleAamvaOptions = {}): string {
  const { jurisdiction = 'ON', country = 'CA', version = 10, subfile = 'DL' } = options;
  const iin = iinOf(jurisdiction, country);
  if (!iin) throw new RangeError(`no AAMVA issuer number for ${jurisdiction}, ${country}`);
  const order = version >= 2 && country === 'US' ? 'mdy' : 'ymd';
  const date = (iso: string) => aamvaDate(iso, order);
  const middle = person.middle_name ?? null;

  const names: [string, string][] =
    version === 1
      ? [['DAA', [person.family_name, person.given_name, middle].filter(Boolean).join(',')]]
      : version < 4
        ? [
            ['DCS', person.family_name],
            ['DCT', [person.given_name, middle].filter(Boolean).join(',')],
          ]
        : [
            ['DCS', person.family_name],
            ['DAC', person.given_name],
            ['DAD', middle ?? 'NONE'],
          ];
  const elements: [string, string | undefined][] = [
    ['DAQ', person.document_number],
    ...names,
    ['DBD', person.issued_date && date(person.issued_date)],
    ['DBB', date(person.birth_date)],
    ['DBA', date(person.expiry_date)],
    ['DBC', person.sex && SEX_CODES[person.sex]],
    ['DAG', person.address?.line1],
    ['DAI', person.address?.city],
    ['DAJ', person.address && jurisdiction],
    ['DAK', person.address?.postal_code],
    ['DCG', version >= 4 ? (country === 'CA' ? 'CAN' : 'USA') : undefined],
  ];
  const body = elements
    .filter((element): element is [string, string] => Boolean(element[1]))
    .map(([code, value]) => code + value)
    .join(LF);
  const data = `${subfile}${body}${CR}`;
  const header = `@${LF}${RS}${CR}ANSI ${iin}${String(version).padStart(2, '0')}${version >= 2 ? '00' : ''}01`;
  const offset = header.length + 10;
  const designator = `${subfile}${String(offset).padStart(4, '0')}${String(data.length).padStart(4, '0')}`;
  return header + designator + data;
}

export type ScannerStyle = {
  /** What the scanner types for LF and CR: as they are, both as CR, both as LF, or CR LF. */
  lineBreaks?: 'as-is' | 'CR' | 'LF' | 'CRLF';
  /** The header's record separator: kept, dropped, or typed as a visible token. */
  recordSeparator?: 'keep' | 'drop' | 'visible';
  prefix?: string;
  /** What follows the scan, such as the Enter key some scanners press at the end. */
  suffix?: string;
};

/** A scan as a keyboard-wedge scanner set up some way types it. */
export function asTyped(scan: string, style: ScannerStyle): string {
  const { lineBreaks = 'as-is', recordSeparator = 'keep', prefix = '', suffix = '' } = style;
  const separator = { keep: RS, drop: '', visible: '<RS>' }[recordSeparator];
  const breaks = { 'as-is': null, CR, LF, CRLF: CR + LF }[lineBreaks];
  const text = scan.replaceAll(RS, separator).replace(/\r\n|\r|\n/g, (found) => breaks ?? found);
  return prefix + text + suffix;
}

export type SamplePassport = Omit<SamplePerson, 'address' | 'issued_date' | 'middle_name'> & {
  /** The issuing state and nationality, ICAO alpha-3 (CAN, USA, GBR, D...). */
  state: string;
};

// Spaces, hyphens and apostrophes become the filler; names keep A-Z only (no accents).
const mrzWords = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '<');
const mrzField = (text: string, width: number) => mrzWords(text).padEnd(width, '<').slice(0, width);
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

/** The two lines (TD3) of a passport's machine-readable zone, with valid check digits. */
export function samplePassportMrz(person: SamplePassport): string {
  const withDigit = (text: string) => text + mrzCheckDigit(text);
  const name = `${mrzWords(person.family_name)}<<${mrzWords(person.given_name)}`
    .padEnd(39, '<')
    .slice(0, 39);
  const line1 = `P<${mrzField(person.state, 3)}${name}`;
  const number = withDigit(mrzField(person.document_number, 9));
  const birth = withDigit(yymmdd(person.birth_date));
  const expiry = withDigit(yymmdd(person.expiry_date));
  const personal = withDigit('<'.repeat(14));
  const sex = person.sex ?? '<';
  const line2 = `${number}${mrzField(person.state, 3)}${birth}${sex}${expiry}${personal}`;
  return `${line1}\n${line2}${mrzCheckDigit(number + birth + expiry + personal)}`;
}
