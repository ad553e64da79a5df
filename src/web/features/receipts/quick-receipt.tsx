import type { ExchangeResponse } from '@domain/contracts/transactions';
import { quickReceiptLines } from '@domain/receipt';
import { receiptWording } from '@domain/receipt-wording';

// The 58 mm thermal receipt: the domain's fixed-width lines, in monospace, in the exchange's
// receipt language.
export function QuickReceipt(props: { exchange: ExchangeResponse }) {
  return (
    <pre
      className="receipt receipt-quick"
      data-receipt="quick"
      lang={receiptWording(props.exchange.receipt_language).tag}
    >
      {quickReceiptLines(props.exchange).join('\n')}
    </pre>
  );
}
