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

/** Words romanised as the lists write them: "son of", "father of", God's name. */
const WORDS: Record<string, string> = {
  بن: 'bin',
  ابن: 'ibn',
  بنت: 'bint',
  ولد: 'ould',
  ابو: 'abu',
  الله: 'allah',
  // "The son": how the list writes "Jr." in Arabic script (Feliciano Delos Reyes Jr.).
  الابن: 'ibn',
};

/** One word in Arabic script, romanised; the article comes back as "al-" before the name. */
function romaniseWord(word: string): string {
  const known = WORDS[word];
  if (known) return known;
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
    else out += LETTERS[letter] ?? letter;
  }
  return prefix + out;
}

/** A name with its Arabic-script words romanised; other words are left as they are. */
export function romaniseArabicScript(text: string): string {
  if (!hasArabicScript(text)) return text;
  let folded = text.normalize('NFKC').replace(MARKS, '');
  for (const [pattern, letter] of VARIANTS) folded = folded.replace(pattern, letter);
  return folded.replace(/[\u0600-\u06ff\u0750-\u077f]+/g, romaniseWord);
}
