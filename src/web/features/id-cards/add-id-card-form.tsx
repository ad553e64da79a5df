import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  idCardForm,
  type IdCardFormOutput,
  type IdCardFormValues,
} from '@domain/contracts/id-cards';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useT } from '@web/i18n';
import { useAddIdCard } from './api';
import { IdCardDateFields } from './id-card-date-fields';
import { IdCardIssuerFields } from './id-card-issuer-fields';
import { EMPTY_ID_CARD } from './empty-id-card';
import { ID_TYPE_PLACEHOLDER } from './id-card-texts';

export function AddIdCardForm({ customerId, idPrefix }: { customerId: string; idPrefix: string }) {
  const { t } = useT();
  const add = useAddIdCard(customerId);
  const schema = useMemo(() => idCardForm(), []);
  const form = useForm<IdCardFormValues, unknown, IdCardFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_ID_CARD,
  });
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = (values: IdCardFormOutput) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success(t('ID Card added successfully.'));
        form.reset(EMPTY_ID_CARD);
      },
      onError: (error) => notifyFailure(t('Failed to add ID Card.'), error),
    });

  return (
    // A container query: two columns on the customer page, one in the narrow side panel.
    <Form
      form={form}
      onSubmit={submit}
      className="@container grid gap-3"
      aria-label={t('Add ID card')}
    >
      <div className="grid gap-3 @md:grid-cols-2">
        <FormField
          control={form.control}
          name="id_number"
          label={t('ID Number')}
          id={id('number')}
          render={({ field, control }) => <Input {...field} {...control} />}
        />
        <FormField
          control={form.control}
          name="id_type"
          label={t('ID Type')}
          id={id('type')}
          render={({ field, control }) => (
            <Input placeholder={t(ID_TYPE_PLACEHOLDER)} {...field} {...control} />
          )}
        />
        <IdCardDateFields
          control={form.control}
          idPrefix={idPrefix}
          issued="issued_date"
          expiry="expiry_date"
        />
        <IdCardIssuerFields
          control={form.control}
          idPrefix={idPrefix}
          country="issuing_country"
          jurisdiction="issuing_jurisdiction"
          verified="verified"
        />
      </div>
      <Button type="submit" size="sm" className="justify-self-start" disabled={add.isPending}>
        {add.isPending ? t('Saving...') : t('Add ID Card')}
      </Button>
    </Form>
  );
}
