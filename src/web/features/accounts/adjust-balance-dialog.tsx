import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Minus, Plus } from 'lucide-react';
import {
  adjustmentForm,
  type Account,
  type AdjustmentDirection,
  type AdjustmentFormOutput,
  type AdjustmentFormValues,
} from '@domain/contracts/accounts';
import { formatAmount } from '@domain/money';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
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
  const form = useForm<AdjustmentFormValues, unknown, AdjustmentFormOutput>({
    resolver: zodResolver(adjustmentForm),
    defaultValues: { direction: 'increase', amount: '', note: '' },
  });
  const direction = useWatch({ control: form.control, name: 'direction' });

  const submit = async ({ direction, amount, note }: AdjustmentFormOutput) => {
    try {
      await adjust.mutateAsync({
        accountId: account.id,
        direction,
        amount,
        ...(note ? { note } : {}),
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
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <Tabs
            value={direction}
            onValueChange={(v) => form.setValue('direction', v as AdjustmentDirection)}
          >
            <TabsList className="w-full">
              <TabsTrigger value="increase">
                <Plus /> Add
              </TabsTrigger>
              <TabsTrigger value="decrease">
                <Minus /> Subtract
              </TabsTrigger>
            </TabsList>
          </Tabs>
          <FormField
            control={form.control}
            name="amount"
            label="Amount"
            id="adjust-amount"
            render={({ field, control }) => (
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                autoFocus
                {...field}
                {...control}
              />
            )}
          />
          <FormField
            control={form.control}
            name="note"
            label="Note (optional)"
            id="adjust-note"
            render={({ field, control }) => (
              <Textarea
                maxLength={500}
                placeholder="Why the balance changes, e.g. cash count correction"
                {...field}
                value={field.value ?? ''}
                {...control}
              />
            )}
          />
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
        </Form>
      </DialogContent>
    </Dialog>
  );
}
