// A keyboard-wedge scanner types what it reads, and scanners differ in how: some turn LF into
// CR or CR LF, some drop the header's RS or type control characters as visible tokens ("<LF>",
// "[RS]"), some add a prefix or a suffix and press Enter at the end, and with Caps Lock on the
// letters arrive in the other case. These functions find the document inside such text.
import type { ScanFormat } from './types';

// The record separator (RS) only ever stands in the header, between '@' and "ANSI": it becomes
// a line break like the others, so that nothing after this needs to know about it.
const CONTROL_TOKENS: Record<string, string> = { LF: '\n', CR: '\r', RS: '\n' };

// The header's "ANSI " (or "AAMVA" on the earliest cards) and the issuer's number: every IIN
// AAMVA assigns starts with 6 (636xxx, 604xxx). A prefix or a dropped '@' moves it a little.
const AAMVA_HEADER = /(?:ANSI ?|AAMVA)(6\d{5})(\d{2})/;
const HEADER_WITHIN = 40;

/** The text with RS and visible control tokens turned into line breaks, Caps Lock undone. */
export function normaliseScan(text: string): string {
  const controls = text
    .replaceAll('\u001e', '\n')
    .replace(
      /<(LF|CR|RS)>|\[(LF|CR|RS)\]/gi,
      (token, a?: string, b?: string) => CONTROL_TOKENS[(a ?? b ?? '').toUpperCase()] ?? token,
    );
  // An AAMVA header in lower case means Caps Lock inverted every letter: invert them back.
  if (/(?:ansi ?|aamva)6\d{7}/.test(controls.slice(0, HEADER_WITHIN + 20))) {
    return [...controls]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
  }
  return controls;
}

export type AamvaHeaderMatch = {
  iin: string;
  version: number;
  /** The index just after the version number. */
  next: number;
};

export function findAamvaHeader(text: string): AamvaHeaderMatch | null {
  const match = AAMVA_HEADER.exec(text);
  if (!match || match.index > HEADER_WITHIN) return null;
  return {
    iin: match[1]!,
    version: Number(match[2]),
    next: match.index + match[0].length,
  };
}

// The MRZ alphabet is A-Z, 0-9 and the filler '<'; the first line opens with a document code
// (P passport, I A C identity cards, V visa), a second letter or filler, and the issuing state.
const MRZ_FIRST_LINE = /^[PIACV][A-Z0-9<][A-Z<]{3}[A-Z0-9<]{25,}$/;
const MRZ_LINE = /^[A-Z0-9<]+$/;

/** The MRZ's lines as typed, from its first line on (upper-cased, without blanks), or null. */
export function mrzLines(text: string): string[] | null {
  const lines = text
    .toUpperCase()
    // A prefix, suffix or Enter of the scanner is not part of any line.
    .replace(/[^\x20-\x7e\r\n]/g, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
  const first = lines.findIndex((line) => MRZ_FIRST_LINE.test(line));
  if (first < 0) return null;
  const rest = lines.slice(first);
  const end = rest.findIndex((line) => !MRZ_LINE.test(line));
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * Whether a burst of keystrokes is a scan, and of which kind: an AAMVA barcode's header, or
 * the first line of a machine-readable zone. A scan cut short is still a scan (reading it then
 * says so); ordinary typing never makes these shapes.
 */
export function recogniseScan(text: string): ScanFormat | null {
  const normal = normaliseScan(text);
  if (findAamvaHeader(normal)) return 'aamva';
  return mrzLines(normal) ? 'mrz' : null;
}
