// The table of spellings of one name that name-variants.ts rewrites each word by (issue 46):
// the public romanisation tables' forms of common given names, Arabic names in their Turkish,
// Chadian, West African and Somali forms, and the national forms of East Slavic given names
// (Belarusian, Ukrainian, Russian, English). Data only; the rules that read it are in
// name-variants.ts. The national forms of given names are in given-name-forms.ts.

import { GIVEN_NAME_FORMS } from './given-name-forms';

/** Whole words to one spelling (lower case ASCII, apostrophes removed). */
export const WORDS = new Map<string, string>(
  Object.entries({
    // Muhammad
    mahamat: 'muhammad',
    mahamad: 'muhammad',
    mahammad: 'muhammad',
    mohamat: 'muhammad',
    mouhamed: 'muhammad',
    mouhammad: 'muhammad',
    mouhamad: 'muhammad',
    mehmet: 'muhammad',
    mehmed: 'muhammad',
    mahomet: 'muhammad',
    mohd: 'muhammad',
    muhd: 'muhammad',
    mhd: 'muhammad',
    mohamadou: 'muhammadu',
    mahamadou: 'muhammadu',
    mamadou: 'muhammadu',
    // Turkish final t and Persian/Urdu u for Arabic forms
    ahmet: 'ahmad',
    achmed: 'ahmad',
    usman: 'uthman',
    osman: 'uthman',
    othman: 'uthman',
    ousmane: 'uthman',
    housseini: 'husaini',
    // French ç written without its cedilla
    faycal: 'faisal',
    // Egyptian g for j
    gamal: 'jamal',
    gamil: 'jamil',
    gihad: 'jihad',
    // Somali
    maxamed: 'muhammad',
    maxammed: 'muhammad',
    maxamuud: 'mahmud',
    cali: 'ali',
    cumar: 'umar',
    cismaan: 'uthman',
    cusmaan: 'uthman',
    ciise: 'isa',
    cawil: 'awil',
    caydiid: 'aidid',
    // Korean family names
    choi: 'choe',
    choy: 'choe',
    chwe: 'choe',
    park: 'pak',
    bahk: 'pak',
    lee: 'ri',
    yi: 'ri',
    rhee: 'ri',
    rhie: 'ri',
    li: 'ri',
    gim: 'kim',
    yoon: 'yun',
    yoo: 'yu',
    ryoo: 'yu',
    ryu: 'yu',
    lyu: 'yu',
    oh: 'o',
    roh: 'no',
    noh: 'no',
    ro: 'no',
    // Serbo-Croatian given names with Đ, written D or Dj
    djordje: 'dorde',
    djuro: 'duro',
    djurdja: 'durda',
    ...GIVEN_NAME_FORMS,
  }),
);
