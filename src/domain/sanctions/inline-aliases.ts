// A listed name that carries its other spellings inside it, as some of the EU's texts write
// the Syrian regime's persons: "Mohamed (a.k.a. Mohammad, Muhammad) Heikmat (a.k.a. Hikmat)
// IBRAHIM" (issue 46). Screened as written, the name is six words long and a customer who
// gives "Mohamed Ibrahim" leaves four of them out; each spelling is a name of the person.

const INLINE_ALIAS = /\s*\(\s*(?:a\.?\s?k\.?\s?a\.?|also known as)\s*([^()]*)\)/gi;

/** At most this many forms of one listed name: the name and one word changed at a time. */
const MAX_FORMS = 12;

/**
 * The forms of a listed name with inline aliases: the name without them, then the name with
 * each word's other spellings in turn (one word changed at a time), then an alias of several
 * words as a name of its own; a name without any, alone.
 */
export function inlineAliasForms(text: string): string[] {
  if (!/\(\s*(?:a\.?\s?k\.?\s?a|also known as)/i.test(text)) return [text];
  const wordsOf = (part: string) => part.trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  // Each word's other spellings, by the word's place.
  const others: string[][] = [];
  // An alias of several words is a whole other name (TROSHEV (a.k.a. Andrei Mykolayvych TROSHEV)).
  const whole: string[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE_ALIAS)) {
    const before = wordsOf(text.slice(at, match.index));
    words.push(...before);
    others.push(...before.map(() => []));
    at = match.index + match[0].length;
    const spellings = match[1]!
      .split(/,|\bor\b|\//)
      .map((other) => other.trim())
      .filter((other) => other.length > 0);
    whole.push(...spellings.filter((other) => /\s/.test(other)));
    others.at(-1)?.push(...spellings.filter((other) => !/\s/.test(other)));
  }
  words.push(...wordsOf(text.slice(at)));
  const forms = [words.join(' ')];
  others.forEach((spellings, i) => {
    for (const other of spellings) {
      const form = words.map((word, k) => (k === i ? other : word)).join(' ');
      if (!forms.includes(form)) forms.push(form);
    }
  });
  for (const name of whole) if (!forms.includes(name)) forms.push(name);
  return forms.slice(0, MAX_FORMS);
}
