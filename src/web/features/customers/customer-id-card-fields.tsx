import { useFormState, type UseFormReturn } from 'react-hook-form';
import { MAX_ID_CARDS } from '@domain/constants';
import { FormField } from '@web/components/form';
import { Input } from '@web/components/ui/input';
import { ID_TYPE_PLACEHOLDER, IdCardDateFields, IdCardIssuerFields } from '@web/features/id-cards';
import { useT } from '@web/i18n';
import type { CustomerFormOutput, CustomerFormValues } from './customer-form-values';

type Form = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

const SLOTS = Array.from({ length: MAX_ID_CARDS }, (_, i) => i);

export function CustomerIdCardFields({ form }: { form: Form }) {
  const { t } = useT();
  const { control } = form;
  // A rule about the list as a whole (how many cards) has no field of its own.
  const listError = useFormState({ control, name: 'id_cards' }).errors.id_cards?.message;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('Optional. A card is saved only when both its ID number and ID type are filled.')}
      </p>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {t(listError)}
        </p>
      )}
      {SLOTS.map((i) => {
        const id = (name: string) => `new-card-${i}-${name}`;
        return (
          <fieldset key={i} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">
              {t('ID Card {{number}}', { number: i + 1 })}
            </legend>
            <FormField
              control={control}
              name={`id_cards.${i}.id_number`}
              label={t('ID Number')}
              id={id('number')}
              render={({ field, control }) => (
                <Input {...field} value={field.value ?? ''} {...control} />
              )}
            />
            <FormField
              control={control}
              name={`id_cards.${i}.id_type`}
              label={t('ID Type')}
              id={id('type')}
              render={({ field, control }) => (
                <Input
                  placeholder={t(ID_TYPE_PLACEHOLDER)}
                  {...field}
                  value={field.value ?? ''}
                  {...control}
                />
              )}
            />
            <IdCardDateFields
              control={control}
              idPrefix={`new-card-${i}`}
              issued={`id_cards.${i}.issued_date`}
              expiry={`id_cards.${i}.expiry_date`}
            />
            <IdCardIssuerFields
              control={control}
              idPrefix={`new-card-${i}`}
              country={`id_cards.${i}.issuing_country`}
              jurisdiction={`id_cards.${i}.issuing_jurisdiction`}
              verified={`id_cards.${i}.verified`}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
