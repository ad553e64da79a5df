import type { Ref } from 'react';
import type { FieldControlProps } from '@web/components/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useFormat, useT } from '@web/i18n';

type CurrencyChoice = { id: string; code: string; name: string; crypto_id?: string | null };

/**
 * A currency picker listing 'CODE - Name' (the rate form, the exchange's pairs); spread a
 * FormField's `control` props on it so its label and message belong to it.
 */
export function CurrencySelect(
  props: Partial<FieldControlProps> & {
    currencies: readonly CurrencyChoice[];
    value: string;
    onChange: (currencyId: string) => void;
    onBlur?: () => void;
    ref?: Ref<HTMLButtonElement>;
    disabled?: boolean;
    // A react-hook-form field's name comes along with its spread props; the trigger needs none.
    name?: string;
  },
) {
  const { t } = useT();
  const { currencyName } = useFormat();
  const { currencies, value, onChange, onBlur, ref, disabled, name: _name, ...control } = props;
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
        <SelectValue placeholder={t('Select currency')} />
      </SelectTrigger>
      <SelectContent>
        {currencies.map((c) => (
          <SelectItem key={c.id} value={c.id}>{`${c.code} - ${currencyName(c)}`}</SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
