// Spellings of one name that the letter-by-letter folding (normalise.ts) cannot bring together
// (issue 46), from the public romanisation tables: Korean McCune–Reischauer and Revised
// Romanization (Ch'oe / Choe / Choi, Chong / Jong / Jeong, Pak / Bak / Park, Ryong / Yong),
// Somali orthography (x for ḥ, c for ʿayn: Maxamed, Xasan, Cabdi, Cali), and the Turkish,
// Chadian and West African forms of Arabic names (Mehmet, Mahamat, Mamadou). Each word is
// rewritten to one spelling before folding, on both sides of a comparison alike.

/** Whole words to one spelling (lower case ASCII, apostrophes removed). */
const WORDS = new Map<string, string>(
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
  }),
);

/** A Korean syllable as either system writes it: initial, vowel, final. */
const KOREAN_SYLLABLE =
  /^(kk|tt|pp|ss|jj|ch|k|g|n|d|t|r|l|m|b|p|s|j|h)?(yeo|yae|wae|weo|ae|ya|eo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|oo|ee|a|e|o|u|i)(ng|k|n|l|m|p)?$/;

/**
 * One Korean syllable in one spelling: McCune–Reischauer's unaspirated ch, k, p, t are
 * Revised Romanization's j, g, b, d (and with the apostrophes gone, the aspirated ones too);
 * eo, eu, oo and ee are o, u, u and i; North Korea's initial r before y is the South's
 * nothing (Ryong / Yong).
 */
function koreanSyllable(word: string): string | null {
  const parts = KOREAN_SYLLABLE.exec(word);
  if (!parts) return null;
  const [, initial = '', vowel = '', final = ''] = parts;
  const initials: Record<string, string> = { ch: 'j', k: 'g', t: 'd', p: 'b', l: 'r' };
  let start = initials[initial] ?? initial;
  const vowels: Record<string, string> = {
    eo: 'o',
    yeo: 'yo',
    eu: 'u',
    oo: 'u',
    ee: 'i',
    weo: 'wo',
  };
  const middle = vowels[vowel] ?? vowel;
  if (start === 'r' && middle.startsWith('y')) start = '';
  return start + middle + final;
}

/** A word in the one spelling the tables give it, or split into its Korean syllables when
 * it is two of them written solid ("Yongtae" → "yong tae"), or as it was. */
export function nameVariants(word: string): string[] {
  // Somali: x is ḥ at a word's start and before a consonant (Xasan, Axmed); "cabd" is 'abd.
  let w = WORDS.get(word) ?? (word.startsWith('cabd') ? word.slice(1) : word);
  // A word that writes a long vowel double (Faarax, Xaaji) is Somali throughout.
  if (/(^x[aeiou]|x[^aeiou]|(aa|ee|ii|oo|uu).*x)/.test(w)) w = w.replace(/x/g, 'h');
  const korean = koreanSyllable(w);
  if (korean !== null) return [korean];
  for (let at = 3; at <= w.length - 3; at += 1) {
    const first = w.slice(0, at);
    const second = w.slice(at);
    if (KOREAN_GIVEN.has(first) && KOREAN_GIVEN.has(second)) {
      return [koreanSyllable(first)!, koreanSyllable(second)!];
    }
  }
  // "Son of the" written solid with the name: Binalshibh is bin al-Shibh, the name Shibh.
  const sonOf = /^(bin|ben|ibn)(al|el)(?=[a-z]{3})/.exec(w);
  if (sonOf) return [w.slice(sonOf[0].length)];
  // The Maghreb's article written solid and assimilated: Essaadi, Ezzedine are al-Saadi...
  const article = /^e(s|z|t|d|r|n)\1(?=[aeiou])/.exec(w);
  if (article && w.length - 2 >= 5) return [w.slice(2)];
  return [w];
}

/** Syllables of Korean given names; a word splits in two only when both halves are among
 * them ("Yongtae", "Taehwan"), so "Hakim" or "Simon" stay whole. */
const KOREAN_GIVEN = new Set(
  (
    'yong young yeong ryong tae dae hyon hyun hyeon jong jung chong chung jeong myong myung ' +
    'myeong song sung seong chol cheol chul kwang gwang sok seok suk kyong kyung gyeong ' +
    'eun hak jin chin min nam soo hui hee sang dong tong won kun geun hwan hyok hyeok ryol ' +
    'chun jun sam guk kuk sik bom pom hwa ung'
  ).split(' '),
);
