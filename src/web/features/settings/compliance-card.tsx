import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLIANCE_FIELD_LABELS,
  COMPLIANCE_SETTING_KEY,
  complianceFormValues,
  complianceThresholdsForm,
  type ComplianceThresholds,
  type ComplianceThresholdsFormValues,
} from '@domain/compliance/thresholds';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { decimalShown, withDecimalInput } from '@web/i18n/decimal-input';
import { useUpdateSetting } from './api';

type Output = ComplianceThresholds;
const FIELDS = Object.keys(COMPLIANCE_FIELD_LABELS) as (keyof ComplianceThresholdsFormValues)[];
// The amounts and the percent: French types and reads them with a decimal comma.
const DECIMAL_FIELDS = [
  'identification_cad',
  'virtual_currency_identification_cad',
  'large_cash_cad',
  'large_virtual_currency_cad',
  'third_party_record_cad',
  'structuring_band_percent',
] as const satisfies readonly (keyof ComplianceThresholdsFormValues)[];

// FINTRAC's thresholds, the 24-hour window and the reports' deadlines (docs/decisions/0026):
// FINTRAC's values by default; a bureau may be stricter.
export function ComplianceCard(props: { thresholds: ComplianceThresholds }) {
  const update = useUpdateSetting();
  const { t } = useT();
  const { language } = useFormat();
  const stored = complianceFormValues(props.thresholds);
  const shown = { ...stored };
  for (const name of DECIMAL_FIELDS) shown[name] = decimalShown(String(stored[name]), language);
  const form = useForm<ComplianceThresholdsFormValues, unknown, Output>({
    resolver: withDecimalInput(zodResolver(complianceThresholdsForm), DECIMAL_FIELDS),
    values: shown,
  });

  const submit = async (value: Output) => {
    try {
      await update.mutateAsync({ key: COMPLIANCE_SETTING_KEY, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Compliance')}</CardTitle>
        <CardDescription>
          {t("FINTRAC's thresholds in CAD, the bureau's 24-hour window and the reports' deadlines")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} aria-label={t('Compliance')} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((name) => (
              <FormField
                key={name}
                control={form.control}
                name={name}
                label={t(COMPLIANCE_FIELD_LABELS[name])}
                id={`compliance-${name}`}
                render={({ field, control }) => (
                  <Input
                    type={name === 'window_start_time' ? 'time' : 'text'}
                    inputMode={name === 'window_start_time' ? undefined : 'decimal'}
                    autoComplete="off"
                    {...field}
                    {...control}
                  />
                )}
              />
            ))}
          </div>
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save Compliance Settings')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
