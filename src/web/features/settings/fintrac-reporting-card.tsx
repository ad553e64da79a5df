import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  fintracReportingEntityForm,
  SETTING_KEYS,
  type FintracReportingEntity,
  type FintracReportingEntityFormValues,
} from '@domain/contracts/settings';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useUpdateSetting } from './api';

const asText = (n: number | null) => (n === null ? '' : String(n));

// The bureau as FINTRAC knows it (issue 45): its reporting entity number and its compliance
// contact's ID, written into every report in FINTRAC's format. Each branch's location number is
// on the branch (Branches).
export function FintracReportingCard(props: { entity: FintracReportingEntity }) {
  const update = useUpdateSetting();
  const { t } = useT();
  const form = useForm<FintracReportingEntityFormValues, unknown, FintracReportingEntity>({
    resolver: zodResolver(fintracReportingEntityForm),
    values: {
      reporting_entity_number: asText(props.entity.reporting_entity_number),
      contact_id: asText(props.entity.contact_id),
    },
  });

  const submit = async (value: FintracReportingEntity) => {
    try {
      await update.mutateAsync({ key: SETTING_KEYS.fintracReportingEntity, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('FINTRAC Reporting')}</CardTitle>
        <CardDescription>
          {t(
            'The numbers FINTRAC gave the bureau, written into its reports; each branch’s location number is under Branches',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          onSubmit={submit}
          aria-label={t('FINTRAC Reporting')}
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="reporting_entity_number"
              label={t('Reporting entity number')}
              id="fintrac-entity-number"
              render={({ field, control }) => (
                <Input inputMode="numeric" maxLength={7} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="contact_id"
              label={t('Compliance contact ID')}
              id="fintrac-contact-id"
              render={({ field, control }) => (
                <Input inputMode="numeric" maxLength={10} {...field} {...control} />
              )}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('Saving...') : t('Save')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
