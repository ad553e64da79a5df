// Spellings of one name that the letter-by-letter folding (normalise.ts) cannot bring together
// (issue 46), from the public romanisation tables: Korean McCune–Reischauer and Revised
// Romanization (Ch'oe / Choe / Choi, Chong / Jong / Jeong, Pak / Bak / Park, Ryong / Yong),
// Somali orthography (x for ḥ, c for ʿayn: Maxamed, Xasan, Cabdi, Cali), and the Turkish,
// Chadian and West African forms of Arabic names (Mehmet, Mahamat, Mamadou), Serbo-Croatian
// Đ written D or Dj, and the national forms of common given names (Oleksandr / Aleksandr,
// Nikos / Nikolaos). Each word is rewritten to one spelling before folding, on both sides of a
// comparison alike. The Korean syllable table applies only to a name that looks Korean.

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
    // Serbo-Croatian given names with Đ, written D or Dj
    djordje: 'dorde',
    djuro: 'duro',
    djurdja: 'durda',
    // One given name in its national forms (Ukrainian and Russian romanisations as the lists
    // give them, Greek short and full forms, Western and Arabic forms of Alexander):
    // each to the Russian form.
    alexander: 'aleksandr',
    alexandr: 'aleksandr',
    aleksander: 'aleksandr',
    aleksandar: 'aleksandr',
    oleksandr: 'aleksandr',
    olexandr: 'aleksandr',
    oleksander: 'aleksandr',
    alexandre: 'aleksandr',
    alexandros: 'aleksandr',
    alessandro: 'aleksandr',
    alejandro: 'aleksandr',
    iskandar: 'aleksandr',
    iskander: 'aleksandr',
    eskandar: 'aleksandr',
    nikolaos: 'nikolai',
    nikos: 'nikolai',
    nikolay: 'nikolai',
    nikolaj: 'nikolai',
    mykola: 'nikolai',
    mikola: 'nikolai',
    nikola: 'nikolai',
    nicola: 'nikolai',
    nicolae: 'nikolai',
    nicolas: 'nikolai',
    nicholas: 'nikolai',
    mykhailo: 'mikhail',
    mykhaylo: 'mikhail',
    mikhailo: 'mikhail',
    mihail: 'mikhail',
    mihailo: 'mikhail',
    michail: 'mikhail',
    volodymyr: 'vladimir',
    wolodymyr: 'vladimir',
    oleksiy: 'aleksei',
    oleksii: 'aleksei',
    olexiy: 'aleksei',
    oleksij: 'aleksei',
    alexey: 'aleksei',
    aleksey: 'aleksei',
    alexei: 'aleksei',
    alexej: 'aleksei',
    dmytro: 'dmitri',
    dmitry: 'dmitri',
    dmitriy: 'dmitri',
    dimitri: 'dmitri',
    dimitrios: 'dmitri',
    dimitris: 'dmitri',
    andriy: 'andrei',
    andrii: 'andrei',
    andrij: 'andrei',
    andrey: 'andrei',
    serhiy: 'sergei',
    serhii: 'sergei',
    serhij: 'sergei',
    sergiy: 'sergei',
    sergii: 'sergei',
    sergey: 'sergei',
    yuriy: 'yuri',
    yurii: 'yuri',
    yuriv: 'yuri',
    heorhiy: 'georgi',
    heorhii: 'georgi',
    georgiy: 'georgi',
    georgy: 'georgi',
    georgios: 'georgi',
    giorgos: 'georgi',
    yiorgos: 'georgi',
    hryhoriy: 'grigori',
    hryhorii: 'grigori',
    grigoriy: 'grigori',
    grigory: 'grigori',
    hennadiy: 'gennadi',
    hennadii: 'gennadi',
    gennadiy: 'gennadi',
    gennady: 'gennadi',
    yevhen: 'yevgeni',
    yevhenii: 'yevgeni',
    yevheniy: 'yevgeni',
    yevgeniy: 'yevgeni',
    yevgeny: 'yevgeni',
    evgeniy: 'yevgeni',
    evgeny: 'yevgeni',
    vasyl: 'vasili',
    vasiliy: 'vasili',
    vasily: 'vasili',
    oleh: 'oleg',
    ihor: 'igor',
    petro: 'pyotr',
    petr: 'pyotr',
    pavlo: 'pavel',
    anatoliy: 'anatoli',
    anatolii: 'anatoli',
    anatoly: 'anatoli',
    vitaliy: 'vitali',
    vitalii: 'vitali',
    vitaly: 'vitali',
    valeriy: 'valeri',
    valerii: 'valeri',
    valery: 'valeri',
    ioannis: 'yannis',
    giannis: 'yannis',
    konstantinos: 'konstantin',
    kostiantyn: 'konstantin',
    kostyantyn: 'konstantin',
    constantin: 'konstantin',
    // Belarusian (BGN/PCGN and national romanisation), further Ukrainian forms, and the
    // English forms lists give beside the Russian one (Eugene, Michael, Peter, Paul...).
    aliaksandr: 'aleksandr',
    aliaksandar: 'aleksandr',
    alyaksandr: 'aleksandr',
    aliaksander: 'aleksandr',
    mikalai: 'nikolai',
    mikalaj: 'nikolai',
    mikalay: 'nikolai',
    mykolai: 'nikolai',
    michael: 'mikhail',
    mikhael: 'mikhail',
    uladzimir: 'vladimir',
    uladzimier: 'vladimir',
    wladimir: 'vladimir',
    vladymyr: 'vladimir',
    aliaksei: 'aleksei',
    aliaksiej: 'aleksei',
    alyaksei: 'aleksei',
    dzmitry: 'dmitri',
    dzmitryi: 'dmitri',
    dzmitri: 'dmitri',
    dzmitrij: 'dmitri',
    dmitrii: 'dmitri',
    dmitrij: 'dmitri',
    dimitry: 'dmitri',
    andrew: 'andrei',
    andrej: 'andrei',
    siarhei: 'sergei',
    siarhej: 'sergei',
    siarhiej: 'sergei',
    sergej: 'sergei',
    yury: 'yuri',
    iury: 'yuri',
    jurij: 'yuri',
    yurij: 'yuri',
    george: 'georgi',
    georgii: 'georgi',
    ryhor: 'grigori',
    hryhor: 'grigori',
    grigorii: 'grigori',
    gregory: 'grigori',
    henadz: 'gennadi',
    hienadz: 'gennadi',
    gennadii: 'gennadi',
    eugene: 'yevgeni',
    eugeny: 'yevgeni',
    evgeni: 'yevgeni',
    evgenii: 'yevgeni',
    evgenij: 'yevgeni',
    yevgenii: 'yevgeni',
    yauhen: 'yevgeni',
    yauheni: 'yevgeni',
    jauhien: 'yevgeni',
    vasil: 'vasili',
    vasilii: 'vasili',
    vasilij: 'vasili',
    aleh: 'oleg',
    ihar: 'igor',
    piotr: 'pyotr',
    piatro: 'pyotr',
    piatr: 'pyotr',
    peter: 'pyotr',
    paval: 'pavel',
    paul: 'pavel',
    pavl: 'pavel',
    anatol: 'anatoli',
    vital: 'vitali',
    viktar: 'viktor',
    victor: 'viktor',
    leanid: 'leonid',
    uladzislau: 'vladislav',
    vladyslav: 'vladislav',
    kanstantsin: 'konstantin',
    kastantsin: 'konstantin',
    constantine: 'konstantin',
    // Women's given names: Belarusian, Ukrainian and Russian forms of one name.
    olena: 'yelena',
    alena: 'yelena',
    elena: 'yelena',
    jelena: 'yelena',
    tatsiana: 'tatyana',
    tatiana: 'tatyana',
    tetiana: 'tatyana',
    tetyana: 'tatyana',
    tatjana: 'tatyana',
    natallia: 'natalya',
    nataliia: 'natalya',
    nataliya: 'natalya',
    natalia: 'natalya',
    iryna: 'irina',
    sviatlana: 'svetlana',
    svitlana: 'svetlana',
    katsiaryna: 'yekaterina',
    kateryna: 'yekaterina',
    ekaterina: 'yekaterina',
    aliaksandra: 'aleksandra',
    oleksandra: 'aleksandra',
    alexandra: 'aleksandra',
    liudmila: 'lyudmila',
    liudmyla: 'lyudmila',
    ludmila: 'lyudmila',
    ludmyla: 'lyudmila',
    halyna: 'galina',
    halina: 'galina',
    hanna: 'anna',
    yuliia: 'yulia',
    yuliya: 'yulia',
    iuliia: 'yulia',
    julia: 'yulia',
    mariia: 'maria',
    mariya: 'maria',
    valentyna: 'valentina',
    valiantsina: 'valentina',
    volha: 'olga',
    olha: 'olga',
    nadzeya: 'nadezhda',
    nadiia: 'nadezhda',
  }),
);

