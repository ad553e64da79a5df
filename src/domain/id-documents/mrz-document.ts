// The holder and the document from a machine-readable zone (ICAO 9303 parts 4 to 6). Every
// check digit is verified, the composite one too: a misread character then refuses the scan
// rather than filling the customer's record with a wrong number or date.
import { alpha2Country } from './countries';
import { mrzDate } from './dates';
import { checks } from './mrz-check-digit';
import type { MrzLayout } from './mrz-layout';
import { failure, type DocumentSex, type ReadResult } from './types';

type Fields = {
  code: string;
  state: string;
  names: string;
  /** The document number with its check digit, read past the overflow of a long number. */
  number: { value: string; digit: string };
  birth: { value: string; digit: string };
  sex: string;
  expiry: { value: string; digit: string };
  personal: { value: string; digit: string } | null;
  composite: { value: string; digit: string };
};

// A document number longer than nine characters: its check digit's place holds a filler and
// the number goes on in the optional data, its own check digit last (ICAO 9303 part 5, 4.2.4).
function documentNumber(nine: string, digit: string, optional: string) {
  if (digit !== '<') return { value: nine, digit };
  const rest = optional.split('<')[0] ?? '';
  return { value: nine + rest.slice(0, -1), digit: rest.slice(-1) || '<' };
}

function fieldsOf({ format, lines }: MrzLayout): Fields {
  const [a = '', b = '', c = ''] = lines;
  if (format === 'TD1') {
    return {
      code: a.slice(0, 2),
      state: a.slice(2, 5),
      names: c,
      number: documentNumber(a.slice(5, 14), a[14]!, a.slice(15, 30)),
      birth: { value: b.slice(0, 6), digit: b[6]! },
      sex: b[7]!,
      expiry: { value: b.slice(8, 14), digit: b[14]! },
      personal: null,
      composite: {
        value: a.slice(5, 30) + b.slice(0, 7) + b.slice(8, 15) + b.slice(18, 29),
        digit: b[29]!,
      },
    };
  }
  // TD2 and TD3 share their second line's start; TD3's optional data is the personal number,
  // with its own check digit, and a long document number runs on only in TD2's.
  const td3 = format === 'TD3';
  const end = td3 ? 43 : 35;
  return {
    code: a.slice(0, 2),
    state: a.slice(2, 5),
    names: a.slice(5),
    number: documentNumber(b.slice(0, 9), b[9]!, td3 ? '' : b.slice(28, 35)),
    birth: { value: b.slice(13, 19), digit: b[19]! },
    sex: b[20]!,
    expiry: { value: b.slice(21, 27), digit: b[27]! },
    personal: td3 ? { value: b.slice(28, 42), digit: b[42]! } : null,
    composite: { value: b.slice(0, 10) + b.slice(13, 20) + b.slice(21, end), digit: b[end]! },
  };
}

const WORDS = {
  document_number: 'document number',
  birth_date: 'date of birth',
  expiry_date: 'expiry date',
  personal_number: 'personal number',
  composite: 'final check digit',
} as const;

const badCheckDigit = (field: keyof typeof WORDS) =>
  failure(
    'bad_check_digit',
    field === 'composite'
      ? 'The machine-readable zone does not match its final check digit: scan the document again, or type the details.'
      : `The ${WORDS[field]} does not match its check digit: scan the document again, or type the details.`,
    field,
  );

const badDate = (field: 'birth_date' | 'expiry_date') =>
  failure(
    'bad_date',
    `The ${WORDS[field]} in the machine-readable zone is not a date: type the details from the document.`,
    field,
  );

// "ERIKSSON<<ANNA<MARIA<<<" -> family "ERIKSSON", given "ANNA MARIA".
function namesOf(field: string) {
  const [primary = '', ...secondary] = field.split('<<');
  const words = (text: string) => text.replace(/</g, ' ').replace(/\s+/g, ' ').trim();
  return { family: words(primary), given: words(secondary.join(' ')) };
}

// ICAO 9303 (8th edition) writes X or a filler for an unspecified sex.
const sexOf = (value: string): DocumentSex | null =>
  value === 'M' || value === 'F' || value === 'X' ? value : null;

export function mrzDocument(layout: MrzLayout, today: string): ReadResult {
  const f = fieldsOf(layout);
  if (f.code.startsWith('V')) {
    return failure(
      'unrecognised',
      "This is the machine-readable zone of a visa: scan the passport's own zone instead.",
    );
  }
  if (!checks(f.number.value, f.number.digit)) return badCheckDigit('document_number');
  if (!checks(f.birth.value, f.birth.digit)) return badCheckDigit('birth_date');
  if (!checks(f.expiry.value, f.expiry.digit)) return badCheckDigit('expiry_date');
  // An empty personal number may have a filler or 0 as its check digit.
  if (f.personal && !checks(f.personal.value, f.personal.digit)) {
    return badCheckDigit('personal_number');
  }
  if (!checks(f.composite.value, f.composite.digit)) return badCheckDigit('composite');

  const birth = mrzDate(f.birth.value, 'birth', today);
  if (!birth) return badDate('birth_date');
  // Some states leave the expiry of a document that does not expire as fillers.
  const noExpiry = /^<+$/.test(f.expiry.value);
  const expiry = noExpiry ? null : mrzDate(f.expiry.value, 'expiry', today);
  if (!noExpiry && !expiry) return badDate('expiry_date');

  const names = namesOf(f.names);
  const number = f.number.value.replace(/</g, '');
  if (!names.family) {
    return failure(
      'missing_element',
      'The machine-readable zone has no name: type the details.',
      'family_name',
    );
  }
  if (!number) {
    return failure(
      'missing_element',
      'The machine-readable zone has no document number: type the details.',
      'document_number',
    );
  }
  const passport = f.code.startsWith('P');
  return {
    ok: true,
    document: {
      kind: passport ? 'passport' : 'travel_id',
      source: 'mrz',
      family_name: names.family,
      given_names: names.given,
      middle_name: null,
      birth_date: birth,
      sex: sexOf(f.sex),
      document_number: number,
      id_type: passport ? 'Passport' : 'ID Card',
      issuing_country: alpha2Country(f.state),
      issuing_jurisdiction: null,
      issued_date: null,
      expiry_date: expiry,
      expired: expiry !== null && expiry < today,
      address: null,
    },
  };
}
