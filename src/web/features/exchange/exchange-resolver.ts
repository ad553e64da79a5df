import type { RefObject } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  exchangeForm,
  type ExchangeFormContext,
  type ExchangeFormValues,
} from '@domain/contracts/exchange-form';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { currentLanguage, formatsFor, translate } from '@web/i18n';
import { exchangeMessage } from './exchange-messages';
import { readPair } from './pair-preview';

type ExchangeResolver = Resolver<ExchangeFormValues, unknown, CreateExchangeInput>;

// Every message of the errors (fields, pairs, the whole form) in the reader's language.
function translated(errors: unknown, say: (message: string) => string): unknown {
  if (Array.isArray(errors)) return errors.map((item) => translated(item, say));
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'message' && typeof value === 'string') return [key, say(value)];
      // The field's element is no message to translate.
      if (key === 'ref') return [key, value];
      return [key, translated(value, say)];
    }),
  );
}

/**
 * The contract's schema, built with what the form knows at submit (rates, rounding, ID cards),
 * reading the amounts as typed in the reader's language and giving its messages in that language.
 */
export function useExchangeResolver(context: RefObject<ExchangeFormContext>): ExchangeResolver {
  return async (values, ctx, options) => {
    const language = currentLanguage();
    const read = { ...values, pairs: values.pairs.map((pair) => readPair(pair, language)) };
    const result = await zodResolver(exchangeForm(context.current))(read, ctx, options);
    if (Object.keys(result.errors).length === 0) return result;
    const formats = formatsFor(language);
    const say = (message: string) => exchangeMessage(message, translate, formats);
    return {
      values: {},
      errors: translated(result.errors, say) as FieldErrors<ExchangeFormValues>,
    };
  };
}
