import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  checkCurrency,
  CURRENCY_LIMITS,
  DEFAULT_TIER,
  type Currency,
} from '@domain/contracts/currencies';
import { CURRENCY_TIERS, tierName } from '@domain/currency';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
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
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useCreateCurrency, useUpdateCurrency } from './api';

export type CurrencyFormMode =
  { kind: 'create-fiat' } | { kind: 'create-crypto' } | { kind: 'edit'; currency: Currency };

type FormValues = {
  code: string;
  name: string;
  symbol: string;
  crypto_id: string;
  tier: string;
  rounding_factor: string;
  decimal_places: string;
};

const TEXTS = {
  'create-fiat': {
    title: 'Add New Currency',
    submit: 'Create Currency',
    success: 'Currency created successfully. Account automatically created.',
    failure: 'Failed to create currency',
  },
  'create-crypto': {
    title: 'Add Cryptocurrency',
    submit: 'Add Cryptocurrency',
    success: 'Cryptocurrency added successfully. Account automatically created.',
    failure: 'Failed to create cryptocurrency',
  },
  edit: {
    title: 'Edit Currency',
    submit: 'Update Currency',
    success: 'Currency updated successfully',
    failure: 'Failed to update currency',
  },
} as const;

function initialValues(mode: CurrencyFormMode): FormValues {
  if (mode.kind === 'edit') {
    const c = mode.currency;
    return {
      code: c.code,
      name: c.name,
      symbol: c.symbol,
      crypto_id: c.crypto_id ?? '',
      tier: String(c.tier),
      rounding_factor: c.rounding_factor,
      decimal_places: String(c.decimal_places),
    };
  }
  const limits = CURRENCY_LIMITS[mode.kind === 'create-crypto' ? 'crypto' : 'fiat'];
  return {
    code: '',
    name: '',
    symbol: '',
    crypto_id: '',
    tier: String(DEFAULT_TIER),
    rounding_factor: limits.defaultRounding,
    decimal_places: String(limits.defaultDecimals),
  };
}

export function CurrencyFormDialog(props: {
  mode: CurrencyFormMode | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { mode } = props;
  const create = useCreateCurrency();
  const update = useUpdateCurrency();
  const form = useForm<FormValues>({
    defaultValues: initialValues(mode ?? { kind: 'create-fiat' }),
  });
  const tier = useWatch({ control: form.control, name: 'tier' });
  useEffect(() => {
    if (mode) form.reset(initialValues(mode));
  }, [mode, form]);

  if (!mode) return null;
  const crypto =
    mode.kind === 'create-crypto' || (mode.kind === 'edit' && !!mode.currency.crypto_id);
  const limits = CURRENCY_LIMITS[crypto ? 'crypto' : 'fiat'];
  const texts = TEXTS[mode.kind];
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    // Crypto needs its provider id too: a blank one is a missing required field, not fiat.
    if (crypto && !values.crypto_id.trim()) {
      notify.error('Please fill in all required fields');
      return;
    }
    const input = { ...values, crypto_id: crypto ? values.crypto_id : null };
    const checked = checkCurrency(input, mode.kind === 'edit' ? 'update' : 'create');
    if (!checked.ok) {
      notify.error(checked.message);
      return;
    }
    try {
      if (mode.kind === 'edit') {
        // The form edits neither the code (read-only) nor the active flag (the table's switch
        // does): sending the checked default would re-activate an inactive currency.
        const { code: _code, is_active: _active, ...changes } = checked.values;
        await update.mutateAsync({ id: mode.currency.id, changes });
      } else {
        await create.mutateAsync(checked.values);
      }
      notify.success(texts.success);
      props.onOpenChange(false);
    } catch (error) {
      notifyFailure(texts.failure, error);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !pending && props.onOpenChange(open)}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Code *" htmlFor="currency-code">
              <Input
                id="currency-code"
                maxLength={limits.codeMax}
                readOnly={mode.kind === 'edit'}
                disabled={mode.kind === 'edit'}
                placeholder={crypto ? 'BTC' : 'USD'}
                className="uppercase"
                {...form.register('code')}
              />
            </FormField>
            <FormField label="Symbol *" htmlFor="currency-symbol">
              <Input
                id="currency-symbol"
                placeholder={crypto ? '₿' : '$'}
                {...form.register('symbol')}
              />
            </FormField>
          </div>
          <FormField label="Name *" htmlFor="currency-name">
            <Input
              id="currency-name"
              placeholder={crypto ? 'Bitcoin' : 'US Dollar'}
              {...form.register('name')}
            />
          </FormField>
          {crypto && (
            <FormField label="Crypto ID *" htmlFor="currency-crypto-id">
              <Input
                id="currency-crypto-id"
                placeholder="bitcoin"
                className="lowercase"
                {...form.register('crypto_id')}
              />
            </FormField>
          )}
          <FormField label="Tier" htmlFor="currency-tier">
            <Select value={tier} onValueChange={(v) => form.setValue('tier', v)}>
              <SelectTrigger id="currency-tier">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CURRENCY_TIERS.map((tier) => (
                  <SelectItem key={tier} value={String(tier)}>
                    {`${tier} - ${tierName(tier, crypto)}`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Rounding Factor" htmlFor="currency-rounding">
              <Input
                id="currency-rounding"
                type="number"
                inputMode="decimal"
                min={limits.minRounding}
                step="any"
                placeholder={crypto ? '0.00000001' : '0.01'}
                {...form.register('rounding_factor')}
              />
            </FormField>
            <FormField label="Decimal Places" htmlFor="currency-decimals">
              <Input
                id="currency-decimals"
                type="number"
                min={0}
                max={limits.maxDecimals}
                step={1}
                {...form.register('decimal_places')}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => props.onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
