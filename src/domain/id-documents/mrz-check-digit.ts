// ICAO 9303 part 3, 4.9: a check digit is the sum of the characters' values (0-9 as
// themselves, A-Z as 10-35, the filler '<' as 0) weighted 7, 3, 1 repeating, modulo 10.
export function mrzCheckDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const value = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += value * [7, 3, 1][i % 3]!;
  }
  return sum % 10;
}

/** Whether `digit` checks `text`; a filler counts as 0 (a field left empty may use one). */
export const checks = (text: string, digit: string) =>
  String(mrzCheckDigit(text)) === (digit === '<' ? '0' : digit);
