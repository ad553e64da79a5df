// A listed name's other forms (issue 46): the same person's name as a customer gives it
// without the chain of forebears, without honorifics, or with a Persian compound given name
// joined or split. Each form is indexed beside the name (name-index.ts) and meets only customer
// names of a fitting length (matcher.ts); a customer's own name is read as written
// (normaliseName).
import { hasArabicScript } from './arabic-script';
import type { ListedPartyKind } from './list-entry';
import { dropParticles, foldAll, joinedWords } from './normalise';

/**
 * Honorifics and titles a Persian or Arabic name is written with or without: Seyed (a
 * descendant of the Prophet), Haj (who made the pilgrimage), the clerical Hojatoleslam and
 * Ayatollah, Dr. Arabic script's forms come romanised so (arabic-script.ts). A listed name
 * is also indexed without them (normaliseListedName); a customer's name is read as written, for
 * Seyed and Haji are given names too ("Seyed Moussavi").
 */
const HONORIFICS = new Set([
  'seyed',
  'seyyed',
  'sayyed',
  'sayyid',
  'seyyid',
  'haj',
  'hajj',
  'haji',
  'hajji',
  'hojatoleslam',
  'hojjatoleslam',
  'hodjatoleslam',
  'hojatolislam',
  'hojjatolislam',
  'ayatollah',
  'ayatullah',
  'dr',
]);

/** A person's name's words without its honorifics, or null when it has none or fewer than two
 * words would be left. */
function withoutHonorifics(words: string[]): string[] | null {
  const plain = words.filter((word) => !HONORIFICS.has(word));
  return plain.length < words.length && plain.length >= 2 ? plain : null;
}

/** Persian compound given names, folded: a first half (Mohammad, Ahmad, Ali, Amir, Hamid)
 * and a second (Reza, Ali, Asghar, Akbar, Hossein, Hasan), written apart or solid (Mohammad
 * Reza, Mohammadreza, «محمدرضا»); "Gholam" (servant of) before any name, as "Abd" is. Joined
 * only in a listed name's second form: "Mohammad Ali" and "Ali Reza" are two names as often. */
const FIRST_HALVES = new Set(['muhamad', 'ahmad', 'ali', 'amir', 'hamid']);
const SECOND_HALVES = new Set(['raza', 'ali', 'asgar', 'akbar', 'husain', 'hasan']);

/** A Persian compound given name written apart ("Gholam Ali", "Ali-Asghar") joined, as it is
 * written solid (Gholamali, Aliasghar, «غلامعلی», «علی‌اصغر»); on folded tokens. */
function joinPersianCompounds(tokens: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (
      next !== undefined &&
      ((FIRST_HALVES.has(token) && SECOND_HALVES.has(next)) || token === 'gulam')
    ) {
      joined.push(token + next);
      i += 1;
    } else {
      joined.push(token);
    }
  }
  return joined;
}

/**
 * The words that introduce a forebear in an Arabic name's chain of lineage (nasab): "son of",
 * "daughter of" as Maghrebi, Gulf, Malay and Mauritanian names write them ("Ghazoua bent Zine
 * El Abidine ben Hadj Hamda BEN ALI", "Osama bin Mohammed bin Awad bin Laden").
 */
const LINEAGE_LINKS = new Set(['ben', 'bent', 'bin', 'bint', 'binti', 'ibn', 'ould', 'walad']);

/**
 * A name's words with its chain of forebears left out: from the first link after the first
 * word up to the family name, the last word (with a link before it: "ben Ali", "bin Laden" is
 * the family name). The chain names the person's father, grandfather and on (and their
 * honorifics, "Hadj"); a customer gives their own given and family name: "Ghazoua Ben Ali".
 * Null when the name has no such chain, or nothing in it but links.
 */
function withoutLineage(words: string[]): string[] | null {
  const start = words.findIndex((word, i) => i > 0 && LINEAGE_LINKS.has(word));
  if (start < 0) return null;
  const last = words.length - 1;
  const family = LINEAGE_LINKS.has(words[last - 1]!) ? last - 1 : last;
  if (family <= start || words.slice(start, family).every((word) => LINEAGE_LINKS.has(word))) {
    return null;
  }
  return [...words.slice(0, start), ...words.slice(family)];
}

/**
 * A listed name's tokens (normaliseName) and its other forms, each null when it has none:
 * - withoutLineage: for a person whose name carries a chain of forebears (ben, bent, bin, bint,
 *   ibn, ould, walad), its tokens with the chain left out: the name as its bearer gives it;
 * - withoutHonorifics: a person's name without Seyed, Haj, Hojatoleslam, Dr (HONORIFICS);
 * - joined: a Persian compound given name written apart joined, as written solid (Gholam Ali
 *   is Gholamali, «غلامعلی»), for a subject of no more words;
 * - halves: a Persian compound given name in Arabic script written solid as its two names
 *   («علیرضا» is Ali Reza), without honorifics, for a subject of at least as many words, who
 *   wrote both.
 */
export function normaliseListedName(
  text: string,
  kind: ListedPartyKind = 'individual',
): {
  words: string[];
  withoutLineage: string[] | null;
  withoutHonorifics: string[] | null;
  joined: string[] | null;
  halves: string[] | null;
} {
  const person = kind === 'individual';
  const joined = joinedWords(text, false, person);
  const kept = dropParticles(joined, kind);
  const words = foldAll(kept);
  const short = person ? withoutLineage(joined) : null;
  const plain = person ? withoutHonorifics(kept) : null;
  const solid = person ? joinPersianCompounds(words) : words;
  const apart =
    person && hasArabicScript(text) ? dropParticles(joinedWords(text, true), kind) : kept;
  return {
    words,
    withoutLineage: short && foldAll(dropParticles(short, kind)),
    withoutHonorifics: plain && foldAll(plain),
    joined: solid.length < words.length ? solid : null,
    // Without honorifics too: a subject who wrote both halves may leave out "Seyed".
    halves: apart.length > kept.length ? foldAll(withoutHonorifics(apart) ?? apart) : null,
  };
}
