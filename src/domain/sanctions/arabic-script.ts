// Names written in Arabic script (issue 46): the UN list gives each party's name in its own
// script (NAME_ORIGINAL_SCRIPT), and a customer may type it so. any-ascii drops the alif and
// writes ʿayn as a backtick, so "عبد الكافي" came out "bd lkfy" and met nothing. Here the
// script is first written the way a romanisation would write it: the spelling variants
// nobody sees (hamza on alif, alif maqsura, ta marbuta, Persian yeh and kaf, vowel marks)
// folded, the article split off, the long vowels written as vowels and a word-initial ʿayn as
// the vowel a romanisation puts there ("عمر" → "amr", as "Omar"/"Umar" keep an initial vowel).

const SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/** Harakat, tanwin, shadda, sukun, dagger alif, Quranic marks and the tatweel. */
const MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** Letters after the spelling variants are folded, as a romanisation writes them. */
const LETTERS: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'u',
  ي: 'i',
  ة: 'a',
  ء: '',
  پ: 'p',
  چ: 'ch',
  ژ: 'zh',
  گ: 'g',
  ٹ: 't',
  ڈ: 'd',
  ڑ: 'r',
  ں: 'n',
  ے: 'e',
};

/** Written variants of one letter: hamza seats, Persian and Urdu forms, presentation forms. */
const VARIANTS: [RegExp, string][] = [
  [/[أإآٱ]/g, 'ا'],
  [/[یېۍى]/g, 'ي'],
  [/ئ/g, 'ي'],
  [/ؤ/g, 'و'],
  [/[کڪ]/g, 'ك'],
  [/[ہھۀۂ]/g, 'ه'],
];

export function hasArabicScript(text: string): boolean {
  return SCRIPT.test(text);
}

/** Letters Persian has that Arabic has not (and the Persian forms of yeh and kaf), or the
 * zero-width non-joiner Persian writes inside a word: the name is written the Persian way. */
const PERSIAN = /[\u067e\u0686\u0698\u06af\u06a9\u06cc\u200c]/;

/** Persian reads four Arabic letters as s or z, and a Persian romanisation writes them so:
 * ثابت is Sabet, ذبیح Zabih, رضا Reza, ظریف Zarif. */
const PERSIAN_LETTERS: Record<string, string> = { ث: 's', ذ: 'z', ض: 'z', ظ: 'z' };

/** The zero-width non-joiner: Persian writes it between a word's parts («علی‌اصغر»,
 * «محمدرضا»): the word is one, as when written solid. Marks of direction are not letters. */
const INVISIBLE = /[\u200b-\u200f\u2066-\u2069]/g;

/** Honorifics and titles written in Arabic script, romanised as their Latin forms, which
 * normalise.ts leaves out of a listed name's second form: Hojatoleslam, Ayatollah (and, in
 * WORDS, Seyed, Haj, Dr). */
const TITLES: [RegExp, string][] = [
  [/(^|\s)حجت\s*الاسلام(\s*والمسلمين|\s*و\s*المسلمين)?(?=\s|$)/g, '$1hojatoleslam'],
  [/(^|\s)ايت\s*الله(?=\s|$)/g, '$1ayatollah'],
];

/** Words romanised as the lists write them: "son of", "father of", God's name. */
const WORDS: Record<string, string> = {
  سيد: 'seyed',
  حاج: 'haj',
  حاجي: 'haji',
  دكتر: 'dr',
  // God's name closing a family name (فیض اللهی, Feyzollahi): "-ullahi" (normalise.ts).
  اللهي: 'allahi',
  بن: 'bin',
  ابن: 'ibn',
  بنت: 'bint',
  ولد: 'ould',
  ابو: 'abu',
  الله: 'allah',
  // "The son": how the list writes "Jr." in Arabic script (Feliciano Delos Reyes Jr.).
  الابن: 'ibn',
};

