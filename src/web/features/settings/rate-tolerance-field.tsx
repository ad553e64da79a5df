import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  rateToleranceForm,
  SETTING_KEYS,
  type RateToleranceFormValues,
} from '@domain/contracts/settings';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { decimalShown, withDecimalInput } from '@web/i18n/decimal-input';
import { useUpdateSetting } from './api';

// How far a teller may move an exchange's rate from the table's (docs/decisions/0019).
export function RateToleranceField(props: { percent: string }) {
  const update = useUpdateSetting();
  const { t } = useT();
  const { language } = useFormat();
  const form = useForm<RateToleranceFormValues, unknown, { percent: number }>({
    resolver: withDecimalInput(zodResolver(rateToleranceForm), ['percent']),
    values: { percent: decimalShown(props.percent, language) },
  });
  const submit = async (value: { percent: number }) => {
    try {
      await update.mutateAsync({ key: SETTING_KEYS.rateOverrideTolerance, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('Rate override tolerance')}
      className="grid gap-1.5"
    >
      {/* The button sits right beside its input, under the field's longer label. */}
      <FormField
        control={form.control}
        name="percent"
        label={t('Teller rate override tolerance (%)')}
        id="rate-override-tolerance"
        render={({ field, control }) => (
          <div className="flex flex-wrap items-center gap-3">
            <Input
              className="w-32"
              inputMode="decimal"
              autoComplete="off"
              {...field}
              {...control}
            />
            <Button type="submit" variant="outline" disabled={update.isPending}>
              {update.isPending ? t('Saving...') : t('Save Tolerance')}
            </Button>
          </div>
        )}
      />
      <p className="text-sm text-muted-foreground">
        {t('Beyond it, a custom rate on an exchange needs a manager')}
      </p>
    </Form>
  );
}
