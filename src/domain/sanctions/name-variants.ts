// Spellings of one name that the letter-by-letter folding (normalise.ts) cannot bring together
// (issue 46), from the public romanisation tables: Korean McCune–Reischauer and Revised
// Romanization (Ch'oe / Choe / Choi, Chong / Jong / Jeong, Pak / Bak / Park, Ryong / Yong),
// Somali orthography (x for ḥ, c for ʿayn: Maxamed, Xasan, Cabdi, Cali), and the Turkish,
// Chadian and West African forms of Arabic names (Mehmet, Mahamat, Mamadou), Serbo-Croatian
// Đ written D or Dj, and the national forms of common given names (Oleksandr / Aleksandr,
// Nikos / Nikolaos). Each word is rewritten to one spelling before folding, on both sides of a
// comparison alike. The Korean syllable table applies only to a name that looks Korean. The
// whole-word table is name-variant-table.ts.
import { WORDS } from './name-variant-table';

/** The spellings the table gives one name (its targets), so that a patronymic's stem can be
 * looked up whether it is written in a table's form or in the one spelling. */
const GIVEN_NAMES = new Set(WORDS.values());

/** y and i are one letter to the folding, and the East Slavic romanisations write я, ю, є, й
 * either way (Syarhei, Siarhei; Ievhen, Yevhen; Yurii, Iurii): the table's words of five letters
 * or more are looked up with y read as i too (the shorter ones are Korean: Lyu is not Liu). */
const LOOSE = new Map<string, string | null>();
for (const [word, name] of WORDS) {
  const loose = word.replace(/y/g, 'i');
  // Two names that meet when y is i (none do today) are read through neither.
  if (word.length >= 5) LOOSE.set(loose, (LOOSE.get(loose) ?? name) === name ? name : null);
}

/** A word in the table's one spelling, or undefined. */
function tableWord(word: string): string | undefined {
  if (word.length < 5) return WORDS.get(word);
  const known = WORDS.get(word);
  if (known !== undefined) return known;
  return LOOSE.get(word.includes('y') ? word.replace(/y/g, 'i') : word) ?? undefined;
}

/** The East Slavic given names of seven letters or more by their letters with one vowel left
 * out ("vol?dymyr"): a given name misspelt by one vowel (Volodomyr for Volodymyr) is read as the
 * table's name in an East Slavic name. A gap two names of the table share is read as neither. */
const ONE_VOWEL_OFF = new Map<string, string | null>();
for (const [word, name] of WORDS) {
  if (word.length < 7) continue;
  for (let at = 0; at < word.length; at += 1) {
    if (!'aeiouy'.includes(word[at]!)) continue;
    const gap = `${word.slice(0, at)}?${word.slice(at + 1)}`;
    ONE_VOWEL_OFF.set(gap, (ONE_VOWEL_OFF.get(gap) ?? name) === name ? name : null);
  }
}

/** A word of seven letters or more one vowel away from a given name of the table: that name. */
function nearGivenName(word: string): string | undefined {
  if (word.length < 7) return undefined;
  for (let at = 0; at < word.length; at += 1) {
    if (!'aeiouy'.includes(word[at]!)) continue;
    const name = ONE_VOWEL_OFF.get(`${word.slice(0, at)}?${word.slice(at + 1)}`);
    if (name) return name;
  }
  return undefined;
}

/** A given name in the table's one spelling, or undefined. */
function givenName(word: string): string | undefined {
  return tableWord(word) ?? (GIVEN_NAMES.has(word) ? word : undefined);
}

/**
 * An East Slavic patronymic ("father's name" + -ovich / -ovna) in one spelling: Russian
 * -ovich / -evich / -yevich, Ukrainian -ovych / -iyovych, Belarusian -avich / -evich, and the
 * women's -ovna / -evna, Ukrainian -ivna, Belarusian -auna and -euna are each one suffix, and the father's
 * name before it is read through the given-name table: Oleksandrivna and Aleksandrovna,
 * Mikalaevich and Nikolayevich, Serhiyovych and Sergeyevich are one patronymic. A stem the table
 * does not know is kept (Markovich, Markovych). Null when the word is no patronymic.
 */
