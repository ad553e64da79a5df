import { useFormContext, useWatch } from 'react-hook-form';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeFormContext, ExchangeFormValues } from '@domain/contracts/exchange-form';
import { isPayable } from '@domain/exchange';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useT } from '@web/i18n';
import { usePairPreview } from './pair-preview';

// Paying out an amount the till's notes cannot make (issue 46): offered only while a pair pays
// one out, and sent with the exchange; the server refuses it otherwise.
export function PayoutOverride(props: {
  currencies: readonly Currency[];
  context: ExchangeFormContext;
}) {
  const { t } = useT();
  const { control, setValue } = useFormContext<ExchangeFormValues>();
  const [pairs, override] = useWatch({ control, name: ['pairs', 'payout_override'] });
  const preview = usePairPreview(props.context);
  const unpayable = pairs.some((pair) => {
    const to = props.currencies.find((c) => c.id === pair.to_currency_id);
    const { figures } = preview(pair);
    return to?.payout_unit != null && figures && !isPayable(figures.to_amount, to.payout_unit);
  });
  if (!unpayable) return null;
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id="exchange-payout-override"
        checked={override === true}
        onCheckedChange={(checked) => setValue('payout_override', checked === true)}
      />
      <Label htmlFor="exchange-payout-override">
        {t("Pay out amounts the till's notes cannot make")}
      </Label>
    </div>
  );
}
