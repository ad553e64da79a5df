import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SETTING_KEYS,
  tillToleranceForm,
  type TillToleranceFormValues,
} from '@domain/contracts/settings';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { decimalShown, withDecimalInput } from '@web/i18n/decimal-input';
import { useUpdateSetting } from './api';

// How far a till's closing count may differ from what it should hold, per currency valued in
// CAD, and still close without a manager's sign-off (docs/decisions/0036).
export function TillToleranceField(props: { amount: string }) {
  const update = useUpdateSetting();
  const { t } = useT();
  const { language } = useFormat();
  const form = useForm<TillToleranceFormValues>({
    resolver: withDecimalInput(zodResolver(tillToleranceForm), ['amount']),
    values: { amount: decimalShown(props.amount, language) },
  });
  const submit = async (value: TillToleranceFormValues) => {
    try {
      await update.mutateAsync({ key: SETTING_KEYS.tillVarianceTolerance, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('Till variance tolerance')}
      className="grid gap-1.5"
    >
      <FormField
        control={form.control}
        name="amount"
        label={t('Till variance tolerance (CAD)')}
        id="till-variance-tolerance"
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
        {t(
          "A till whose count differs by more than this in any currency (valued in CAD) waits for a manager's sign-off. 0 means every difference needs one.",
        )}
      </p>
    </Form>
  );
}
