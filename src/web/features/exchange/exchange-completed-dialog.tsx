import type { ExchangeResponse } from '@domain/contracts/transactions';
import { formatAmount } from '@domain/money';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

// After a booking: the reference and each pair as the server booked it.
export function ExchangeCompletedDialog(props: {
  exchange: ExchangeResponse;
  onClose: () => void;
  onNew: () => void;
}) {
  const { exchange } = props;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exchange completed</DialogTitle>
          <DialogDescription>{`Reference number: ${exchange.reference_number}`}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 text-sm">
          {exchange.transactions.map((t) => (
            <li key={t.id} className="flex justify-between gap-4 rounded-md border px-3 py-2">
              <span>{`${formatAmount(t.from_amount, t.from_currency.decimal_places)} ${t.from_currency.code}`}</span>
              <span aria-hidden="true">→</span>
              <span>{`${formatAmount(t.to_amount, t.to_currency.decimal_places)} ${t.to_currency.code}`}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button type="button" onClick={props.onNew}>
            New Transaction
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
