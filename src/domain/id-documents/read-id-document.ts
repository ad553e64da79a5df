// Reading a scanned identity document: the text a keyboard-wedge scanner typed (or a camera's
// decoder returned) in, the holder and the document out, or why not.
import { aamvaDocument } from './aamva-document';
import { readAamvaFile } from './aamva-file';
import { mrzDocument } from './mrz-document';
import { mrzLayout } from './mrz-layout';
import { findAamvaHeader, mrzLines, normaliseScan } from './scan-text';
import { failure, type ReadResult } from './types';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const AAMVA_HEADER_START = /^[^@]{0,20}@\W{0,6}(?:A(?:N(?:S(?:I ?\d*)?)?)?)?$/;

/**
 * Reads an AAMVA licence or ID card barcode, or a passport's or ID card's machine-readable
 * zone. `today` (YYYY-MM-DD, the bureau's day) decides whether the document has expired and
 * the century of an MRZ's two-digit years.
 */
export function readIdDocument(text: string, today: string): ReadResult {
  // A wrong "today" is the caller's mistake, not the scan's: say so loudly.
  if (!ISO_DAY.test(today)) throw new RangeError('today must be a date (YYYY-MM-DD)');
  const normal = normaliseScan(text);
  if (findAamvaHeader(normal)) {
    const file = readAamvaFile(normal);
    return 'ok' in file ? file : aamvaDocument(file, today);
  }
  const lines = mrzLines(normal);
  if (lines) {
    const layout = mrzLayout(lines);
    return 'ok' in layout ? layout : mrzDocument(layout, today);
  }
  // The header began but stopped before the issuer's number.
  if (AAMVA_HEADER_START.test(normal)) {
    return failure(
      'truncated',
      'The scan stopped before the end of the barcode: scan the card again.',
    );
  }
  return failure(
    'unrecognised',
    "This is not a driver's licence barcode or a passport's machine-readable zone: scan the document again.",
  );
}
