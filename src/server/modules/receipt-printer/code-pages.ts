import anyAscii from 'any-ascii';
import iconv from 'iconv-lite';
import type { Language } from '@domain/language';

// The character table a receipt prints in (ESC t n), by its language. Both are in the set every
// ESC/POS printer carries since Epson's first models (tables 0 to 5): PC850 (Multilingual Latin 1)
// for English, which also writes the accents of customers' names; PC863 (Canadian French) for
// French, with every French letter, capitals included.
export type CodePage = { encoding: 'cp850' | 'cp863'; table: number };
export const CODE_PAGES: Record<Language, CodePage> = {
  en: { encoding: 'cp850', table: 2 },
  fr: { encoding: 'cp863', table: 4 },
};

// Spaces that hold French amounts and labels together ('1 234,56', 'Réf. :') print as the
// table's non-breaking space; dashes and quotes the table lacks as their plain forms.
const STAND_INS: Record<string, string> = {
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
};

const fits = (char: string, encoding: string) =>
  char === '?' || iconv.decode(iconv.encode(char, encoding), encoding) === char;

/** The text as the table can print it: a character it lacks becomes its nearest plain form. */
export function printable(text: string, page: CodePage): string {
  return Array.from(text, (char) => {
    if (fits(char, page.encoding)) return char;
    const standIn = STAND_INS[char];
    if (standIn !== undefined && fits(standIn, page.encoding)) return standIn;
    return anyAscii(char) || '?';
  }).join('');
}

/** The text's bytes in the table. */
export function encodeText(text: string, page: CodePage): Uint8Array {
  return iconv.encode(printable(text, page), page.encoding);
}
