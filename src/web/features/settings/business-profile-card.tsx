import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_PROFILE_LIMITS,
  businessProfile,
  SETTING_KEYS,
  type BusinessProfile,
  type BusinessProfileValues,
} from '@domain/contracts/settings';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useUpdateSetting } from './api';

const EMPTY: BusinessProfileValues = { name: '', address: '', phone: '' };

// The bureau's name, address and phone, printed at the top of every receipt.
export function BusinessProfileCard(props: { profile: BusinessProfile | null }) {
  const update = useUpdateSetting();
  const { t } = useT();
  const form = useForm<BusinessProfileValues, unknown, BusinessProfile>({
    resolver: zodResolver(businessProfile),
    values: props.profile ?? EMPTY,
  });

  const submit = async (value: BusinessProfile) => {
    try {
      await update.mutateAsync({ key: SETTING_KEYS.businessProfile, value });
      notify.success(t('Setting updated successfully'));
    } catch (error) {
      notifyFailure(t('Failed to update setting'), error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Business Profile')}</CardTitle>
        <CardDescription>{t('Printed at the top of every receipt')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          onSubmit={submit}
          aria-label={t('Business Profile')}
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="name"
              label={t('Business Name')}
              id="business-name"
              render={({ field, control }) => (
                <Input maxLength={BUSINESS_PROFILE_LIMITS.name} {...field} {...control} />
              )}
            />
            <FormField
              control={form.control}
              name="phone"
              label={t('Phone')}
              id="business-phone"
              render={({ field, control }) => (
                <Input
                  type="tel"
                  maxLength={BUSINESS_PROFILE_LIMITS.phone}
                  {...field}
                  value={field.value ?? ''}
                  {...control}
                />
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="address"
            label={t('Address')}
            id="business-address"
            render={({ field, control }) => (
              <Textarea
                rows={2}
                maxLength={BUSINESS_PROFILE_LIMITS.address}
                placeholder={t('Street, city, postal code')}
                {...field}
                value={field.value ?? ''}
                {...control}
              />
            )}
          />
          <Button type="submit" className="justify-self-start" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save Profile')}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
