// Which of the three ICAO 9303 layouts a machine-readable zone has: TD3 (passports, two lines
// of 44), TD2 (two lines of 36) or TD1 (cards, three lines of 30). A reader may type the
// lines with any line break, or none at all (one line of 88, 72 or 90).
import { failure, type ReadFailure } from './types';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';
export type MrzLayout = { format: MrzFormat; lines: string[] };

const SHAPES: Record<MrzFormat, { width: number; count: number }> = {
  TD1: { width: 30, count: 3 },
  TD2: { width: 36, count: 2 },
  TD3: { width: 44, count: 2 },
};
const BY_WIDTH = new Map(
  Object.entries(SHAPES).map(([format, s]) => [s.width, format as MrzFormat]),
);
const BY_TOTAL = new Map(
  Object.entries(SHAPES).map(([format, s]) => [s.width * s.count, format as MrzFormat]),
);

const TRUNCATED = failure(
  'truncated',
  'The scan stopped before the end of the machine-readable zone: scan the document again.',
);
const WRONG_SHAPE = failure(
  'unrecognised',
  'The machine-readable zone does not have the lines of a passport or an ID card: scan the document again.',
);

function cut(text: string, width: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines;
}

export function mrzLayout(lines: readonly string[]): MrzLayout | ReadFailure {
  const [first = ''] = lines;
  // All lines typed as one: its length names the layout.
  if (lines.length === 1) {
    const joined = BY_TOTAL.get(first.length);
    if (joined) return { format: joined, lines: cut(first, SHAPES[joined].width) };
    // A passport's zone cut short, or a card's first line alone.
    return first.length < SHAPES.TD3.width * 2 ? TRUNCATED : WRONG_SHAPE;
  }
  const format = BY_WIDTH.get(first.length);
  if (!format) return WRONG_SHAPE;
  const { width, count } = SHAPES[format];
  const used = lines.slice(0, count);
  if (used.length < count || used.some((line) => line.length < width)) return TRUNCATED;
  if (used.some((line) => line.length > width)) return WRONG_SHAPE;
  return { format, lines: used };
}
