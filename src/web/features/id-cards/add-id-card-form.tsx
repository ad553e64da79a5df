import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { addCardDateIssues, idCardFields } from '@domain/contracts/id-cards';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { useAddIdCard } from './api';
import { IdCardDateFields } from './id-card-date-fields';
import { ID_TYPE_PLACEHOLDER } from './id-card-texts';

const schema = idCardFields.superRefine((card, ctx) => addCardDateIssues(card, ctx));
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const empty: Values = { id_number: '', id_type: '', issued_date: null, expiry_date: null };

export function AddIdCardForm({ customerId, idPrefix }: { customerId: string; idPrefix: string }) {
  const add = useAddIdCard(customerId);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const errors = form.formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success('ID Card added successfully.');
        form.reset(empty);
      },
      onError: (error) => notifyFailure('Failed to add ID Card.', error),
    }),
  );

  return (
    // A container query: two columns on the customer page, one in the narrow side panel.
    <form onSubmit={submit} noValidate className="@container grid gap-3" aria-label="Add ID card">
      <div className="grid gap-3 @md:grid-cols-2">
        <FormField label="ID Number" htmlFor={id('number')} error={errors.id_number?.message}>
          <Input
            id={id('number')}
            aria-invalid={Boolean(errors.id_number)}
            {...form.register('id_number')}
          />
        </FormField>
        <FormField label="ID Type" htmlFor={id('type')} error={errors.id_type?.message}>
          <Input
            id={id('type')}
            placeholder={ID_TYPE_PLACEHOLDER}
            aria-invalid={Boolean(errors.id_type)}
            {...form.register('id_type')}
          />
        </FormField>
        <IdCardDateFields
          control={form.control}
          idPrefix={idPrefix}
          issued={{ name: 'issued_date', error: errors.issued_date?.message }}
          expiry={{ name: 'expiry_date', error: errors.expiry_date?.message }}
        />
      </div>
      <Button type="submit" size="sm" className="justify-self-start" disabled={add.isPending}>
        {add.isPending ? 'Saving...' : 'Add ID Card'}
      </Button>
    </form>
  );
}
