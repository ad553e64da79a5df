import { measureReceiptHeightMm } from './receipt-measure';
import { pageCss, RECEIPT_CSS, type ReceiptKind } from './receipt-styles';

const ROOT_ID = 'receipt-print-root';
const STYLE_ID = 'receipt-print-style';

// While printing, only a copy of the receipt is on the page: the app's chrome is hidden.
const PRINT_ONLY_RECEIPT = `
#${ROOT_ID} { position: absolute; left: -10000px; top: 0; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; height: auto !important;
    min-height: 0 !important; overflow: visible !important; background: #fff !important; }
  body > *:not(#${ROOT_ID}) { display: none !important; }
  #${ROOT_ID} { position: static; }
}`;

/** Removes the printing copy and its page style; the app prints as itself again. */
export function clearReceiptPrint(): void {
  document.getElementById(ROOT_ID)?.remove();
  document.getElementById(STYLE_ID)?.remove();
}

/** Whether a receipt is ready to print (prepared and not yet printed). */
export function receiptPrintPrepared(): boolean {
  return document.getElementById(ROOT_ID) !== null;
}

/**
 * Makes the next printout the receipt alone: a copy of it as the only printed content and a
 * page of the right size (58 mm wide and the receipt's measured height for the quick receipt,
 * since Chromium ignores an `auto` height and falls back to Letter; the printer's own sheet,
 * A4 or Letter, for the full receipt). Undone after printing.
 */
export function prepareReceiptPrint(receipt: Element, kind: ReceiptKind): void {
  clearReceiptPrint();
  const heightMm = kind === 'quick' ? measureReceiptHeightMm(receipt) : null;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${RECEIPT_CSS}\n${PRINT_ONLY_RECEIPT}\n${pageCss(kind, heightMm)}`;
  document.head.appendChild(style);
  const root = document.createElement('div');
  root.id = ROOT_ID;
  root.appendChild(receipt.cloneNode(true));
  document.body.appendChild(root);
  window.addEventListener('afterprint', clearReceiptPrint, { once: true });
}

export function printReceipt(receipt: Element, kind: ReceiptKind): void {
  prepareReceiptPrint(receipt, kind);
  try {
    window.print();
  } catch (error) {
    // SPEC §8: a print failure is logged only.
    console.error('Printing the receipt failed', error);
    clearReceiptPrint();
  }
}
