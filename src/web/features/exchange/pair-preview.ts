import { useCallback } from 'react';
import {
  previewPair,
  type ExchangeFormContext,
  type ExchangePairValues,
  type PairPreview,
} from '@domain/contracts/exchange-form';
import type { Language } from '@domain/language';
import { decimalInput, useFormat } from '@web/i18n';

// A pair's amounts as typed (French writes '1 234,56') become the API's decimal strings before
// anything is priced or checked; the fields keep the text as typed.
export const readPair = (pair: ExchangePairValues, language: Language): ExchangePairValues => ({
  ...pair,
  amount: decimalInput(pair.amount, language),
  receives: decimalInput(pair.receives, language),
  custom_rate: decimalInput(pair.custom_rate, language),
});

/** The browser's preview of a pair as typed in the reader's language. */
export function usePairPreview(
  context: ExchangeFormContext,
): (pair: ExchangePairValues) => PairPreview {
  const { language } = useFormat();
  return useCallback(
    (pair: ExchangePairValues) => previewPair(readPair(pair, language), context),
    [language, context],
  );
}
