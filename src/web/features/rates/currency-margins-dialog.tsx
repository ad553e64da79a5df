import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencyMarginsForm,
  type CurrencyMarginsFormOutput,
  type CurrencyMarginsFormValues,
  type ReferenceCurrency,
} from '@domain/contracts/reference';
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
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { decimalInput, useFormat, useT } from '@web/i18n';
import { useSaveCurrencyMargins } from './reference-api';

// A currency's own buy and sell margins; blank takes the bureau's default.
export function CurrencyMarginsDialog(props: {
  currency: ReferenceCurrency;
  defaults: { buy_percent: string; sell_percent: string };
  onClose: () => void;
}) {
  const { t } = useT();
  const { language, decimal } = useFormat();
  const save = useSaveCurrencyMargins();
  const { currency } = props;
  const form = useForm<CurrencyMarginsFormValues, unknown, CurrencyMarginsFormOutput>({
    // A French decimal comma ('1,5') is the API's '1.5' before the schema reads it.
    resolver: (values, context, options) =>
      zodResolver(currencyMarginsForm)(
        {
          ...values,
          buy_margin_percent: decimalInput(values.buy_margin_percent, language),
          sell_margin_percent: decimalInput(values.sell_margin_percent, language),
        },
        context,
        options,
      ),
    defaultValues: {
      buy_margin_percent: decimal(currency.buy_margin_percent ?? ''),
      sell_margin_percent: decimal(currency.sell_margin_percent ?? ''),
    },
  });
  const submit = async (margins: CurrencyMarginsFormOutput) => {
    try {
      await save.mutateAsync({ id: currency.currency_id, margins });
      notify.success(t('Margins of {{code}} saved', { code: currency.code }));
      props.onClose();
    } catch (error) {
      notifyFailure(t('Failed to save margins'), error);
    }
  };
  const field = (name: keyof CurrencyMarginsFormValues, label: string, fallback: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      id={`margin-${name}`}
      render={({ field: input, control }) => (
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('{{value}} (default)', { value: decimal(fallback) })}
          {...input}
          {...control}
        />
      )}
    />
  );
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Margins of {{code}}', { code: currency.code })}</DialogTitle>
          <DialogDescription>
            {t('In percent of the reference mid. Leave blank to use the default.')}
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <div className="grid grid-cols-2 gap-4">
            {field('buy_margin_percent', t('Buy margin (%)'), props.defaults.buy_percent)}
            {field('sell_margin_percent', t('Sell margin (%)'), props.defaults.sell_percent)}
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={save.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('Saving...') : t('Save Margins')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
