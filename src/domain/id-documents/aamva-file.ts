// The structure of an AAMVA DL/ID barcode (AAMVA DL/ID Card Design Standard, annex D): a
// header ('@' LF RS CR "ANSI " IIN, AAMVA version, jurisdiction version from version 02 on,
// number of entries), one designator per subfile (type, offset, length), then the subfiles:
// "DL" or "ID" and its elements, each a three-letter code and a value, separated by LF and
// ended by CR; jurisdictions add their own subfiles ("ZO", "ZV"...), which we skip.
//
// Elements are found by splitting on the separators, not at the declared offsets: a scanner
// that changes LF into CR LF, or drops the RS, moves every offset. The offsets and lengths
// still tell whether the scan stopped before the end of the licence's subfile.
import { findAamvaHeader } from './scan-text';
import { failure, type ReadFailure } from './types';

export type AamvaFile = {
  iin: string;
  version: number;
  subfile: 'DL' | 'ID';
  /** Element code (DCS, DAC...) to its value, untrimmed. The first occurrence wins. */
  elements: ReadonlyMap<string, string>;
};

// How many characters the licence's subfile may lack against its declared length: one for
// the CR that ends it, which a web form may trim; when that end did arrive, a little more for
// jurisdictions that count the subfile's type or terminator in or out of its length.
const TRIMMED_END = 1;
const MISCOUNT = 4;

const TRUNCATED = failure(
  'truncated',
  'The scan stopped before the end of the barcode: scan the card again.',
);
const UNRECOGNISED = failure(
  'unrecognised',
  "This barcode holds no driver's licence or ID card data: scan the barcode on the back of the card.",
);

type Designator = { type: string; offset: number; length: number };

function readDesignators(text: string, from: number, entries: number) {
  const designators: Designator[] = [];
  let at = from;
  const shape = /^([A-Z]{2})(\d{4})(\d{4})/;
  for (let i = 0; i < entries; i++) {
    const match = shape.exec(text.slice(at, at + 10));
    if (!match) break;
    designators.push({ type: match[1]!, offset: Number(match[2]), length: Number(match[3]) });
    at += 10;
  }
  return { designators, end: at };
}

const ELEMENT = /^(D[A-Z]{2})([\s\S]*)$/;
// The start of another subfile: a jurisdiction's ("ZOZOA...") or a second DL/ID.
const NEXT_SUBFILE = /^(?:Z[A-Z0-9]|DL|ID)[A-Z]{3}/;

function readElements(body: string) {
  const elements = new Map<string, string>();
  let reachedNextSubfile = false;
  for (const piece of body.split(/\r\n|[\r\n]/)) {
    if (NEXT_SUBFILE.test(piece)) {
      reachedNextSubfile = true;
      break;
    }
    const match = ELEMENT.exec(piece);
    if (match && !elements.has(match[1]!)) elements.set(match[1]!, match[2]!);
  }
  return { elements, reachedNextSubfile };
}

/** Reads a scan's text, as normaliseScan (scan-text.ts) leaves it. */
export function readAamvaFile(text: string): AamvaFile | ReadFailure {
  const header = findAamvaHeader(text);
  if (!header) return UNRECOGNISED;
  // Version 01 has no jurisdiction version: its header is two characters shorter.
  const counts = header.version >= 2 ? 4 : 2;
  const numbers = text.slice(header.next, header.next + counts);
  if (numbers.length < counts) return TRUNCATED;
  if (!/^\d+$/.test(numbers)) return UNRECOGNISED;
  const entries = Number(numbers.slice(-2));
  const { designators, end } = readDesignators(text, header.next + counts, entries);

  const designator =
    designators.find((d) => d.type === 'DL') ?? designators.find((d) => d.type === 'ID');

  // The subfile opens with its type followed by its first element ("DLDAQ...").
  const opening = /(DL|ID)(?=D[A-Z]{2})/g;
  opening.lastIndex = end;
  const found = opening.exec(text);
  if (!found) {
    const designatorsCut = text.length < header.next + counts + 10 * entries;
    return designatorsCut || text.length <= end + 2 ? TRUNCATED : UNRECOGNISED;
  }

  const body = text.slice(found.index + 2);
  const { elements, reachedNextSubfile } = readElements(body);
  // Measured from where the subfile starts, so that a dropped '@' or RS, or a prefix, does not
  // count; separators typed as CR LF only make the text longer.
  if (designator && !reachedNextSubfile) {
    const ended = /[\r\n]\s*$/.test(body);
    const allowed = TRIMMED_END + (ended ? MISCOUNT : 0);
    if (text.length - found.index < designator.length - allowed) return TRUNCATED;
  }
  return {
    iin: header.iin,
    version: header.version,
    subfile: found[1] === 'DL' ? 'DL' : 'ID',
    elements,
  };
}
