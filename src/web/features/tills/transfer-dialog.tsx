import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { CashLocation } from '@domain/contracts/cash';
import { transferBody } from '@domain/contracts/transfers';
import { CurrencySelect } from '@web/components/currency-select';
import { Form, FormField, type FieldControlProps } from '@web/components/form';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useCurrencies } from '@web/features/currencies';
import { msg, useFormat, useT } from '@web/i18n';
import { withDecimalInput } from '@web/i18n/decimal-input';
import { useBranches, useTransfer } from './api';

// Cash moved between the vault and the tills of one branch (never the card settlement): a
// manager between any of them, a teller from or to their own open till (the server decides).
const transferForm = transferBody.refine((v) => v.from_location_id !== v.to_location_id, {
  path: ['to_location_id'],
  message: msg('Choose another place than where the cash comes from'),
});
type TransferValues = z.input<typeof transferForm>;
type TransferOutput = z.output<typeof transferForm>;

function LocationSelect(
  props: Partial<FieldControlProps> & {
    locations: readonly CashLocation[];
    value: string;
    onChange: (id: string) => void;
    onBlur?: () => void;
    ref?: Ref<HTMLButtonElement>;
    name?: string;
  },
) {
  const { locations, value, onChange, onBlur, ref, name: _name, ...control } = props;
  const { t } = useT();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
        <SelectValue placeholder={t('Select a place')} />
      </SelectTrigger>
      <SelectContent>
        {locations.map((l) => (
          <SelectItem key={l.id} value={l.id}>
            {l.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function TransferDialog(props: {
  branchId: string | null;
  fromLocationId?: string;
  // A teller hands cash from their till to another till or the vault; only a manager takes
  // from the vault.
  includeVault: boolean;
  onClose: () => void;
}) {
  const branches = useBranches();
  const currencies = useCurrencies({ active: true, kind: 'fiat' });
  const transfer = useTransfer();
  const { t } = useT();
  const format = useFormat();
  const form = useForm<TransferValues, unknown, TransferOutput>({
    resolver: withDecimalInput(zodResolver(transferForm), ['amount']),
    defaultValues: {
      from_location_id: props.fromLocationId ?? '',
      to_location_id: '',
      currency_id: '',
      amount: '',
      note: '',
    },
  });
  const branch = branches.data?.find((b) => b.id === props.branchId) ?? branches.data?.[0] ?? null;
  const active = (branch?.locations ?? []).filter((l) => l.is_active && l.kind !== 'card');
  // A teller drops cash to the vault but never takes from it.
  const sources = active.filter((l) => l.kind === 'till' || props.includeVault);

  const submit = async ({ note, ...body }: TransferOutput) => {
    try {
      const done = await transfer.mutateAsync({ ...body, ...(note ? { note } : {}) });
      notify.success(
        t('{{amount}} handed from {{from}} to {{to}}: it is received once counted there', {
          amount: format.money(done.amount ?? body.amount, done.decimal_places, done.code),
          from: done.from.name,
          to: done.to.name,
        }),
      );
      props.onClose();
    } catch (error) {
      notifyFailure(t('Failed to transfer cash'), error);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !transfer.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Transfer Cash')}</DialogTitle>
          <DialogDescription>
            {branch
              ? t(
                  'Between the vault and the tills of {{branch}}: whoever receives the cash counts it.',
                  { branch: branch.name },
                )
              : t(
                  'Between the vault and the tills of the branch: whoever receives the cash counts it.',
                )}
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="from_location_id"
              label={t('From')}
              id="transfer-from"
              render={({ field, control }) => (
                <LocationSelect locations={sources} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="to_location_id"
              label={t('To')}
              id="transfer-to"
              render={({ field, control }) => (
                <LocationSelect locations={active} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="currency_id"
              label={t('Currency')}
              id="transfer-currency"
              render={({ field, control }) => (
                <CurrencySelect currencies={currencies.data ?? []} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="amount"
              label={t('Amount')}
              id="transfer-amount"
              render={({ field, control }) => (
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...field}
                  value={String(field.value ?? '')}
                  {...control}
                />
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="note"
            label={t('Note (optional)')}
            id="transfer-note"
            render={({ field, control }) => (
              <Textarea
                maxLength={500}
                placeholder={t('e.g. Float for the afternoon')}
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
              disabled={transfer.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={transfer.isPending}>
              {transfer.isPending ? t('Transferring...') : t('Transfer')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
