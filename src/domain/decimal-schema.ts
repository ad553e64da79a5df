import { z } from 'zod';
import {
  MoneyParseError,
  normaliseNumberText,
  PLAIN_DECIMAL_PATTERN,
  parseDecimal,
  toDecimalString,
} from './money';

// Turns a parse failure into the exact message parseDecimal gives, whatever zod's own code was.
function parseMessage(input: unknown, label: string): string {
  try {
    parseDecimal(input, label);
  } catch (error) {
    if (error instanceof MoneyParseError) return error.message;
  }
  return `${label} must be a decimal number`;
}

function decimalSchema(label: string, positive: boolean) {
  // The union documents "number or string" in OpenAPI; its error hook replaces zod's generic
  // "Invalid input" (missing, null, NaN, Infinity, booleans, objects) with our messages.
  return z
    .union([z.string(), z.number()], { error: (issue) => parseMessage(issue.input, label) })
    .transform((input, ctx) => {
      try {
        const value = parseDecimal(input, label);
        if (positive && !value.gt(0)) {
          ctx.addIssue({ code: 'custom', message: `${label} must be greater than 0` });
          return z.NEVER;
        }
        return toDecimalString(value);
      } catch (error) {
        if (!(error instanceof MoneyParseError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
}

/** Request field: number or plain decimal string in, canonical decimal string out. */
export function decimalInput(label = 'Amount') {
  return decimalSchema(label, false);
}

/** Like decimalInput, and the value must be greater than 0. */
export function positiveDecimalInput(label = 'Amount') {
  return decimalSchema(label, true);
}

/** Response field: money and rates travel as plain decimal strings ("1234.50"). */
export const decimalString = z.string().regex(PLAIN_DECIMAL_PATTERN, 'Must be a decimal string');

/**
 * The same field as typed into a form's number input: exponent notation ('1e3') is written out
 * as a plain decimal first, so the browser accepts what its input accepts while the API keeps
 * refusing exponents over JSON.
 */
export function fromNumberInput<T extends z.ZodType>(schema: T) {
  return z.string().transform((text, ctx): z.output<T> => parseNumberText(schema, text, ctx));
}

/** Like fromNumberInput, for an optional field: an empty input is no value. */
export function fromOptionalNumberInput<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .optional()
    .transform((text, ctx): z.output<T> | undefined =>
      text === undefined || text.trim() === '' ? undefined : parseNumberText(schema, text, ctx),
    );
}

function parseNumberText<T extends z.ZodType>(
  schema: T,
  text: string,
  ctx: z.core.$RefinementCtx,
): z.output<T> {
  const result = schema.safeParse(normaliseNumberText(text));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
}
