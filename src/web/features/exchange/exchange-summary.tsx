import { useWatch } from 'react-hook-form';
import type { Currency } from '@domain/contracts/currencies';
import type { CustomerDetail } from '@domain/contracts/customers';
import {
  previewPair,
  type ExchangeFormContext,
  type ExchangeFormValues,
} from '@domain/contracts/exchange-form';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { exchangeTotalValue, noRateToBaseMessage } from '@domain/exchange-value';
import { formatAmount } from '@domain/money';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

// What the submit would book, as previewed by the browser (the server computes the figures).
export function ExchangeSummary(props: {
  currencies: readonly Currency[];
  context: ExchangeFormContext;
  recipient: CustomerDetail | undefined;
}) {
  const [pairs, onBehalf] = useWatch<ExchangeFormValues, ['pairs', 'is_on_behalf']>({
    name: ['pairs', 'is_on_behalf'],
  });
  const valid = pairs.flatMap((pair, index) => {
    const { figures, baseValue } = previewPair(pair, props.context);
    const to = props.currencies.find((c) => c.id === pair.to_currency_id);
    const from = props.currencies.find((c) => c.id === pair.from_currency_id);
    return figures && to && from
      ? [
          {
            index,
            baseValue,
            fromCode: from.code,
            text: `${formatAmount(figures.to_amount, to.decimal_places)} ${to.code}`,
          },
        ]
      : [];
  });
  // The same CAD value the server stores for each pair (the CAD side, else through the rate to
  // CAD); without one for some pair there is no total, and the server would refuse it.
  const unvalued = valid.find((v) => v.baseValue === null);
  const values = valid.flatMap((v) => (v.baseValue ? [v.baseValue] : []));
  const total = unvalued
    ? noRateToBaseMessage(unvalued.fromCode)
    : `${formatAmount(exchangeTotalValue(values), 2)} ${BASE_CURRENCY_CODE}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p data-testid="summary-count">{`Valid pairs: ${valid.length}`}</p>
        <p data-testid="summary-total">
          {`Total value: `}
          <span className="font-semibold tabular-nums">{total}</span>
        </p>
        <ul className="grid gap-1">
          {valid.map((v) => (
            <li key={v.index}>{`Pair ${v.index + 1}: customer receives ${v.text}`}</li>
          ))}
        </ul>
        {onBehalf && (
          <p>
            {props.recipient
              ? `On behalf of: ${props.recipient.first_name} ${props.recipient.last_name} (${props.recipient.email})`
              : 'On behalf of: no recipient selected'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
