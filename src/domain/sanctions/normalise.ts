// Names as the matcher compares them (issue 27). A listed name and a typed name rarely agree
// letter for letter: lists romanise Arabic and Cyrillic names each their own way, drop accents
// or keep them, write "Abd al-Rahman" or "Abdulrahman", "bin Laden" or "Binladin". Both sides
// go through the same folding, so a variant and its listed form meet on the same tokens and
// Jaro–Winkler only has to forgive the typos that are left.
import anyAscii from 'any-ascii';
import { wadeGilesZh } from './chinese';
import { hasArabicScript, romaniseArabicScript } from './arabic-script';
import {
  eastSlavicCyrillic,
  eastSlavicWords,
  fromCzechSystem,
  withoutSoftSignJ,
} from './east-slavic';
import { oneScriptPerWord } from './homoglyphs';
import type { ListedPartyKind, ScreeningSubject } from './list-entry';
import { ENTITY_NOISE, PARTICLES } from './name-particles';
import {
  looksEastSlavic,
  looksKorean,
  looksUkrainianOrBelarusian,
  nameVariants,
} from './name-variants';

/** Curly and modifier apostrophes, backticks and the Arabic 'ayn marks: dropped, not split on. */
const APOSTROPHES = /['`´‘’ʻʼʾʿ]/g;

/** The Arabic article written with a hyphen ("al-Rahman", "ash-Shabaab", "ad-Din"). */
const HYPHENATED_ARTICLE = /(^|[^a-z0-9])(al|el|ul|ad|ar|as|ash|at|az|an|ud|ur|us)-(?=[a-z])/g;

/** "Abd" written apart from the name it governs: joined to it, as "Abdulrahman" is written. */
const ABD_FORMS = new Set(['abd', 'abdul', 'abdel', 'abdal', 'abdol', 'abdoul', 'abdur', 'abdus']);

/** Split an ASCII name into lowercase word tokens; apostrophes vanish, other marks split. */
function asciiWords(text: string): string[] {
  return anyAscii(text.normalize('NFC'))
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/**
 * One token's romanisation folded to a common spelling. Arabic has three vowels that
 * romanisations write a/e/i/o/u, and Russian letters come out as y/i, kh/h, zh/j, ks/x: the
 * folding keeps the consonant skeleton and the vowel pattern but forgets those choices, so
 * Mohammed, Muhammad, Mohamed and Mohammad all become "muhamad", Hussein and Husain
 * "husain", Sergei and Sergey "sargai", Gaddafi and Qadhafi "gadafi"/"kadafi".
 */
export function foldToken(token: string): string {
  if (token.length <= 1 || /^[0-9]+$/.test(token)) return token;
  // An "Abd" compound folds its name alone: "abd" + "hakim" is not "abdakim".
  // Its name's final h is dropped as in any word, also when the name is short: Abdullah and
  // Abdulla are "abd" + "la" alike.
  if (token.startsWith('abd') && token.length > 4) {
    return `abd${foldToken(token.slice(3)).replace(/^([^aeiou][aiu])h$/, '$1')}`;
  }
  let t = token;
  // Russian Е at the start is written Ye or E (Yevgeny, Evgeny; Yelena, Elena).
  if (/^ye[^aeiouy]/.test(t)) t = t.slice(1);
  // French writes a silent final e (Sofiane, Ousmane, Eddine): Sufyan, Usman, Uddin.
  if (t.length > 4 && /[^aeiouy]e$/.test(t)) t = t.slice(0, -1);
  t = t
    .replace(/dzh|dj|zh/g, 'j')
    // French and German write sh as ch (Loukachenko, Aicha): one spelling for both.
    .replace(/t?ch/g, 'sh')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    // French and Spanish c: s before e, i, y (Lounici, Youcef), else k (Carlos).
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/kh/g, 'h')
    .replace(/([dtg])h/g, '$1')
    .replace(/ou|oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/y/g, 'i')
    .replace(/o/g, 'u')
    .replace(/e/g, 'a')
    // Doubled letters (Mohammed, Hassan, Gaddafi) and the doubled vowels the folding made.
    .replace(/([a-z])\1+/g, '$1');
  // A final h after a vowel is silent in most romanisations (Fatimah, Abdullah, Sheikh).
  if (t.length > 3 && /[aiu]h$/.test(t)) t = t.slice(0, -1);
  return t;
}

/** God's name, "of the faith" and the Persian "-zada" closing a compound name, written
 * apart or hyphenated: "Aref Ullah", "عارف الله", "Sad ud-Din", "سعد الدين", "کاکا زاده" are
 * Arefullah, Saduddin and Kakazada. */
const COMPOUND_ENDS: Record<string, string> = {
  allah: 'ullah',
  ullah: 'ullah',
  ulla: 'ullah',
  alla: 'ullah',
  din: 'uddin',
  uddin: 'uddin',
  eddin: 'uddin',
  eddine: 'uddin',
  addin: 'uddin',
  deen: 'uddin',
  uddeen: 'uddin',
  zada: 'zada',
  zadah: 'zada',
  zadeh: 'zada',
  // Persian family names' endings, written apart or solid (ذبیح پور, Zabihpour; آدینه وند,
  // Adinehvand; فیض اللهی, Feyzollahi).
  pour: 'pur',
  pur: 'pur',
  poor: 'pur',
  vand: 'vand',
  wand: 'vand',
  wnd: 'vand',
  nejad: 'nejad',
  nezhad: 'nejad',
  nzhad: 'nejad',
  allahi: 'ullahi',
  ullahi: 'ullahi',
  ollahi: 'ullahi',
};

/** Join a compound's end to the name before it (not to "Abd": "Abd Allah" is joinAbd's). */
function joinCompounds(words: string[]): string[] {
  const joined: string[] = [];
  for (const word of words) {
    const end = COMPOUND_ENDS[word];
    const previous = joined[joined.length - 1];
    if (end && previous !== undefined && previous.length > 1 && !ABD_FORMS.has(previous)) {
      joined[joined.length - 1] = previous + end;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/** The article written apart after "Abd" ("Abd al Rahman"). */
const ARTICLES = new Set(['al', 'el', 'ul', 'ar', 'as', 'ash', 'ad', 'at', 'az', 'an', 'ur', 'us']);

/** "abdulrahman", "abd" + "rahman", "abd al rahman", "abdurrahman" → "abdrahman". "Abd"
 * ("servant of") always comes before its name: one left alone at a name's end was moved there
 * by writing right-to-left text the wrong way round («الرحيم الكاني عبد»), and governs the first
 * word. */
function joinAbd(written: string[]): string[] {
  const last = written[written.length - 1] ?? '';
  const words =
    written.length >= 2 && ABD_FORMS.has(last) && !written[0]!.startsWith('abd')
      ? [last, ...written.slice(0, -1)]
      : written;
  const joined: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    let next = i + 1;
    if (ARTICLES.has(words[next] ?? '') && words[next + 1] !== undefined) next += 1;
    if (ABD_FORMS.has(word) && words[next] !== undefined) {
      joined.push(abdCompound(`abd${words[next]}`));
      i = next;
    } else if (word.startsWith('abd') && word.length > 5) {
      joined.push(abdCompound(word));
    } else {
      joined.push(word);
    }
  }
  return joined;
}

/** "abd" + the name without the article's vowel and l or its doubled sun letter. */
function abdCompound(word: string): string {
  const name = word.slice(3);
  const article =
    /^(ou|[aeiou])l/.exec(name) ??
    /^(ou|[aeiou])(sh|[rsdtzn])(?=\2)/.exec(name) ??
    // The assimilated article written with one letter (Abdesamad, Abderahim), as doubled.
    /^(ou|[aeiou])(?=(sh|[rsdtzn])[aeiou])/.exec(name);
  return `abd${article ? name.slice(article[0].length) : name}`;
}

export function dropParticles(words: string[], kind: ListedPartyKind): string[] {
  const kept = words.filter(
    (word, i) =>
      (i === 0 || !PARTICLES.has(word)) && (kind === 'individual' || !ENTITY_NOISE.has(word)),
  );
  return kept.length > 0 ? kept : words;
}

/** A folded token split where "Abu al-" and a name are written solid (Abolfazl, Abu al-Fazl,
 * «ابوالفضل»). */
function splitCompound(token: string): string[] {
  const abu = /^abu?[aiu]?l(?=[^aiu].{2})/.exec(token);
  return abu ? ['abu', token.slice(abu[0].length)] : [token];
}

/** Folded tokens, "Abu al-" written solid split (splitCompound). */
export const foldAll = (words: string[]) => words.flatMap((word) => splitCompound(foldToken(word)));

/** A name's words before its particles are dropped and its tokens folded (normaliseName);
 * with `halves`, Persian compound given names in Arabic script as two words; `person` false
 * for a company's name. */
export function joinedWords(text: string, halves = false, person = true): string[] {
  const ascii = anyAscii(
    fromCzechSystem(
      eastSlavicCyrillic(romaniseArabicScript(oneScriptPerWord(text.normalize('NFC')), halves)),
      person,
    ),
  )
    .toLowerCase()
    .replace(APOSTROPHES, '');
  const latin = !hasArabicScript(text);
  const written = ascii
    // "ud-Din", "ad-Din", "al-Din" are one word: the compound's end (joinCompounds).
    .replace(/(^|[^a-z0-9])(al|ad|ud|ed|el|ul)-(din|deen)(?![a-z])/g, '$1uddin')
    .replace(HYPHENATED_ARTICLE, '$1')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(wadeGilesZh);
  const korean = looksKorean(written);
  const slavic = korean
    ? { words: written, eastSlavic: false }
    : eastSlavicWords(written, looksEastSlavic);
  const { eastSlavic } = slavic;
  // After the Swedish and German systems' j (Jurjevitj) is read.
  const words = latin && !korean ? slavic.words.map(withoutSoftSignJ) : slavic.words;
  const hForG = eastSlavic && looksUkrainianOrBelarusian(words);
  const variants = words.flatMap((word) => nameVariants(word, korean, eastSlavic, hForG));
  return joinAbd(joinCompounds(variants));
}

/**
 * A name as the matcher's tokens, in the order written: Arabic script romanised
 * (arabic-script.ts), transliterated to ASCII (Cyrillic, Greek, accented Latin...),
 * lowercased, apostrophes dropped and other punctuation split on, hyphenated Arabic articles
 * and particles after the first word dropped, each word in the name-variant tables' spelling
 * (name-variants.ts), "-ullah" and "ud-Din" and "Abd al-X" joined, each token's romanisation
 * folded. An initial stays a one-letter token. For an entity, the words of its legal form
 * ("LLC", "PJSC", "Limited") are dropped too.
 */
export function normaliseName(text: string, kind: ListedPartyKind = 'individual'): string[] {
  return foldAll(dropParticles(joinedWords(text, false, kind === 'individual'), kind));
}

/**
 * Who was screened, as a stable key: the name's words transliterated, lowercased and sorted,
 * and the birth date. A cleared match is remembered against it until the person's name or
 * birthday changes. It uses only the light normalisation (no romanisation folding), so a
 * corrected spelling is screened again, and tuning the matcher's folding does not forget
 * every cleared match.
 */
export function subjectFingerprint(subject: ScreeningSubject): string {
  const words = asciiWords(`${subject.first} ${subject.last}`).sort();
  return `${words.join(' ')}|${subject.birth_date ?? ''}`;
}
