// The issuer identification numbers (IIN) AAMVA assigns to the jurisdictions that issue
// licences and ID cards (the six digits after "ANSI " in a barcode's header). The IIN, not the
// holder's address, names the issuer: someone may hold an Ontario licence and live elsewhere.
// Codes are the ones Canada Post and USPS use (NL rather than the old NF).
type Issuer = { jurisdiction: string; country: 'CA' | 'US' };

const CANADA: Record<string, string> = {
  '604426': 'PE',
  '604428': 'QC',
  '604429': 'YT',
  '604432': 'AB',
  '604433': 'NU',
  '604434': 'NT',
  '636012': 'ON',
  '636013': 'NS',
  '636016': 'NL',
  '636017': 'NB',
  '636028': 'BC',
  '636044': 'SK',
  '636048': 'MB',
};

const UNITED_STATES: Record<string, string> = {
  '604427': 'AS',
  '604430': 'MP',
  '604431': 'PR',
  '636000': 'VA',
  '636001': 'NY',
  '636002': 'MA',
  '636003': 'MD',
  '636004': 'NC',
  '636005': 'SC',
  '636006': 'CT',
  '636007': 'LA',
  '636008': 'MT',
  '636009': 'NM',
  '636010': 'FL',
  '636011': 'DE',
  '636014': 'CA',
  '636015': 'TX',
  '636018': 'IA',
  '636019': 'GU',
  '636020': 'CO',
  '636021': 'AR',
  '636022': 'KS',
  '636023': 'OH',
  '636024': 'VT',
  '636025': 'PA',
  '636026': 'AZ',
  '636029': 'OR',
  '636030': 'MO',
  '636031': 'WI',
  '636032': 'MI',
  '636033': 'AL',
  '636034': 'ND',
  '636035': 'IL',
  '636036': 'NJ',
  '636037': 'IN',
  '636038': 'MN',
  '636039': 'NH',
  '636040': 'UT',
  '636041': 'ME',
  '636042': 'SD',
  '636043': 'DC',
  '636045': 'WA',
  '636046': 'KY',
  '636047': 'HI',
  '636049': 'NV',
  '636050': 'ID',
  '636051': 'MS',
  '636052': 'RI',
  '636053': 'TN',
  '636054': 'NE',
  '636055': 'GA',
  '636058': 'OK',
  '636059': 'AK',
  '636060': 'WY',
  '636061': 'WV',
  '636062': 'VI',
};

/** The jurisdiction and country of an AAMVA issuer identification number, if known. */
export function issuerOf(iin: string): Issuer | null {
  const province = CANADA[iin];
  if (province) return { jurisdiction: province, country: 'CA' };
  const state = UNITED_STATES[iin];
  return state ? { jurisdiction: state, country: 'US' } : null;
}

/** The IIN of a jurisdiction code (for the test samples), or null. */
export function iinOf(jurisdiction: string, country: 'CA' | 'US'): string | null {
  const table = country === 'CA' ? CANADA : UNITED_STATES;
  return Object.keys(table).find((iin) => table[iin] === jurisdiction) ?? null;
}

// Older cards write Quebec as PQ and Newfoundland as NF.
const RENAMED: Record<string, string> = { PQ: 'QC', NF: 'NL' };

export function jurisdictionCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return RENAMED[upper] ?? upper;
}
