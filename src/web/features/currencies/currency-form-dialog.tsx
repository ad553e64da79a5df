import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCY_LIMITS, DEFAULT_TIER, type Currency } from '@domain/contracts/currencies';
import type { CurrencyValues } from '@domain/contracts/currency-check';
import { currencyForm, type CurrencyFormValues } from '@domain/contracts/currency-form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Form } from '@web/components/form';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { msg, useFormat, useT, type Formats } from '@web/i18n';
import { decimalShown, withDecimalInput } from '@web/i18n/decimal-input';
import { useCreateCurrency, useUpdateCurrency } from './api';
import { CurrencyFormFields } from './currency-form-fields';
import { SupportedCoinPicker } from './supported-coin-picker';

export type CurrencyFormMode =
  { kind: 'create-fiat' } | { kind: 'create-crypto' } | { kind: 'edit'; currency: Currency };

const TEXTS = {
  'create-fiat': {
    title: msg('Add New Currency'),
    submit: msg('Create Currency'),
    success: msg('Currency created successfully. Account automatically created.'),
    failure: msg('Failed to create currency'),
  },
  'create-crypto': {
    title: msg('Add Cryptocurrency'),
    submit: msg('Add Cryptocurrency'),
    success: msg('Cryptocurrency added successfully. Account automatically created.'),
    failure: msg('Failed to create cryptocurrency'),
  },
  edit: {
    title: msg('Edit Currency'),
    submit: msg('Update Currency'),
    success: msg('Currency updated successfully'),
    failure: msg('Failed to update currency'),
  },
} as const;

// The rounding factor as the reader types it: '0,01' in French.
function initialValues(mode: CurrencyFormMode, language: Formats['language']): CurrencyFormValues {
  if (mode.kind === 'edit') {
    const c = mode.currency;
    return {
      code: c.code,
      name: c.name,
      symbol: c.symbol,
      crypto_id: c.crypto_id ?? '',
      tier: String(c.tier),
      rounding_factor: decimalShown(c.rounding_factor, language),
      decimal_places: String(c.decimal_places),
      quote_unit: String(c.quote_unit),
      payout_unit: c.payout_unit === null ? '' : decimalShown(c.payout_unit, language),
    };
  }
  const limits = CURRENCY_LIMITS[mode.kind === 'create-crypto' ? 'crypto' : 'fiat'];
  return {
    code: '',
    name: '',
    symbol: '',
    crypto_id: '',
    tier: String(DEFAULT_TIER),
    rounding_factor: decimalShown(limits.defaultRounding, language),
    decimal_places: String(limits.defaultDecimals),
    quote_unit: '1',
    payout_unit: '',
  };
}

export function CurrencyFormDialog(props: {
  mode: CurrencyFormMode | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { mode } = props;
  const { t } = useT();
  const { language } = useFormat();
  const create = useCreateCurrency();
  const update = useUpdateCurrency();
  const crypto =
    mode?.kind === 'create-crypto' || (mode?.kind === 'edit' && !!mode.currency.crypto_id);
  const schema = useMemo(
    () => currencyForm(mode?.kind === 'edit' ? 'update' : 'create', crypto ? 'crypto' : 'fiat'),
    [mode, crypto],
  );
  const form = useForm<CurrencyFormValues, unknown, CurrencyValues>({
    // French writes the factor with a decimal comma ('0,01'): the schema reads '0.01'.
    resolver: withDecimalInput(zodResolver(schema), ['rounding_factor', 'payout_unit']),
    defaultValues: initialValues(mode ?? { kind: 'create-fiat' }, language),
  });
  useEffect(() => {
    if (mode) form.reset(initialValues(mode, language));
    // The language is read when the form opens; a switch meanwhile keeps what was typed.
  }, [mode, form]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!mode) return null;
  const texts = TEXTS[mode.kind];
  const pending = create.isPending || update.isPending;

  const onSubmit = async (values: CurrencyValues) => {
    try {
      if (mode.kind === 'edit') {
        // The form edits neither the code (read-only) nor the active flag (the table's switch
        // does): sending the checked default would re-activate an inactive currency.
        const { code: _code, is_active: _active, ...changes } = values;
        await update.mutateAsync({ id: mode.currency.id, changes });
      } else {
        await create.mutateAsync(values);
      }
      notify.success(t(texts.success));
      props.onOpenChange(false);
    } catch (error) {
      notifyFailure(t(texts.failure), error);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !pending && props.onOpenChange(open)}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t(texts.title)}</DialogTitle>
        </DialogHeader>
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          {mode.kind === 'create-crypto' && (
            <SupportedCoinPicker
              onPick={(coin) => {
                const fill = { shouldDirty: true, shouldValidate: true } as const;
                form.setValue('code', coin.symbol, fill);
                form.setValue('name', coin.name, fill);
                form.setValue('symbol', coin.symbol, fill);
                form.setValue('crypto_id', coin.id, fill);
                // A known coin is counted in its smallest common unit (8 decimals), not SPEC's
                // blank-form default of 0.01, which would round a typical amount to nothing.
                form.setValue('rounding_factor', '0.00000001', fill);
                form.setValue('decimal_places', '8', fill);
              }}
            />
          )}
          <CurrencyFormFields form={form} crypto={crypto} editing={mode.kind === 'edit'} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => props.onOpenChange(false)}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('Saving...') : t(texts.submit)}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
