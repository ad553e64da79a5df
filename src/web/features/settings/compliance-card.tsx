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
import { useUpdateSetting } from './api';

type Output = ComplianceThresholds;
const FIELDS = Object.keys(COMPLIANCE_FIELD_LABELS) as (keyof ComplianceThresholdsFormValues)[];

// FINTRAC's thresholds, the 24-hour window and the reports' deadlines (docs/decisions/0026):
// FINTRAC's values by default; a bureau may be stricter.
export function ComplianceCard(props: { thresholds: ComplianceThresholds }) {
  const update = useUpdateSetting();
  const form = useForm<ComplianceThresholdsFormValues, unknown, Output>({
    resolver: zodResolver(complianceThresholdsForm),
    values: complianceFormValues(props.thresholds),
  });

  const submit = async (value: Output) => {
    try {
      await update.mutateAsync({ key: COMPLIANCE_SETTING_KEY, value });
      notify.success('Setting updated successfully');
    } catch (error) {
      notifyFailure('Failed to update setting', error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Compliance</CardTitle>
        <CardDescription>
          FINTRAC&apos;s thresholds in CAD, the bureau&apos;s 24-hour window and the reports&apos;
          deadlines
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} aria-label="Compliance" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((name) => (
              <FormField
                key={name}
                control={form.control}
                name={name}
                label={COMPLIANCE_FIELD_LABELS[name]}
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
            {update.isPending ? 'Saving...' : 'Save Compliance Settings'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
