import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@web/components/form';
import { DatePicker } from '@web/components/ui/date-picker';
import { useT } from '@web/i18n';

// An ID card's issued and expiry date pickers (SPEC §5: issued not in the future, expiry not in
// the past), for any form that holds a card: the add-card form and the new-customer form. The
// schema's date rules give the messages; the pickers only keep impossible days out of reach.
export function IdCardDateFields<T extends FieldValues, TOut>(props: {
  control: Control<T, unknown, TOut>;
  idPrefix: string;
  issued: FieldPath<T>;
  expiry: FieldPath<T>;
}) {
  const { t } = useT();
  const picker = (name: FieldPath<T>, id: string, label: string, rule: 'future' | 'past') => (
    <FormField
      control={props.control}
      name={name}
      label={label}
      id={id}
      render={({ field: { value, onChange }, control }) => (
        <DatePicker
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          disableFuture={rule === 'future'}
          disablePast={rule === 'past'}
          {...control}
        />
      )}
    />
  );
  return (
    <>
      {picker(props.issued, `${props.idPrefix}-issued`, t('Issued Date'), 'future')}
      {picker(props.expiry, `${props.idPrefix}-expiry`, t('Expiry Date'), 'past')}
    </>
  );
}
