// Fixed-width text layout for a thermal receipt: every line at most `width` characters, long
// text wrapped at spaces, never at a non-breaking one (a word longer than the line is broken,
// never cut off).

// Characters as the printer sees them (an emoji or accented letter is one, not two code units).
const chars = (text: string) => Array.from(text);
const length = (text: string) => chars(text).length;

/**
 * Wraps text to lines of at most `width` characters (the very first line at most `firstWidth`,
 * e.g. beside a label); line breaks in the text are kept, blank lines dropped. A word that fits
 * no line is broken; a word that fits a full line but not the short first one starts below it,
 * leaving the first line empty.
 */
export function wrapText(text: string, width: number, firstWidth: number = width): string[] {
  if (width < 1 || firstWidth < 0) {
    throw new RangeError(`Line width must be at least 1, got ${Math.min(width, firstWidth)}`);
  }
  const lines: string[] = [];
  const limit = () => (lines.length === 0 ? firstWidth : width);
  for (const paragraph of text.split(/\r?\n/)) {
    let line: string[] = [];
    // A non-breaking space (French '1 234,56', 'Réf. :') holds its word together.
    for (const word of paragraph.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
      let rest = chars(word);
      while (rest.length > 0) {
        const room = line.length === 0 ? limit() : limit() - line.length - 1;
        if (rest.length <= room) {
          line = line.length === 0 ? rest : [...line, ' ', ...rest];
          rest = [];
        } else if (line.length > 0 || rest.length <= width) {
          lines.push(line.join(''));
          line = [];
        } else {
          lines.push(rest.slice(0, room).join(''));
          rest = rest.slice(room);
        }
      }
    }
    if (line.length > 0) lines.push(line.join(''));
  }
  return lines;
}

const padStart = (text: string, width: number) => ' '.repeat(width - length(text)) + text;

/** Each wrapped line centred in `width`. */
export function centred(text: string, width: number): string[] {
  return wrapText(text, width).map((line) =>
    ' '.repeat(Math.floor((width - length(line)) / 2)).concat(line),
  );
}

// Below this many characters beside its label, a value starts on a line of its own.
const MIN_VALUE_WIDTH = 10;

/**
 * "Label:          value" padded to exactly `width`; a long value wraps onto further lines,
 * right-aligned under the first; a long label gets a line of its own.
 */
export function labelled(label: string, value: string, width: number): string[] {
  const beside = width - length(label) - 1;
  if (beside < MIN_VALUE_WIDTH) {
    return [...wrapText(label, width), ...wrapText(value, width).map((l) => padStart(l, width))];
  }
  const [first = '', ...rest] = wrapText(value, width, beside);
  return [
    label + padStart(first, width - length(label)),
    ...rest.map((line) => padStart(line, width)),
  ];
}

/** A full-width rule of one character. */
export const rule = (char: string, width: number) => char.repeat(width);
