import { useWatch } from 'react-hook-form';
import type { Currency } from '@domain/contracts/currencies';
import type { CustomerDetail } from '@domain/contracts/customers';
import type { ExchangeFormContext, ExchangeFormValues } from '@domain/contracts/exchange-form';
import { BASE_CURRENCY_CODE } from '@domain/currency';
import { exchangeTotalValue, noRateToBaseMessage } from '@domain/exchange-value';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { translate, useFormat, useT } from '@web/i18n';
import { exchangeMessage } from './exchange-messages';
import { usePairPreview } from './pair-preview';

// What the submit would book, as previewed by the browser (the server computes the figures).
export function ExchangeSummary(props: {
  currencies: readonly Currency[];
  context: ExchangeFormContext;
  recipient: CustomerDetail | undefined;
}) {
  const { t } = useT();
  const f = useFormat();
  const preview = usePairPreview(props.context);
  const [pairs, onBehalf] = useWatch<ExchangeFormValues, ['pairs', 'is_on_behalf']>({
    name: ['pairs', 'is_on_behalf'],
  });
  const valid = pairs.flatMap((pair, index) => {
    const { figures, baseValue } = preview(pair);
    const to = props.currencies.find((c) => c.id === pair.to_currency_id);
    const from = props.currencies.find((c) => c.id === pair.from_currency_id);
    return figures && to && from
      ? [
          {
            index,
            baseValue,
            fromCode: from.code,
            text: f.money(figures.to_amount, to.decimal_places, to.code),
          },
        ]
      : [];
  });
  // The same CAD value the server stores for each pair (the CAD side, else through the rate to
  // CAD); without one for some pair there is no total, and the server would refuse it.
  const unvalued = valid.find((v) => v.baseValue === null);
  const values = valid.flatMap((v) => (v.baseValue ? [v.baseValue] : []));
  const total = unvalued
    ? exchangeMessage(noRateToBaseMessage(unvalued.fromCode), translate, f)
    : f.money(exchangeTotalValue(values), 2, BASE_CURRENCY_CODE);
  const recipient = props.recipient;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Summary')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p data-testid="summary-count">{t('Valid pairs: {{n}}', { n: valid.length })}</p>
        <p data-testid="summary-total">
          {`${t('Total value:')} `}
          <span className="font-semibold tabular-nums">{total}</span>
        </p>
        <ul className="grid gap-1">
          {valid.map((v) => (
            <li key={v.index}>
              {t('Pair {{n}}: customer receives {{amount}}', { n: v.index + 1, amount: v.text })}
            </li>
          ))}
        </ul>
        {onBehalf && (
          <p>
            {recipient
              ? t('On behalf of: {{name}} ({{email}})', {
                  name: `${recipient.first_name} ${recipient.last_name}`,
                  email: recipient.email,
                })
              : t('On behalf of: no recipient selected')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
