// The currency forms' schema (Add currency, Add crypto, Edit currency), and the path of a
// refusal about a whole form.
import { z } from 'zod';
import { normaliseNumberText } from '../money';
import type { CurrencyKind } from './currencies';
import { checkCurrency, type CurrencyCheckMode } from './currency-check';

// Forms show a refusal that names no single field at this path, as a message about the whole
// form (react-hook-form's `errors.root`).
export const WHOLE_FORM_PATH = 'root';

/**
 * The Add currency / Add crypto / Edit currency form: the request's fields as typed (a number
 * input may hold '1e-2'), checked by the same checkCurrency the server runs, and turned into the
 * checked values to send.
 */
export function currencyForm(mode: CurrencyCheckMode, kind: CurrencyKind) {
  const text = z.string();
  return z
    .object({
      code: text,
      name: text,
      symbol: text,
      crypto_id: text,
      tier: text,
      rounding_factor: text.transform(normaliseNumberText),
      decimal_places: text,
      quote_unit: text.default('1'),
      payout_unit: text.default('').transform(normaliseNumberText),
    })
    .transform((values, ctx) => {
      const input = { ...values, crypto_id: kind === 'crypto' ? values.crypto_id : null };
      const checked = checkCurrency(input, mode, kind);
      if (checked.ok) return checked.values;
      ctx.addIssue({
        code: 'custom',
        message: checked.message,
        path: [checked.field ?? WHOLE_FORM_PATH],
      });
      return z.NEVER;
    });
}
export type CurrencyFormValues = z.input<ReturnType<typeof currencyForm>>;