/** The spellings the table gives one name (its targets), so that a patronymic's stem can be
 * looked up whether it is written in a table's form or in the one spelling. */
const GIVEN_NAMES = new Set(WORDS.values());

/** A given name in the table's one spelling, or undefined. */
function givenName(word: string): string | undefined {
  return WORDS.get(word) ?? (GIVEN_NAMES.has(word) ? word : undefined);
}

/**
 * An East Slavic patronymic ("father's name" + -ovich / -ovna) in one spelling: Russian
 * -ovich / -evich / -yevich, Ukrainian -ovych / -iyovych, Belarusian -avich / -evich, and the
 * women's -ovna / -evna, Ukrainian -ivna, Belarusian -auna are each one suffix, and the father's
 * name before it is read through the given-name table: Oleksandrivna and Aleksandrovna,
 * Mikalaevich and Nikolayevich, Serhiyovych and Sergeyevich are one patronymic. A stem the table
 * does not know is kept (Markovich, Markovych). Null when the word is no patronymic.
 */
export function patronymic(word: string): string | null {
  if (word.length < 7) return null;
  const parts =
    /^([a-z]{3,}?)[yij]?(?:(?:ov|ev|av|ow|ew)(?:ich|ych|itch)|(?:ov|ev|av|iv|au)(na))$/.exec(word);
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
  return words.some(
    (word) => patronymic(word) !== null || /[^aeiou](ou|au)(ski|skaya)$/.test(word),
  );
}

