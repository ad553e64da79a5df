import { useFormContext, useWatch } from 'react-hook-form';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/i18n';

// FINTRAC's third party determination for an exchange that makes or joins a large cash or
// virtual currency report (docs/decisions/0026): the customer either acts for themselves, or
// the exchange is made on behalf of the person they act for.
export function ThirdPartyDetermination() {
  const { t } = useT();
  const { control, setValue } = useFormContext<ExchangeFormValues>();
  const acting = useWatch({ control, name: 'acting_for_third_party' });
  return (
    <fieldset className="grid gap-2 rounded-md border border-amber-500 p-3">
      <legend className="px-1 text-sm font-medium">{t('Third party determination')}</legend>
      <p className="text-sm text-muted-foreground">
        {t(
          'Is the customer acting on behalf of someone else? If so, tick On behalf of another person and choose that person as the recipient.',
        )}
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id="exchange-acting-alone"
          checked={acting === false}
          onCheckedChange={(checked) =>
            setValue('acting_for_third_party', checked === true ? false : null)
          }
        />
        <Label htmlFor="exchange-acting-alone">
          {t('The customer acts for themselves, not on behalf of someone else')}
        </Label>
      </div>
    </fieldset>
  );
}
