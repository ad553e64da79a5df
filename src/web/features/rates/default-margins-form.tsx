import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  referenceSettingsForm,
  type ReferenceSettingsFormOutput,
  type ReferenceSettingsFormValues,
} from '@domain/contracts/reference';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { decimalInput, useFormat, useT } from '@web/i18n';
import { useSaveReferenceSettings } from './reference-api';

// The bureau's default margins and the rounding of computed rates (managers).
export function DefaultMarginsForm(props: {
  buy_percent: string;
  sell_percent: string;
  significant_digits: number;
}) {
  const { t } = useT();
  const { language, decimal } = useFormat();
  const save = useSaveReferenceSettings();
  const form = useForm<ReferenceSettingsFormValues, unknown, ReferenceSettingsFormOutput>({
    // A French decimal comma ('1,5') is the API's '1.5' before the schema reads it.
    resolver: (values, context, options) =>
      zodResolver(referenceSettingsForm)(
        {
          ...values,
          buy_percent: decimalInput(values.buy_percent, language),
          sell_percent: decimalInput(values.sell_percent, language),
        },
        context,
        options,
      ),
    values: {
      buy_percent: decimal(props.buy_percent),
      sell_percent: decimal(props.sell_percent),
      significant_digits: String(props.significant_digits),
    },
  });
  const submit = async (body: ReferenceSettingsFormOutput) => {
    try {
      const result = await save.mutateAsync(body);
      notify.success(t('Margins saved: {{n}} rates recomputed', { n: result.rates_written }));
    } catch (error) {
      notifyFailure(t('Failed to save margins'), error);
    }
  };
  const input = (name: keyof ReferenceSettingsFormValues, label: string) => (
    <FormField
      control={form.control}
      name={name}
      label={label}
      id={`reference-${name}`}
      render={({ field, control }) => (
        <Input
          className="w-full sm:w-28"
          inputMode="decimal"
          autoComplete="off"
          {...field}
          {...control}
        />
      )}
    />
  );
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('Default margins')}
      className="flex flex-wrap items-end gap-3"
    >
      {input('buy_percent', t('Default buy margin (%)'))}
      {input('sell_percent', t('Default sell margin (%)'))}
      {input('significant_digits', t('Significant digits'))}
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? t('Saving...') : t('Save Defaults')}
      </Button>
    </Form>
  );
}