export function patronymic(word: string): string | null {
  if (word.length < 7) return null;
  const parts =
    /^([a-z]{3,}?)[yij]?(?:(?:ov|ev|av|ow|ew)(?:ich|ych|itch)|(?:ov|ev|av|iv|au|eu)(na))$/.exec(
      word,
    );
  if (!parts) return null;
  const [, stem = '', woman] = parts;
  const father =
    [stem, `${stem}i`, `${stem}y`, `${stem}ii`, `${stem}iy`, `${stem}o`, `${stem}a`]
      .map(givenName)
      .find((name) => name !== undefined) ?? stem;
  return `${father}${woman ? 'ovna' : 'ovich'}`;
}

/** A patronymic or a Belarusian surname in -ouski / -ou among a name's words: the East Slavic
 * rules (Belarusian ŭ, dz and ts) apply to it. */
export function looksEastSlavic(words: readonly string[]): boolean {
  return (
    words.some((word) => patronymic(word) !== null || /[^aeiou](ou|au)(ski|skaya)$/.test(word)) ||
    // A Belarusian given name beside a surname in -ou / -au (Siarhei Avakau, Ihar Ziamtsou).
    (words.some((word) => BELARUSIAN_GIVEN.has(word)) &&
      words.some((word) => /[^aeiou](ou|au)$/.test(word)))
  );
}

/** Given names in their Belarusian forms, as the lists romanise them. */
const BELARUSIAN_GIVEN = new Set([
  'siarhei',
  'syarhei',
  'ihar',
  'dzmitry',
  'dzmitryi',
  'dzianis',
  'aliaksandr',
  'aliaksei',
  'uladzimir',
  'mikalai',
  'yauhen',
  'yauheni',
  'viachaslau',
  'aleh',
  'zmitser',
]);

/** Latin h that is a letter of its own, not part of kh, zh, sh, ch or Ukrainian zgh. */
const LONE_H = /(^|[^kzscg])h/;
const EVERY_LONE_H = /(^|[^kzscg])h/g;

/** A given name or patronymic the table reads with g for its h: a Ukrainian or Belarusian
 * form (Aleh, Oleh, Siarheevich, Yevhenovych, Halyna). */
function hReadAsG(word: string): boolean {
  if (!LONE_H.test(word)) return false;
  const reading = tableWord(word) ?? patronymic(word);
  return (
    reading !== null && reading !== undefined && reading.includes('g') && !LONE_H.test(reading)
  );
}

/** An East Slavic name written in a Ukrainian or Belarusian romanisation: a Ukrainian
 * patronymic (-ovych, -evych, -ivna), a Belarusian one (-avich, -auna), a Belarusian surname
 * in -ouski / -auski, or a given name or father's name in its Ukrainian or Belarusian form with
 * h for g (Oleh, Aleh, Siarheevich). Those romanisations write г h (Aheieva, Hlaz), which
 * Russian writes g. */
export function looksUkrainianOrBelarusian(words: readonly string[]): boolean {
  return words.some(
    (word) =>
      (/(ych|ivna|avich|auna)$/.test(word) && patronymic(word) !== null) ||
      /[^aeiou](ou|au)(ski|skaya)$/.test(word) ||
      hReadAsG(word),
  );
}

/**
 * A surname's East Slavic ending in one spelling: -ouski (Belarusian ŭ), -ovski, -owski,
 * -ovsky, -ovskiy, -ovskii are "-ovski", the women's -ouskaya, -ovskaya, -owska "-ovskaya"
 * (and -evski likewise). In an East Slavic name (a patronymic among its words, or a Belarusian
 * surname), a Belarusian final -ou is Russian -ov (Kazlou, Kozlov), and Belarusian dz and ts
 * before i, e or ia are Russian d and t (Tsikhanouskaya, Tikhanovskaya).
 */
