import type { FieldValues, Resolver } from 'react-hook-form';
import type { Language } from '@domain/language';
import { decimalInput } from './format';
import { currentLanguage } from './setup';

/**
 * A form's resolver that reads its amount fields as the API's decimal strings before the
 * domain's schema checks them: French types a decimal comma and may group with spaces
 * ('1 234,56'), the schema sees '1234.56'. The field keeps the text as typed.
 */
export function withDecimalInput<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  fields: readonly (keyof V & string)[],
): Resolver<V, C, O> {
  return (values, context, options) => {
    const language = currentLanguage();
    if (language !== 'fr') return resolver(values, context, options);
    const read: Record<string, unknown> = { ...values };
    for (const name of fields) {
      const text = read[name];
      if (typeof text === 'string') read[name] = decimalInput(text, language);
    }
    return resolver(read as V, context, options);
  };
}

/** A stored decimal string as an amount field shows it: '5.00' / '5,00'. */
export const decimalShown = (text: string, language: Language): string =>
  language === 'fr' ? text.replace('.', ',') : text;
