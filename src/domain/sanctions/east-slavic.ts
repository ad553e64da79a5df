// East Slavic names as the other romanisations write them (issue 46, fifth round). The lists
// give Russian, Belarusian and Ukrainian names in the English system (Shamanov, Yurevich), and
// beside it in the Swedish one (tj for ч, sj for ш, zj for ж, j for й, я, ю and ё: Sjamanov,
// Jurjevitj, Fjodorov) or the German one (tsch, sch, j: Jurjewitsch), and in Belarusian or
// Ukrainian Cyrillic, whose г the lists write h (Алег, Aleh; Гара, Hara) where Russian Cyrillic
// has г, written g (Олег, Oleg). Each is brought to the English system before the folding.

/** Letters only Belarusian or Ukrainian Cyrillic have (і, ў, ї, є, ґ): Russian has none. */
const BELARUSIAN_OR_UKRAINIAN = /[іІўЎїЇєЄґҐ]/;

/** Belarusian and Ukrainian г is h in their national romanisations and in the lists' Latin
 * forms of those names (Aleh, Siarhei, Hara, Hlaz): a name written in Belarusian or Ukrainian
 * Cyrillic is romanised so. Russian Cyrillic г stays g. */
export function eastSlavicCyrillic(text: string): string {
  if (!BELARUSIAN_OR_UKRAINIAN.test(text)) return text;
  return text.replace(/г/g, 'h').replace(/Г/g, 'H');
}

/** A patronymic in the Swedish (-evitj, -ovitj, Belarusian -avitj, Ukrainian -ovytj) or German (-ewitsch,
 * -owitsch, -awitsch) system, or a woman's with j for й (Sergejevna): the name is romanised in
 * that system throughout. */
const SWEDISH_OR_GERMAN = /(?:ov|ev|av|ow|ew|aw)[iy]tj$|(?:ow|ew|aw)itsch$|j(?:ev|ov|ew|ow)n[ao]$/;

/** Whether one of a name's lower-case words is a Swedish or German patronymic (Vladimirovitj,
 * Jurjewitsch), which that system's rule reads. */
const hasSwedishOrGermanPatronymic = (words: readonly string[]) =>
  // Every such patronymic has a j or ends in -tsch: most words are passed over without the
  // pattern.
  words.some(
    (word) => (word.includes('j') || word.endsWith('tsch')) && SWEDISH_OR_GERMAN.test(word),
  );
const lowerWords = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);

/** A word with a j the Swedish system writes: after its first letter, or first before u, o or
 * e (Ю, Ё, Е: Jurij, Jelena). */
const SWEDISH_J = /^.+j|^j[uoe]/;

/** One word of a name romanised in the Swedish or German system, in the English system:
 * щ (sjtj, schtsch), ч (tj, tsch), ш (sj, sch), ж (zj), then j for й and the j of я, ю, ё. */
function fromSwedishOrGerman(word: string): string {
  return word
    .replace(/sjtj|schtsch/g, 'shch')
    .replace(/tj|tsch/g, 'ch')
    .replace(/sj|sch/g, 'sh')
    .replace(/zj/g, 'zh')
    .replace(/j/g, 'y');
}

/**
 * A name's words (lower-case ASCII) with the East Slavic spellings brought to one, and whether
 * the name looks East Slavic: a name with
 * a Swedish or German patronymic in the English system, and in a name that looks East Slavic
 * (`isEastSlavic`, a patronymic among its words) ё written yo after a consonant as the e that
 * Cyrillic mostly writes for it (Fyodorov, Fjodorov, Фёдоров; Dyomin, Djomin, Дёмин).
 */
export function eastSlavicWords(
  words: string[],
  isEastSlavic: (words: readonly string[]) => boolean,
): { words: string[]; eastSlavic: boolean } {
  const swedishOrGerman = hasSwedishOrGermanPatronymic(words);
  const english = swedishOrGerman ? words.map(fromSwedishOrGerman) : words;
  if (!isEastSlavic(english)) return { words: english, eastSlavic: false };
  // The English system writes no j in an East Slavic name: beside an English patronymic, a
  // word with one is in the Swedish system too (Svetlana Petrovna Gorjatjeva, Julija, Jelena),
  // but for a first J before a (Jamshed Ahmadovich: the дж of Central Asian names).
  const read = swedishOrGerman
    ? english
    : english.map((word) =>
        SWEDISH_J.test(word) ? fromSwedishOrGerman(withoutSoftSignJ(word)) : word,
      );
  return { words: read.map((word) => word.replace(/([^aeiouy])yo/g, '$1e')), eastSlavic: true };
}

