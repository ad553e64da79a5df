import { useState } from 'react';
import { format, isToday } from 'date-fns';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import type { CurrencyRate } from '@domain/contracts/rates';
import { parseDecimal } from '@domain/money';
import { Button } from '@web/components/ui/button';
import { DatePicker } from '@web/components/ui/date-picker';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { parseLocalDate } from '@web/lib/dates';
import { errorMessage, notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useCurrencies } from '@web/features/currencies';
import { useCreateRate, useUpdateRate } from './api';

type Values = { from: string; to: string; buy: string; sell: string; effective: string | null };

function initial(rate: CurrencyRate | null): Values {
  if (!rate) return { from: '', to: '', buy: '', sell: '', effective: null };
  return {
    from: rate.from_currency_id,
    to: rate.to_currency_id,
    buy: rate.buy_rate,
    sell: rate.sell_rate,
    effective: format(new Date(rate.effective_date), 'yyyy-MM-dd'),
  };
}

// Today (or nothing) means "from now"; another day means from that day's local midnight.
function effectiveInstant(value: string | null): string | undefined {
  const date = parseLocalDate(value);
  return date && !isToday(date) ? date.toISOString() : undefined;
}

export function RateFormDialog(props: {
  rate: CurrencyRate | null;
  kind: CurrencyKindFilter;
  onClose: () => void;
}) {
  const editing = props.rate !== null;
  const currencies = useCurrencies({ active: true, kind: props.kind });
  const create = useCreateRate();
  const update = useUpdateRate();
  const [values, setValues] = useState<Values>(() => initial(props.rate));
  const pending = create.isPending || update.isPending;
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.from || !values.to || !values.buy || !values.sell) {
      notify.error('Please fill in all required fields');
      return;
    }
    try {
      parseDecimal(values.buy, 'Buy rate');
      parseDecimal(values.sell, 'Sell rate');
    } catch (error) {
      notify.error(errorMessage(error, 'Please enter valid rates'));
      return;
    }
    const body = {
      from_currency_id: values.from,
      to_currency_id: values.to,
      buy_rate: values.buy,
      sell_rate: values.sell,
    };
    try {
      if (props.rate) {
        const changed = values.effective !== initial(props.rate).effective;
        const effective = changed
          ? (effectiveInstant(values.effective) ?? new Date().toISOString())
          : undefined;
        await update.mutateAsync({
          id: props.rate.id,
          changes: { ...body, ...(effective ? { effective_date: effective } : {}) },
        });
        notify.success('Currency rate updated successfully');
      } else {
        const effective = effectiveInstant(values.effective);
        await create.mutateAsync({ ...body, ...(effective ? { effective_date: effective } : {}) });
        notify.success('Currency rate created successfully');
      }
      props.onClose();
    } catch (error) {
      const failure = editing ? 'Failed to update currency rate' : 'Failed to create currency rate';
      notifyFailure(failure, error);
    }
  };

  // The pickers list active currencies; a rate being edited may pair one deactivated since,
  // which must stay listed or its select would show blank.
  const active = currencies.data ?? [];
  const own = props.rate
    ? [
        { id: props.rate.from_currency_id, ...props.rate.from_currency },
        { id: props.rate.to_currency_id, ...props.rate.to_currency },
      ]
    : [];
  const choices = [...active, ...own.filter((c) => !active.some((a) => a.id === c.id))];
  const currencyOptions = choices.map((c) => (
    <SelectItem key={c.id} value={c.id}>{`${c.code} - ${c.name}`}</SelectItem>
  ));

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Currency Rate' : 'Add Currency Rate'}</DialogTitle>
          <DialogDescription>
            Rates are units of the second currency per one unit of the first.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="From Currency" htmlFor="rate-from">
              <Select value={values.from} onValueChange={(from) => set({ from })}>
                <SelectTrigger id="rate-from">
                  <SelectValue placeholder="Select currency" />
                </SelectTrigger>
                <SelectContent>{currencyOptions}</SelectContent>
              </Select>
            </FormField>
            <FormField label="To Currency" htmlFor="rate-to">
              <Select value={values.to} onValueChange={(to) => set({ to })}>
                <SelectTrigger id="rate-to">
                  <SelectValue placeholder="Select currency" />
                </SelectTrigger>
                <SelectContent>{currencyOptions}</SelectContent>
              </Select>
            </FormField>
            <FormField label="Buy Rate" htmlFor="rate-buy">
              <Input
                id="rate-buy"
                type="number"
                inputMode="decimal"
                step="0.0001"
                min="0"
                value={values.buy}
                onChange={(e) => set({ buy: e.target.value })}
              />
            </FormField>
            <FormField label="Sell Rate" htmlFor="rate-sell">
              <Input
                id="rate-sell"
                type="number"
                inputMode="decimal"
                step="0.0001"
                min="0"
                value={values.sell}
                onChange={(e) => set({ sell: e.target.value })}
              />
            </FormField>
          </div>
          <FormField label="Effective Date" htmlFor="rate-effective">
            <DatePicker
              id="rate-effective"
              value={values.effective}
              onChange={(effective) => set({ effective })}
              placeholder="Now"
            />
          </FormField>
          <p className="-mt-2 text-xs text-muted-foreground">
            The current rate of a pair is the one with the latest effective date that has arrived; a
            later date schedules the rate.
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : editing ? 'Update Rate' : 'Create Rate'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
