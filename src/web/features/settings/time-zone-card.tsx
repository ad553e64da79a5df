import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SETTING_KEYS, timeZoneForm, type TimeZoneFormValues } from '@domain/contracts/settings';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useUpdateSetting } from './api';

// The runtime's own list of zone names, offered as suggestions; any name it knows is accepted.
const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

// The bureau's time zone: where its days start and end (today's figures, reports, positions).
export function TimeZoneCard(props: { timeZone: string }) {
  const update = useUpdateSetting();
  const { t } = useT();
  const form = useForm<TimeZoneFormValues, unknown, TimeZoneFormValues>({
    resolver: zodResolver(timeZoneForm),
    values: { time_zone: props.timeZone },
  });

  const submit = async (value: TimeZoneFormValues) => {
    try {
      await update.mutateAsync({ key: SETTING_KEYS.businessTimeZone, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Business Day')}</CardTitle>
        <CardDescription>
          {t(
            "The bureau's time zone: where its days start and end for today's figures and the reports",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} aria-label={t('Business Day')} className="grid gap-4">
          <FormField
            control={form.control}
            name="time_zone"
            label={t('Time Zone')}
            id="business-time-zone"
            render={({ field, control }) => (
              <Input
                className="sm:max-w-sm"
                list="time-zone-names"
                autoComplete="off"
                spellCheck={false}
                {...field}
                {...control}
              />
            )}
          />
          <datalist id="time-zone-names">
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save Time Zone')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