/** ь written j after a consonant that follows a vowel, before another consonant, before y or
 * at the word's end (Igorj, Oljga, Kuzjmin, Tatjyana, Nataljya, as Japan's list romanises
 * them): left out, as the English system writes the name (Igor, Olga, Kuzmin, Tatyana,
 * Natalya). Not after d (the dj of Hadj, Djordje), not a word's first letters (PJSC), not a
 * j before a vowel (Ljubomir, Benjamin) nor a doubled jj (Hajj). Latin names only: the
 * consonants romanised from Arabic script (Fajr, «فجر» fjr) keep their j. */
const SOFT_SIGN_J = /([aeiouy][bcfghklmnpqrstvwxz])j(?=[bcdfghklmnpqrstvwxz]|y|$)/g;

export const withoutSoftSignJ = (word: string) =>
  word.includes('j') ? word.replace(SOFT_SIGN_J, '$1').replace(SOFTENED_VOWEL_J, '$1y') : word;

/** ль and нь before я, ю, ё written lj and nj as the Swedish, German and Czech systems do
 * (Ilja, Ljudmila, Anja): ly and ny, as the English system writes them (Ilya, Lyudmila), also
 * in a name written without a patronymic, as on a passport (Benjamin and Binyamin meet too).
 * Not tj, which is mostly ч (Kovaltjuk, Kovalchuk), and not before e or i. */
const SOFTENED_VOWEL_J = /([ln])j(?=[aou])/g;

/** A patronymic in the Czech system (Petrovič, Jevgeněvič, Ivanovna with háčeks about it), or
 * in the Estonian one, which writes ч tš (Sergejevitš). */
const CZECH_PATRONYMIC =
  /(?:ov|ev|ěv)ič(?![\p{L}])|(?:ov|ev|av)itš(?![\p{L}])|[čšž]\p{L}*(?:ov|ev)na(?![\p{L}])/iu;

/** What any reading of the Czech system below starts from. */
const CZECH_MARKS = /[jčšžěť]|ec(?![\p{L}])/iu;

/** č, š, ž as the English system writes them: ch, sh, zh. */
const CZECH_DIGRAPH_START: Record<string, string> = { č: 'c', š: 's', ž: 'z' };

/** An East Slavic name written in the Czech system, as some lists give it (Vladimir Jevgeněvič
 * AVETISJAN, Viktor Volodymyrovič MEDVEDČUK, Oleg Igorevič OVČARENKO), or in the Estonian one
 * (Kirill Sergejevitš): in the English system (Yevgenevich, Medvedchuk, Ovcharenko,
 * Sergeyevich): Estonian tš is č; ch (х) is kh, then č ch, š sh, ž zh, ě e, and j y
 * before a vowel or after one at a word's end, in lower case. A name with a Czech patronymic
 * is read so whole; without one, only its Ukrainian surnames in -enko and -uk with a háček
 * (Kovalčuk, Ševčenko, Miščenková: Kovalchuk, Shevchenko, Mishchenková), as the Czech, Slovak
 * and Lithuanian versions of a list write them, and a person's -ec as -ets (SLAVIC_EC). Any
 * other word's háčeks are read as the letters without them, as before: a Czech, Slovak or
 * Serbo-Croatian name (Kovačević and Kovacevic stay one name). */
export function fromCzechSystem(text: string, person = true): string {
  // Every reading below needs a j, a háček or an -ec: most names have none.
  if (!CZECH_MARKS.test(text)) return text;
  if (CZECH_PATRONYMIC.test(text) || (person && czechSystemGivenName(text))) {
    return inEnglishSystem(text.toLowerCase());
  }
  if (
    person &&
    SLAVIC_SURNAME_WITH_J.test(text) &&
    !hasSwedishOrGermanPatronymic(lowerWords(text))
  ) {
    text = text.replace(SLAVIC_SURNAME_WITH_J, (word) =>
      inEnglishSystem(word.toLowerCase().replace(/tj/g, 'č')),
    );
  }
  if (person && SLOVAK_FEMININE_J.test(text)) {
    text = text.replace(SLOVAK_FEMININE_J, (word) =>
      word.replace(/(?<=[aeiou])j(?=[^aeiouy]|ová$)/g, 'y'),
    );
  }
  if (!/[čšž]/iu.test(text) && !(person && /ec\b/iu.test(text))) return text;
  // Lower case: the name's words are compared in lower case (normalise.ts).
  return text
    .toLowerCase()
    .replace(/\p{L}+/gu, (word) =>
      UKRAINIAN_SURNAME.test(word)
        ? inEnglishSystem(word)
        : person
          ? word.replace(SLAVIC_EC, 'ets')
          : word,
    );
}

