import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import {
  parsePositiveAmount,
  POSITIVE_AMOUNT_MESSAGE,
  type Account,
  type AdjustmentDirection,
} from '@domain/contracts/accounts';
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
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { MoneyText } from '@web/components/ui/money-text';
import { Tabs, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Textarea } from '@web/components/ui/textarea';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useAdjustBalance } from './api';

export function AdjustBalanceDialog(props: { account: Account; onClose: () => void }) {
  const { account } = props;
  const adjust = useAdjustBalance();
  const [direction, setDirection] = useState<AdjustmentDirection>('increase');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = parsePositiveAmount(amount);
    if (value === null) {
      setError(POSITIVE_AMOUNT_MESSAGE);
      notify.error(POSITIVE_AMOUNT_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      await adjust.mutateAsync({
        accountId: account.id,
        direction,
        amount: value,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notify.success(
        direction === 'increase'
          ? 'Balance increased successfully'
          : 'Balance decreased successfully',
      );
      props.onClose();
    } catch (e) {
      notifyFailure('Failed to adjust balance', e);
    }
  };

  const { currency } = account;
  return (
    <Dialog open onOpenChange={(open) => !open && !adjust.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Adjust ${currency.code} Balance`}</DialogTitle>
          <DialogDescription>
            Current balance:{' '}
            <MoneyText
              value={formatAmount(account.balance, currency.decimal_places)}
              symbol={currency.symbol}
              code={currency.code}
            />
            . The change is rounded to {currency.rounding_factor} and recorded in the account
            history.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Tabs value={direction} onValueChange={(v) => setDirection(v as AdjustmentDirection)}>
            <TabsList className="w-full">
              <TabsTrigger value="increase">
                <Plus /> Add
              </TabsTrigger>
              <TabsTrigger value="decrease">
                <Minus /> Subtract
              </TabsTrigger>
            </TabsList>
          </Tabs>
          <FormField label="Amount" htmlFor="adjust-amount" error={error}>
            <Input
              id="adjust-amount"
              type="number"
              inputMode="decimal"
              min="0"
              step="any"
              autoFocus
              value={amount}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setAmount(e.target.value)}
            />
          </FormField>
          <FormField label="Note (optional)" htmlFor="adjust-note">
            <Textarea
              id="adjust-note"
              maxLength={500}
              placeholder="Why the balance changes, e.g. cash count correction"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={adjust.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending
                ? 'Saving...'
                : direction === 'increase'
                  ? 'Add to Balance'
                  : 'Subtract from Balance'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
