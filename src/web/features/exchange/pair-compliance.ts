// What the pairs being typed mean to compliance: the CAD they bring to their people's window
// (use-window-report.ts), and the transactions a suspicious transaction report says were tried.
import type { Currency } from '@domain/contracts/currencies';
import type {
  ExchangeFormValues,
  ExchangePairValues,
  PairPreview,
} from '@domain/contracts/exchange-form';
import { sum } from '@domain/money';
import type { AttemptDraft } from '@web/features/compliance';

type Preview = (pair: ExchangePairValues) => PairPreview;

// What the exchange brings to its people's window, as the server counts it: cash paid in a
// fiat currency, and virtual currency.
export function broughtToWindow(
  pairs: readonly ExchangePairValues[],
  preview: Preview,
  currencies: readonly Currency[] | undefined,
  paymentMethod: ExchangeFormValues['payment_method'],
): { cashCad: string; virtualCad: string } {
  const brought = (virtual: boolean) =>
    sum(
      pairs.flatMap((pair) => {
        const { baseValue } = preview(pair);
        const from = currencies?.find((c) => c.id === pair.from_currency_id);
        if (!baseValue || !from || Boolean(from.crypto_id) !== virtual) return [];
        return virtual || paymentMethod === 'cash' ? [baseValue] : [];
      }),
    ).toFixed(2);
  return { cashCad: brought(false), virtualCad: brought(true) };
}

// What the customer asked for, as a suspicious transaction report's attempted transactions
// (an exchange refused at the counter is never booked).
export function attemptedTransactions(
  pairs: readonly ExchangePairValues[],
  preview: Preview,
  currencies: readonly Currency[] | undefined,
): AttemptDraft[] {
  return pairs.flatMap((pair) => {
    const { figures, baseValue } = preview(pair);
    const from = currencies?.find((c) => c.id === pair.from_currency_id);
    const to = currencies?.find((c) => c.id === pair.to_currency_id);
    if (!figures || !baseValue || !from || !to) return [];
    return [
      {
        from_currency_code: from.code,
        from_amount: figures.from_amount.toFixed(),
        from_places: from.decimal_places,
        to_currency_code: to.code,
        to_amount: figures.to_amount.toFixed(),
        to_places: to.decimal_places,
        value_cad: baseValue.toFixed(2),
      },
    ];
  });
}
