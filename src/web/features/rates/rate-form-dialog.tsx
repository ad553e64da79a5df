import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, isCalendarDate, localDateOf, startOfLocalDay } from '@domain/business-day';
import type { CurrencyKindFilter } from '@domain/contracts/currencies';
import {
  rateForm,
  type CurrencyRate,
  type RateFormOutput,
  type RateFormValues,
} from '@domain/contracts/rates';
import { CurrencySelect } from '@web/components/currency-select';
import { Form, FormField } from '@web/components/form';
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
import { Input } from '@web/components/ui/input';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useCurrencies } from '@web/features/currencies';
import { useBusinessTimeZone } from '@web/shared/settings';
import { useT } from '@web/i18n';
import { useCreateRate, useUpdateRate } from './api';

// The effective day is the bureau's: the day of the moment on its clock (its time zone).
function initial(rate: CurrencyRate | null, zone: string): RateFormValues {
  if (!rate)
    return {
      from_currency_id: '',
      to_currency_id: '',
      buy_rate: '',
      sell_rate: '',
      effective: null,
      pinned: null,
    };
  return {
    from_currency_id: rate.from_currency_id,
    to_currency_id: rate.to_currency_id,
    buy_rate: rate.buy_rate,
    sell_rate: rate.sell_rate,
    effective: localDateOf(new Date(rate.effective_date), zone),
    // Pinned until the end of a day: the day before the pin's instant (the next midnight).
    pinned: rate.pinned_until
      ? localDateOf(new Date(Date.parse(rate.pinned_until) - 1), zone)
      : null,
  };
}

// A pin through a day ends at the bureau's next midnight; none is null.
function pinnedInstant(value: string | null | undefined, zone: string): string | null {
  if (!value || !isCalendarDate(value)) return null;
  return startOfLocalDay(addDays(value, 1), zone).toISOString();
}

// Today (or nothing) means "from now"; another day means from the bureau's midnight that day.
function effectiveInstant(value: string | null, zone: string): string | undefined {
  if (!value || !isCalendarDate(value) || value === localDateOf(new Date(), zone)) return undefined;
  return startOfLocalDay(value, zone).toISOString();
}

export function RateFormDialog(props: {
  rate: CurrencyRate | null;
  kind: CurrencyKindFilter;
  onClose: () => void;
}) {
  const { t } = useT();
  const editing = props.rate !== null;
  const currencies = useCurrencies({ active: true, kind: props.kind });
  const create = useCreateRate();
  const update = useUpdateRate();
  const zone = useBusinessTimeZone();
  const form = useForm<RateFormValues, unknown, RateFormOutput>({
    resolver: zodResolver(rateForm),
    defaultValues: initial(props.rate, zone),
  });
  const pending = create.isPending || update.isPending;

  const submit = async ({ effective, pinned, ...rest }: RateFormOutput) => {
    const pin = pinnedInstant(pinned, zone);
    try {
      if (props.rate) {
        const pinChanged = (pinned ?? null) !== initial(props.rate, zone).pinned;
        const body = { ...rest, ...(pinChanged ? { pinned_until: pin } : {}) };
        const changed = effective !== initial(props.rate, zone).effective;
        const instant = changed
          ? (effectiveInstant(effective, zone) ?? new Date().toISOString())
          : undefined;
        await update.mutateAsync({
          id: props.rate.id,
          changes: { ...body, ...(instant ? { effective_date: instant } : {}) },
        });
        notify.success(t('Currency rate updated successfully'));
      } else {
        const instant = effectiveInstant(effective, zone);
        const body = { ...rest, ...(pin ? { pinned_until: pin } : {}) };
        await create.mutateAsync({ ...body, ...(instant ? { effective_date: instant } : {}) });
        notify.success(t('Currency rate created successfully'));
      }
      props.onClose();
    } catch (error) {
      const failure = editing
        ? t('Failed to update currency rate')
        : t('Failed to create currency rate');
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

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? t('Edit Currency Rate') : t('Add Currency Rate')}</DialogTitle>
          <DialogDescription>
            {t('Rates are units of the second currency per one unit of the first.')}
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <div className="grid grid-cols-2 gap-4">
            <FormField
              control={form.control}
              name="from_currency_id"
              label={t('From Currency')}
              id="rate-from"
              render={({ field, control }) => (
                <CurrencySelect currencies={choices} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="to_currency_id"
              label={t('To Currency')}
              id="rate-to"
              render={({ field, control }) => (
                <CurrencySelect currencies={choices} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="buy_rate"
              label={t('Buy Rate')}
              id="rate-buy"
              render={({ field, control }) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.0001"
                  min="0"
                  {...field}
                  {...control}
                />
              )}
            />
            <FormField
              control={form.control}
              name="sell_rate"
              label={t('Sell Rate')}
              id="rate-sell"
              render={({ field, control }) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.0001"
                  min="0"
                  {...field}
                  {...control}
                />
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="effective"
            label={t('Effective Date')}
            id="rate-effective"
            render={({ field, control }) => (
              <DatePicker
                value={field.value}
                onChange={field.onChange}
                placeholder={t('Now')}
                {...control}
              />
            )}
          />
          <p className="-mt-2 text-xs text-muted-foreground">
            {t(
              'The current rate of a pair is the one with the latest effective date that has arrived; a later date schedules the rate.',
            )}
          </p>
          <FormField
            control={form.control}
            name="pinned"
            label={t('Pinned Until')}
            id="rate-pinned"
            render={({ field, control }) => (
              <DatePicker
                value={field.value ?? null}
                onChange={field.onChange}
                placeholder={t('Not pinned')}
                {...control}
              />
            )}
          />
          <p className="-mt-2 text-xs text-muted-foreground">
            {t(
              'A manual rate pinned until a day is kept when reference rates are fetched, through that day; without a pin the next reference rates replace it.',
            )}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose} disabled={pending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('Saving...') : editing ? t('Update Rate') : t('Create Rate')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