/** The second halves of Persian compound given names written solid («غلامرضا», «احمدعلی»,
 * «علیاصغر», «امیرحسین»): Reza, Ali, Asghar, Akbar, Hossein, Hasan. */
const SECOND_HALVES = ['رضا', 'علي', 'اصغر', 'اكبر', 'حسين', 'حسن'];

/** A solid word's two names, when it is a Persian compound given name: a second half after
 * three letters or more, or "Gholam" (servant of) before a name. Null when it is not. */
function compoundHalves(word: string): [string, string] | null {
  if (word.startsWith('غلام') && word.length >= 7) return ['غلام', word.slice(4)];
  for (const half of SECOND_HALVES) {
    if (word.length - half.length >= 3 && word.endsWith(half)) {
      return [word.slice(0, -half.length), half];
    }
  }
  return null;
}

/** One word in Arabic script, romanised; the article comes back as "al-" before the name. */
function romaniseWord(word: string, persian = false, halves = false): string {
  const known = WORDS[word];
  if (known) return known;
  const parts = halves ? compoundHalves(word) : null;
  if (parts) return `${romaniseWord(parts[0], persian)} ${romaniseWord(parts[1], persian)}`;
  // God's name before a name, written solid («اللهکرم», Allah-Karam): not the article.
  if (word.startsWith('الله') && word.length >= 6) {
    return `allah ${romaniseWord(word.slice(4), persian)}`;
  }
  // A final ه is often typed for ة (فاطمه for فاطمة): both are read as the ة they mostly are.
  let rest = word.length > 2 ? word.replace(/ه$/, 'ة') : word;
  let prefix = '';
  // "عبدالخالق", "عبدالله": Abd and its name written solid; the article is the name's.
  if (rest.startsWith('عبد') && rest.length > 4) {
    prefix = 'abd ';
    rest = rest.slice(3);
    if (rest === 'اللة') return 'abd allah';
  }
  if (rest.startsWith('ال') && rest.length > 3) {
    prefix += 'al-';
    rest = rest.slice(2);
  }
  let out = '';
  for (const [i, letter] of [...rest].entries()) {
    // A word that begins with ʿayn begins, romanised, with a vowel: Omar, Ali, Abd.
    if (i === 0 && letter === 'ع') out += 'a';
    // At a word's start waw and ya are consonants: Walid, Wali, Yahya, Yusuf.
    else if (i === 0 && letter === 'و') out += 'w';
    else if (i === 0 && letter === 'ي') out += 'y';
    // ه after a letter romanised s, z, k, g, d, t or c would make a digraph of it (زهير is
    // Zuhair, not "zhir"): a vowel keeps them apart, as a romanisation writes one. Inside a
    // word z and h are written together: أزهر is Azhar, مظهري Mazhari.
    else if (letter === 'ه' && out.length >= 2 && out.endsWith('z')) out += 'h';
    else if (letter === 'ه' && /[szkgdtcp]$/.test(out)) out += 'ah';
    else out += (persian ? PERSIAN_LETTERS[letter] : undefined) ?? LETTERS[letter] ?? letter;
  }
  return prefix + out;
}

/** A name with its Arabic-script words romanised; other words are left as they are. With
 * `halves`, a Persian compound given name written solid is written as its two names («غلامعلی»
 * as "ghlam ali"): a listed name's second form (normalise.ts), for a subject who wrote both. */
export function romaniseArabicScript(text: string, halves = false): string {
  if (!hasArabicScript(text)) return text;
  // Presentation forms (U+FB50–U+FEFF) are folded to their letters by NFKC.
  let folded = text.normalize('NFKC').replace(MARKS, '');
  const persian = PERSIAN.test(folded);
  folded = folded.replace(INVISIBLE, '');
  for (const [pattern, letter] of VARIANTS) folded = folded.replace(pattern, letter);
  for (const [pattern, title] of TITLES) folded = folded.replace(pattern, title);
  return folded.replace(/[\u0600-\u06ff\u0750-\u077f]+/g, (word) =>
    romaniseWord(word, persian, halves),
  );
}
