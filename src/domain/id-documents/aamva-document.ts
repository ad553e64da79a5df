// The holder and the document from an AAMVA barcode's elements. Element codes stay the same
// across versions; what changed is where the names are and how dates are written:
// - version 01 (DL/ID-2000): the whole name in DAA ("FAMILY,GIVEN,MIDDLE") or in DAB, DAC
//   and DAD; dates CCYYMMDD everywhere; no country element.
// - versions 02 and 03: DCS family name, DCT given names ("FIRST,MIDDLE").
// - version 04 on: DCS, DAC first name, DAD middle names; DCG the country (USA, CAN).
// From version 02, US dates are MMDDCCYY and Canadian dates CCYYMMDD.
import { alpha2Country } from './countries';
import { aamvaDate, type AamvaDateOrder } from './dates';
import { issuerOf, jurisdictionCode } from './jurisdictions';
import type { AamvaFile } from './aamva-file';
import { failure, type DocumentAddress, type DocumentSex, type ReadResult } from './types';

// Values a jurisdiction writes for an element it does not have.
const NO_VALUE = /^(?:NONE|UNAVL|UNAVAILABLE|N\/A)$/i;

const valueOf = (elements: AamvaFile['elements'], code: string): string | null => {
  const value = elements.get(code)?.replace(/\s+/g, ' ').trim();
  return value && !NO_VALUE.test(value) ? value : null;
};

type Names = { family: string | null; given: string | null; middle: string | null };

const splitNames = (text: string | null) =>
  (text ?? '')
    .split(/[,$@]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

function namesOf(elements: AamvaFile['elements']): Names {
  const get = (code: string) => valueOf(elements, code);
  const [fullFamily = null, fullGiven = null, ...fullMiddle] = splitNames(get('DAA'));
  // DCT separates given names by commas; without one, the whole text is the given names.
  const [dctGiven = null, ...dctMiddle] = splitNames(get('DCT'));
  return {
    family: get('DCS') ?? get('DAB') ?? fullFamily,
    given: get('DAC') ?? dctGiven ?? fullGiven,
    middle:
      get('DAD') ??
      (dctMiddle.length > 0 ? dctMiddle.join(' ') : null) ??
      (fullMiddle.length > 0 ? fullMiddle.join(' ') : null),
  };
}

// DBC: 1 male, 2 female, 9 not specified (the X of some provinces); version 01 cards may
// write the letters.
function sexOf(value: string | null): DocumentSex | null {
  if (value === '1' || value === 'M') return 'M';
  if (value === '2' || value === 'F') return 'F';
  if (value === '9' || value === 'X') return 'X';
  return null;
}

function postalCode(value: string | null, country: string | null): string | null {
  if (!value) return null;
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  // A US ZIP code is written with its four-digit extension, zeros when there is none.
  if (country !== 'CA' && /^\d{9}$/.test(compact)) {
    return compact.endsWith('0000')
      ? compact.slice(0, 5)
      : `${compact.slice(0, 5)}-${compact.slice(5)}`;
  }
  return value.trim();
}

function addressOf(file: AamvaFile, country: string | null): DocumentAddress | null {
  const get = (code: string) => valueOf(file.elements, code);
  const line1 = get('DAG');
  if (!line1) return null;
  const province = get('DAJ');
  return {
    line1,
    line2: get('DAH'),
    city: get('DAI'),
    province_state: province ? jurisdictionCode(province) : null,
    postal_code: postalCode(get('DAK'), country),
    country,
  };
}

// The elements a customer and an ID card record cannot do without.
const missing = (field: string, words: string) =>
  failure('missing_element', `The barcode has no ${words}: type the details from the card.`, field);

// An issuer missing from our IIN list: the address's province or state is the best guess.
const jurisdictionOf = (file: AamvaFile) => {
  const code = valueOf(file.elements, 'DAJ');
  return code ? jurisdictionCode(code) : null;
};

const DATE_FIELDS = { DBB: 'birth_date', DBA: 'expiry_date', DBD: 'issued_date' } as const;
const DATE_WORDS = { DBB: 'date of birth', DBA: 'expiry date', DBD: 'issue date' } as const;

export function aamvaDocument(file: AamvaFile, today: string): ReadResult {
  const issuer = issuerOf(file.iin);
  const countryElement = valueOf(file.elements, 'DCG');
  const country = (countryElement && alpha2Country(countryElement)) ?? issuer?.country ?? null;
  const order: AamvaDateOrder = file.version >= 2 && country === 'US' ? 'mdy' : 'ymd';

  const dates: Partial<Record<keyof typeof DATE_FIELDS, string | null>> = {};
  for (const code of ['DBB', 'DBA', 'DBD'] as const) {
    const raw = valueOf(file.elements, code);
    // A card that never expires writes no expiry, or zeros.
    if (raw === null || (code === 'DBA' && /^0{8}$|^9{8}$/.test(raw))) {
      dates[code] = null;
      continue;
    }
    const date = aamvaDate(raw, order);
    if (!date) {
      return failure(
        'bad_date',
        `The barcode's ${DATE_WORDS[code]} is not a date: type the details from the card.`,
        DATE_FIELDS[code],
      );
    }
    dates[code] = date;
  }

  const names = namesOf(file.elements);
  const number = valueOf(file.elements, 'DAQ');
  if (!number) return missing('document_number', 'licence or ID number');
  if (!names.family) return missing('family_name', 'family name');
  if (!names.given) return missing('given_names', 'first name');
  const birth = dates.DBB;
  if (!birth) return missing('birth_date', 'date of birth');
  const expiry = dates.DBA ?? null;
  const licence = file.subfile === 'DL';
  return {
    ok: true,
    document: {
      kind: licence ? 'driver_licence' : 'id_card',
      source: 'aamva',
      family_name: names.family,
      given_names: names.given,
      middle_name: names.middle,
      birth_date: birth,
      sex: sexOf(valueOf(file.elements, 'DBC')),
      document_number: number,
      id_type: licence ? "Driver's Licence" : 'ID Card',
      issuing_country: country,
      issuing_jurisdiction: issuer?.jurisdiction ?? jurisdictionOf(file),
      issued_date: dates.DBD ?? null,
      expiry_date: expiry,
      expired: expiry !== null && expiry < today,
      address: addressOf(file, country),
    },
  };
}
