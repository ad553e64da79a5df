const MM_PER_CSS_PIXEL = 25.4 / 96;
// A printed page a little taller than the receipt, so rounding never spills a line onto a
// second page.
const SLACK_MM = 2;

/**
 * The height in millimetres of a receipt element laid out on its own at its real size (not
 * as the dialog shows it): a clone is placed off-screen, measured and removed.
 */
export function measureReceiptHeightMm(receipt: Element): number {
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;zoom:1';
  probe.appendChild(receipt.cloneNode(true));
  document.body.appendChild(probe);
  try {
    const height = probe.getBoundingClientRect().height;
    return Math.ceil(height * MM_PER_CSS_PIXEL + SLACK_MM);
  } finally {
    probe.remove();
  }
}
