import type { UseFormReturn } from 'react-hook-form';
import { MAX_ID_CARDS } from '@domain/constants';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ID_TYPE_PLACEHOLDER, IdCardDateFields } from '@web/features/id-cards';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-values';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

const SLOTS = Array.from({ length: MAX_ID_CARDS }, (_, i) => i);

export function CustomerIdCardFields({ form }: { form: Form }) {
  const errors = form.formState.errors.id_cards;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Optional. A card is saved only when both its ID number and ID type are filled.
      </p>
      {errors?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.message}
        </p>
      )}
      {SLOTS.map((i) => {
        const slot = errors?.[i];
        const id = (name: string) => `new-card-${i}-${name}`;
        return (
          <fieldset key={i} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{`ID Card ${i + 1}`}</legend>
            <FormField label="ID Number" htmlFor={id('number')} error={slot?.id_number?.message}>
              <Input id={id('number')} {...form.register(`id_cards.${i}.id_number`)} />
            </FormField>
            <FormField label="ID Type" htmlFor={id('type')} error={slot?.id_type?.message}>
              <Input
                id={id('type')}
                placeholder={ID_TYPE_PLACEHOLDER}
                {...form.register(`id_cards.${i}.id_type`)}
              />
            </FormField>
            <IdCardDateFields
              control={form.control}
              idPrefix={`new-card-${i}`}
              issued={{ name: `id_cards.${i}.issued_date`, error: slot?.issued_date?.message }}
              expiry={{ name: `id_cards.${i}.expiry_date`, error: slot?.expiry_date?.message }}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
