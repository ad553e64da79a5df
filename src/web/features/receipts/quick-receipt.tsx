import type { ExchangeResponse } from '@domain/contracts/transactions';
import { quickReceiptLines } from '@domain/receipt';

// The 58 mm thermal receipt: the domain's fixed-width lines, in monospace.
export function QuickReceipt(props: { exchange: ExchangeResponse }) {
  return (
    <pre className="receipt receipt-quick" data-receipt="quick">
      {quickReceiptLines(props.exchange).join('\n')}
    </pre>
  );
}
