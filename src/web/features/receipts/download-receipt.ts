import { receiptWording } from '@domain/receipt-wording';
import { measureReceiptHeightMm } from './receipt-measure';
import { pageCss, RECEIPT_CSS, type ReceiptKind } from './receipt-styles';

// How the file looks when opened in a browser; printing it gives the same page as Print.
const FILE_SCREEN_CSS = `
@media screen {
  html { background: #f1f5f9; }
  body { margin: 0; padding: 24px; }
  .receipt { margin: 0 auto; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }
  .receipt-full { padding: 15mm; max-width: 210mm; }
}
@media print { body { margin: 0; } }`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const receiptFileName = (reference: string) => `receipt-${reference}.html`;

/**
 * One self-contained HTML document of the receipt as shown: its markup and its styles inline,
 * nothing loaded from elsewhere (no script, stylesheet link, image or font), in the receipt's
 * language (its `lang`).
 */
export function receiptDocument(receipt: Element, kind: ReceiptKind, reference: string): string {
  const heightMm = kind === 'quick' ? measureReceiptHeightMm(receipt) : null;
  const words = receiptWording(receipt.getAttribute('lang')?.startsWith('fr') ? 'fr' : 'en');
  return [
    '<!doctype html>',
    `<html lang="${words.tag}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(words.documentTitle(reference))}</title>`,
    `<style>${RECEIPT_CSS}\n${pageCss(kind, heightMm)}\n${FILE_SCREEN_CSS}</style>`,
    '</head>',
    `<body>${receipt.outerHTML}</body>`,
    '</html>',
  ].join('\n');
}

export function downloadReceipt(receipt: Element, kind: ReceiptKind, reference: string): void {
  const blob = new Blob([receiptDocument(receipt, kind, reference)], {
    type: 'text/html;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receiptFileName(reference);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
