import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker } from '@web/components/ui/date-picker';
import { FormField } from '@web/components/ui/form-field';

type DateField<T extends FieldValues> = { name: FieldPath<T>; error?: string | undefined };

// An ID card's issued and expiry date pickers (SPEC §5: issued not in the future, expiry not in
// the past), for any form that holds a card: the add-card form and the new-customer form.
export function IdCardDateFields<T extends FieldValues, TOut>(props: {
  control: Control<T, unknown, TOut>;
  idPrefix: string;
  issued: DateField<T>;
  expiry: DateField<T>;
}) {
  const picker = (field: DateField<T>, id: string, label: string, rule: 'future' | 'past') => (
    <FormField label={label} htmlFor={id} error={field.error}>
      <Controller
        control={props.control}
        name={field.name}
        render={({ field: { value, onChange } }) => (
          <DatePicker
            id={id}
            value={typeof value === 'string' ? value : null}
            onChange={onChange}
            disableFuture={rule === 'future'}
            disablePast={rule === 'past'}
          />
        )}
      />
    </FormField>
  );
  return (
    <>
      {picker(props.issued, `${props.idPrefix}-issued`, 'Issued Date', 'future')}
      {picker(props.expiry, `${props.idPrefix}-expiry`, 'Expiry Date', 'past')}
    </>
  );
}