function eastSlavicSurname(word: string, eastSlavic: boolean, hForG: boolean): string {
  let w = word
    .replace(/([oe])(u|v|w)sk(i|y|ii|iy|ij|yi|yj)$/, '$1vski')
    .replace(/([oe])(u|v|w)sk(aya|aja|aia|a)$/, '$1vskaya');
  if (eastSlavic && w.length >= 5) {
    w = w
      // Belarusian ŭ after o or a (Kazlou, Marozau) is Russian в: the ending -ov, whose
      // unstressed o Belarusian writes a (the vowel rule in similarity.ts reads it).
      .replace(/([^aeiou])[oa]u$/, '$1ov')
      .replace(/(dz|ts)(?=i|e)/g, (m) => m[0]!);
  }
  // The е of a Slavic surname's -ev, -eva or -enko after a vowel: Russian writes it e or ye
  // (Ageeva, Ageyeva; Nikolaev, Nikolayev; Alekseenko; Deev, Deyev), Ukrainian's є ie
  // (Aheieva): ye.
  if (w.length >= 4) w = w.replace(/([aeiou])[iy]?e(v|va|nko)$/, '$1ye$2');
  // Ukrainian and Belarusian г, which their romanisations write h (Aheieva, Hlaz), is Russian
  // g; kh, zh, sh, ch and gh (Ukrainian зг) are letters of their own.
  if (hForG) w = w.replace(EVERY_LONE_H, '$1g');
  return w;
}

/** Common Korean family names, one of which a name must have (or a given name written solid,
 * "Yongtae") for the Korean syllable table to apply: "Kuok Kui" is Cantonese, not Korean. */
const KOREAN_FAMILY = new Set(
  (
    'kim ri lee yi rhee pak park bak choe choi chwe jong jeong chong kang han yun yoon jang chang ' +
    'ryu yu o oh kwon hwang song hong an ahn ko go mun moon son yang paek baek cha nam sin ' +
    'shin ho heo hyon hyun jon jeon chon jo cho ryang rim im lim sim shim kye'
  ).split(' '),
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

/** A Korean given name written solid ("Yongtae", "Taehwan"): its two syllables, else null. */
function koreanGivenPair(w: string): [string, string] | null {
  for (let at = 3; at <= w.length - 3; at += 1) {
    const first = w.slice(0, at);
    const second = w.slice(at);
    if (KOREAN_GIVEN.has(first) && KOREAN_GIVEN.has(second)) return [first, second];
  }
  return null;
}

/** A name (its lower-case ASCII words) that looks Korean: every word a Korean syllable or
 * two written solid, and a Korean family name or a solid given name among them. */
export function looksKorean(words: readonly string[]): boolean {
  let marked = false;
  for (const word of words) {
    if (word.length === 1) continue;
    const w = WORDS.get(word) ?? word;
    if (KOREAN_FAMILY.has(word) || KOREAN_FAMILY.has(w)) marked = true;
    else if (koreanSyllable(w) === null && !KOREAN_GIVEN.has(w)) {
      if (!koreanGivenPair(w)) return false;
      marked = true;
    }
  }
  return marked;
}

/** A word in the one spelling the tables give it, or split into its Korean syllables when
 * it is two of them written solid ("Yongtae" → "yong tae") in a Korean-looking name, or as
 * it was. */
export function nameVariants(
  word: string,
  korean = true,
  eastSlavic = false,
  hForG = false,
): string[] {
  let known = korean ? WORDS.get(word) : tableWord(word);
  if (known === undefined && !korean) {
    const father = patronymic(word);
    if (father !== null) return [father];
    if (eastSlavic) known = nearGivenName(word);
  }
  // Somali: x is ḥ at a word's start and before a consonant (Xasan, Axmed); "cabd" is 'abd.
  let w =
    known ?? (word.startsWith('cabd') ? word.slice(1) : eastSlavicSurname(word, eastSlavic, hForG));
  // A word that writes a long vowel double (Faarax, Xaaji) is Somali throughout.
  if (/(^x[aeiou]|x[^aeiou]|(aa|ee|ii|oo|uu).*x)/.test(w)) w = w.replace(/x/g, 'h');
  if (korean) {
    const syllable = koreanSyllable(w);
    if (syllable !== null) return [syllable];
    const pair = koreanGivenPair(w);
    if (pair) return [koreanSyllable(pair[0])!, koreanSyllable(pair[1])!];
  }
  // Serbo-Croatian Đ is written D or Dj: in a surname in -ić (Đorđević: Dordevic,
  // Djordjevic) both are d.
  if (w.includes('dj') && /ic$|ich$/.test(w)) w = w.replace(/dj/g, 'd');
  // "Abdul" alone in Albanian and Bosnian spelling (Abdyl, Abdulj, Abdil) is Abdul.
  if (/^abd(y|i|u|ou)lj?$/.test(w)) return ['abdul'];
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