/**
 * A surname's East Slavic ending in one spelling: -ouski (Belarusian ŭ), -ovski, -owski,
 * -ovsky, -ovskiy, -ovskii are "-ovski", the women's -ouskaya, -ovskaya, -owska "-ovskaya"
 * (and -evski likewise). In an East Slavic name (a patronymic among its words, or a Belarusian
 * surname), a Belarusian final -ou is Russian -ov (Kazlou, Kozlov), and Belarusian dz and ts
 * before i, e or ia are Russian d and t (Tsikhanouskaya, Tikhanovskaya).
 */
function eastSlavicSurname(word: string, eastSlavic: boolean): string {
  let w = word
    .replace(/([oe])(u|v|w)sk(i|y|ii|iy|ij|yi|yj)$/, '$1vski')
    .replace(/([oe])(u|v|w)sk(aya|aja|aia|a)$/, '$1vskaya');
  if (eastSlavic && w.length >= 5) {
    w = w.replace(/([^aeiou])ou$/, '$1ov').replace(/(dz|ts)(?=i|e)/g, (m) => m[0]!);
  }
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
export function nameVariants(word: string, korean = true, eastSlavic = false): string[] {
  const known = WORDS.get(word);
  if (known === undefined && !korean) {
    const father = patronymic(word);
    if (father !== null) return [father];
  }
  // Somali: x is ḥ at a word's start and before a consonant (Xasan, Axmed); "cabd" is 'abd.
  let w = known ?? (word.startsWith('cabd') ? word.slice(1) : eastSlavicSurname(word, eastSlavic));
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
