// Words typed with letters of two scripts that look alike: a Cyrillic name with a Latin C
// ("CАТ", as one of the EU's texts writes Сат), or a Latin name with a Cyrillic р or с (a
// keyboard switched half way). Each letter that has a twin in the other script is written in
// the script of the rest of its word, so that the name is romanised as it reads (Сат, Sat),
// not letter by letter (Cat).

const LATIN = 'ABCEHIKMOPTXYaceiopxy';
const CYRILLIC = 'АВСЕНІКМОРТХУасеіорху';

const toCyrillic = new Map([...LATIN].map((letter, i) => [letter, CYRILLIC[i]!]));
const toLatin = new Map([...CYRILLIC].map((letter, i) => [letter, LATIN[i]!]));

const isCyrillic = (letter: string) => /\p{Script=Cyrillic}/u.test(letter);
const isLatin = (letter: string) => /\p{Script=Latin}/u.test(letter);

/** Which script a mixed word is written in: the one of its letters that have no twin, else
 * the one of most of its letters; null when the two are even. */
function scriptOf(letters: string[]): 'latin' | 'cyrillic' | null {
  const count = (keep: (letter: string) => boolean) => letters.filter(keep).length;
  const ownCyrillic = count((letter) => isCyrillic(letter) && !toLatin.has(letter));
  const ownLatin = count((letter) => isLatin(letter) && !toCyrillic.has(letter));
  if (ownCyrillic !== ownLatin) return ownCyrillic > ownLatin ? 'cyrillic' : 'latin';
  const cyrillic = count(isCyrillic);
  const latin = count(isLatin);
  if (cyrillic === latin) return null;
  return cyrillic > latin ? 'cyrillic' : 'latin';
}

/** `text` with each word that mixes Latin and Cyrillic letters written in one of them. */
export function oneScriptPerWord(text: string): string {
  if (!/\p{Script=Cyrillic}/u.test(text) || !/[A-Za-z]/.test(text)) return text;
  return text.replace(/\p{L}+/gu, (word) => {
    const letters = [...word];
    if (!letters.some(isCyrillic) || !letters.some(isLatin)) return word;
    const script = scriptOf(letters);
    if (!script) return word;
    const twins = script === 'cyrillic' ? toCyrillic : toLatin;
    return letters.map((letter) => twins.get(letter) ?? letter).join('');
  });
}
