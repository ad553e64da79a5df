import { useEffect } from 'react';
import {
  useFormContext,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { FormField } from '@web/components/form';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useT } from '@web/i18n';
import { CountrySelect } from './country-select';
import { regionsOf } from './regions';

type Names<T extends FieldValues> = {
  country: FieldPath<T>;
  jurisdiction: FieldPath<T>;
  verified: FieldPath<T>;
};

// Where an ID card was issued and whether staff checked it against its holder (issue 44), for
// every form that holds a card: the add-card form, the new-customer form's cards and the
// Complete dialog. Must sit inside a Form (it clears the province when the country changes).
export function IdCardIssuerFields<T extends FieldValues, TOut>(
  props: Names<T> & { control: Control<T, unknown, TOut>; idPrefix: string },
) {
  const { t } = useT();
  const { setValue, getValues } = useFormContext<T>();
  const country = useWatch({ control: props.control, name: props.country }) as unknown;
  const regions = regionsOf(typeof country === 'string' ? country : null);

  // A province of Canada is no state of the US: a new country clears what no longer fits.
  useEffect(() => {
    const current: unknown = getValues(props.jurisdiction);
    if (current && !regions?.some(([code]) => code === current))
      setValue(props.jurisdiction, null as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  }, [regions, getValues, setValue, props.jurisdiction]);

  return (
    <>
      <FormField
        control={props.control}
        name={props.country}
        label={t('Issuing country')}
        id={`${props.idPrefix}-country`}
        render={({ field, control }) => (
          <CountrySelect
            {...field}
            value={typeof field.value === 'string' ? field.value : null}
            {...control}
          />
        )}
      />
      {regions && (
        <FormField
          control={props.control}
          name={props.jurisdiction}
          label={t('Province or state')}
          id={`${props.idPrefix}-jurisdiction`}
          render={({ field: { value, onChange, onBlur, ref }, control }) => (
            <Select value={typeof value === 'string' ? value : ''} onValueChange={onChange}>
              <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
                <SelectValue
                  placeholder={country === 'CA' ? t('Select a province') : t('Select a state')}
                />
              </SelectTrigger>
              <SelectContent>
                {regions.map(([code, name]) => (
                  <SelectItem key={code} value={code}>
                    {t(name)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
      <FormField
        control={props.control}
        name={props.verified}
        className="col-span-full"
        render={({ field: { value, onChange, onBlur, ref }, control }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              ref={ref}
              checked={value === true}
              onCheckedChange={(checked) => onChange(checked === true)}
              onBlur={onBlur}
              {...control}
            />
            <Label htmlFor={control.id} className="font-normal">
              {t('I checked this document against the customer')}
            </Label>
          </div>
        )}
      />
    </>
  );
}
