// The first pair's currencies prefilled from the side panel's shortcut (its fromCurrency and
// toCurrency search parameters).
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { useSettings } from '@web/shared/settings';

type ExchangeForm = UseFormReturn<ExchangeFormValues, unknown, CreateExchangeInput>;

// The side panel's shortcut prefills the first pair's currencies, once they are known (a
// resumed draft already holds them).
// The list is the one the bureau's crypto switch asks for, so it waits for the settings: the
// fiat list read before them (the switch's default) holds no crypto currency to prefill.
export function usePairPrefill(
  form: ExchangeForm,
  currencies: readonly Currency[] | undefined,
  params: URLSearchParams,
  resumed: boolean,
) {
  const settingsKnown = useSettings().isSuccess;
  const prefilled = useRef(resumed);
  useEffect(() => {
    const list = currencies;
    if (prefilled.current || !list || !settingsKnown) return;
    prefilled.current = true;
    const idOf = (code: string | null) => list.find((c) => c.code === code)?.id ?? '';
    form.setValue('pairs.0.from_currency_id', idOf(params.get('fromCurrency')));
    form.setValue('pairs.0.to_currency_id', idOf(params.get('toCurrency')));
  }, [currencies, settingsKnown, params, form]);
}