/** East Slavic given names as only the Czech system writes them (Alexej, Jurij, Georgij,
 * Tatjana, Dzjanis: й and the soft vowels as j): such a name is read in the English system
 * whole, as with a Czech patronymic; the Czech and Slovak versions of the EU's list give a
 * person so without one (Alexej Pečkarev, Georgij Ancev). */
const CZECH_FORM_GIVEN =
  /^(alexej|aleksej|andrej|sergej|matvej|timofej|jurij|georgij|vitalij|dmitrij|jevgenij|jevgenija|nikolaj|valerij|anatolij|vasilij|gennadij|arkadij|grigorij|arsenij|innokentij|michajil|dzjanis|sjarhei|semjon|pjotr|fjodor|jegor|natalja|tatjana|taťjana|julija|ljudmila|jelena|jekaterina)$/;
/** Given names both systems write alike (Olga, Oleg, Siarhei): read so with a háček in the
 * name (Olga Kuzněcov, Oleg Michajlišin, Siarhei Ušakou). */
const EAST_SLAVIC_GIVEN = /^(olga|irina|oleg|bogdan|siarhei|michail|alexandr|aleksandr)$/;

function czechSystemGivenName(text: string): boolean {
  // The German and Swedish systems write Sergej and Jurij too, with sch and w (Jurjewitsch)
  // or a patronymic in -itj (Vladimirovitj): not Czech.
  const words = lowerWords(text);
  if (/sch|w/iu.test(text) || hasSwedishOrGermanPatronymic(words)) return false;
  if (words.some((word) => CZECH_FORM_GIVEN.test(word))) return true;
  return /[čšžě]/iu.test(text) && words.some((word) => EAST_SLAVIC_GIVEN.test(word));
}

/** An East Slavic surname (-ov, -ev, -in, -ko, -uk, Belarusian -ou, -au) with a consonant
 * then j before a vowel, which the English system never writes (Chochrjakov, Krjutjkov,
 * Zjamcou: я, ю, ё as ja, ju, jo): in the Czech, Swedish or German system, read in the
 * English one, its ch as kh, its tj as ch (Swedish ч; Czech writes ť). A name with a Swedish
 * or German patronymic is left to that system's rule. */
const SLAVIC_SURNAME_WITH_J =
  /(?<![\p{L}])\p{L}*[bcdfghklmnprstvzž]j[aeiou]\p{L}*(?:ov|ova|ev|eva|in|ina|ko|uk|ou|au)(?![\p{L}])/giu;

/** A woman's Slovak or Czech surname in -ová with й written j before a consonant or before
 * the ending (Majková, Trokajová: Maiko, Trokai in the English system), its j read as y. */
const SLOVAK_FEMININE_J = /\p{L}*[aeiou]j(?:[^aeiouy\s]\p{L}*)?ová(?![\p{L}])/giu;

/** A person's name ending in -ec, which the Slavic languages written in Latin letters say -ets
 * (Krivec, Nemec: Krivets, Nemets, as the English system writes -ец); not a company's
 * (Unitec). */
const SLAVIC_EC = /(?<=^\p{L}{3,})ec$/u;

/** A Ukrainian surname written with a háček: -enko or -uk (Ševčenko, Kovalčuk, Žuk), or a
 * woman's Slovak form of one (Miščenková). */
const UKRAINIAN_SURNAME = /^\p{L}*[čšž]\p{L}*(?:enko|enková|uk|uková)$/u;

const inEnglishSystem = (lowered: string) =>
  lowered
    .replace(/tš/g, 'č')
    .replace(/ch/g, 'kh')
    .replace(/[čšž]/g, (letter) => `${CZECH_DIGRAPH_START[letter]}h`)
    .replace(/ě/g, 'e')
    // c is ц (Ancev, Antsev); ch was made kh and č ch above.
    .replace(/c(?!h)/g, 'ts')
    // ё after a consonant (Stjožka, Fjodor) as the e Cyrillic mostly writes for it, as an East
    // Slavic name's yo is read (eastSlavicWords).
    .replace(/(?<=[bcdfghklmnpqrstvwxz])jo/g, 'e')
    .replace(/j(?=[aeiouy])/g, 'y')
    // й after a vowel, at a word's end or before a consonant (Michajlišin, Mikhaylishin).
    .replace(/(?<=[aeiou])j(?![aeiouy])/gu, 'y');
