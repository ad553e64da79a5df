// The receipts' own styles, one text for the screen, the printout and the downloaded file, so
// the three look alike (the app's utility classes do not exist in a downloaded file).

export type ReceiptKind = 'quick' | 'full';

// 58 mm thermal paper: 48 mm printable, 5 mm each side. 32 monospace characters of 0.6 em fit
// in 48 mm at 2.45 mm a character height.
export const QUICK_PAPER_WIDTH_MM = 58;

export const RECEIPT_CSS = `
.receipt { color: #000; background: #fff; box-sizing: border-box; }
.receipt *, .receipt *::before, .receipt *::after { box-sizing: border-box; margin: 0; }
.receipt-quick {
  width: ${QUICK_PAPER_WIDTH_MM}mm; margin: 0; padding: 3mm 5mm;
  font-family: 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, 'Courier New', monospace;
  font-size: 2.45mm; line-height: 1.3; white-space: pre; overflow: hidden;
}
.receipt-full {
  width: 100%; max-width: 180mm; margin: 0 auto; padding: 0;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  font-size: 10pt; line-height: 1.45;
}
.receipt-full header { text-align: center; border-bottom: 1.5pt solid #000; padding-bottom: 3mm; }
.receipt-full .receipt-business { font-size: 16pt; font-weight: 700; margin: 0; }
.receipt-full .receipt-contact { margin: 0; color: #333; }
.receipt-full h2 { font-size: 12pt; font-weight: 700; margin: 4mm 0 2mm; text-transform: uppercase; letter-spacing: 0.05em; }
.receipt-full h3 { font-size: 10.5pt; font-weight: 700; margin: 4mm 0 1.5mm; }
.receipt-full dl { display: grid; grid-template-columns: max-content 1fr; gap: 1mm 6mm; margin: 0; }
.receipt-full dt { color: #444; }
.receipt-full dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; white-space: pre-line; }
.receipt-full table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.receipt-full th, .receipt-full td { border-bottom: 0.75pt solid #999; padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
.receipt-full th { font-size: 9pt; color: #444; border-bottom-color: #000; }
.receipt-full .num { text-align: right; white-space: nowrap; }
.receipt-full .receipt-total { display: flex; justify-content: space-between; font-size: 12pt; font-weight: 700; border-top: 1.5pt solid #000; border-bottom: 1.5pt solid #000; padding: 2mm 0; margin-top: 4mm; }
.receipt-full .receipt-note { font-size: 9pt; margin: 2mm 0 0; }
.receipt-full footer { text-align: center; margin-top: 6mm; color: #333; }
`;

/** The printed page: 58 mm wide and as tall as the receipt, or the printer's own sheet. */
export function pageCss(kind: ReceiptKind, heightMm: number | null): string {
  return kind === 'quick' && heightMm !== null
    ? `@page { size: ${QUICK_PAPER_WIDTH_MM}mm ${heightMm}mm; margin: 0; }`
    : '@page { margin: 15mm; }';
}
