import { msg } from '@web/i18n';

// The provinces and territories, and the states (with DC and the territories AAMVA lists), that
// issue licences and ID cards: the codes Canada Post and USPS use, as the ID card record keeps
// them. Canadian names are translated (Québec, Colombie-Britannique); US names are proper
// nouns kept in English.
export const PROVINCES: readonly (readonly [code: string, name: string])[] = [
  ['AB', msg('Alberta')],
  ['BC', msg('British Columbia')],
  ['MB', msg('Manitoba')],
  ['NB', msg('New Brunswick')],
  ['NL', msg('Newfoundland and Labrador')],
  ['NS', msg('Nova Scotia')],
  ['NT', msg('Northwest Territories')],
  ['NU', msg('Nunavut')],
  ['ON', msg('Ontario')],
  ['PE', msg('Prince Edward Island')],
  ['QC', msg('Quebec')],
  ['SK', msg('Saskatchewan')],
  ['YT', msg('Yukon')],
];

const STATE_LIST = `AL:Alabama AK:Alaska AS:American Samoa AZ:Arizona AR:Arkansas CA:California
CO:Colorado CT:Connecticut DE:Delaware DC:District of Columbia FL:Florida GA:Georgia GU:Guam
HI:Hawaii ID:Idaho IL:Illinois IN:Indiana IA:Iowa KS:Kansas KY:Kentucky LA:Louisiana ME:Maine
MD:Maryland MA:Massachusetts MI:Michigan MN:Minnesota MS:Mississippi MO:Missouri MT:Montana
NE:Nebraska NV:Nevada NH:New Hampshire NJ:New Jersey NM:New Mexico NY:New York
NC:North Carolina ND:North Dakota MP:Northern Mariana Islands OH:Ohio OK:Oklahoma OR:Oregon
PA:Pennsylvania PR:Puerto Rico RI:Rhode Island SC:South Carolina SD:South Dakota TN:Tennessee
TX:Texas VI:U.S. Virgin Islands UT:Utah VT:Vermont VA:Virginia WA:Washington WV:West Virginia
WI:Wisconsin WY:Wyoming`;

export const STATES: readonly (readonly [code: string, name: string])[] = STATE_LIST.split(
  /\s(?=[A-Z]{2}:)/,
).map((pair) => {
  const [code = '', name = ''] = pair.trim().split(':');
  return [code, name.replace(/\s+/g, ' ')] as const;
});

/** The provinces or states of a country whose licences name one (Canada, the US), else null. */
export function regionsOf(country: string | null | undefined) {
  return country === 'CA' ? PROVINCES : country === 'US' ? STATES : null;
}
