import Decimal from 'decimal.js';

// Our own Decimal constructor: the library default (20 significant digits) would silently round
// NUMERIC(38,18) values; 80 digits hold the exact product of two such numbers. Exponent
// thresholds are pushed out so toString() stays plain for every value we store.
export const Dec = Decimal.clone({
  precision: 80,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 60,
});
export type Dec = InstanceType<typeof Dec>;

// Anything that is already a decimal, or a trusted decimal string (e.g. NUMERIC from the database).
export type DecimalLike = Dec | string;

// Why a value was refused: 'range' means a well-formed number that does not fit NUMERIC(38,18)
// (too large, too many decimals); forms show that precise message rather than a generic one.
export type MoneyParseReason = 'missing' | 'format' | 'range';

export class MoneyParseError extends Error {
  override name = 'MoneyParseError';
  constructor(
    message: string,
    readonly reason: MoneyParseReason = 'format',
  ) {
    super(message);
  }
}

// Same scale as the NUMERIC(38,18) columns: 20 integer digits, 18 fractional digits.
export const MAX_DECIMAL_PLACES = 18;
const LIMIT = new Dec('1e20');
// Plain notation only: no exponent, no grouping, no leading '+', no bare '.'.
export const PLAIN_DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
const NON_FINITE_PATTERN = /^[+-]?(nan|infinity)$/i;

/**
 * Parses untrusted input (a request field or a form value) into a decimal.
 * Accepts a finite JS number or a plain decimal string; throws MoneyParseError otherwise.
 */
export function parseDecimal(input: unknown, label = 'Amount'): Dec {
  const text = inputToText(input, label);
  const value = new Dec(text);
  if (value.decimalPlaces() > MAX_DECIMAL_PLACES) {
    throw new MoneyParseError(
      `${label} has more than ${MAX_DECIMAL_PLACES} decimal places`,
      'range',
    );
  }
  if (value.abs().gte(LIMIT)) throw new MoneyParseError(`${label} is too large`, 'range');
  // Normalise -0 so it never prints as "-0".
  return value.isZero() ? new Dec(0) : value;
}

function inputToText(input: unknown, label: string): string {
  if (input === null || input === undefined) {
    throw new MoneyParseError(`${label} is required`, 'missing');
  }
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyParseError(`${label} must be a finite number`);
    // String() is the shortest round-trip form, so 0.1 stays 0.1. It may use an exponent
    // (1e-7, 1e+21); that is our own conversion, not user text, and the range checks apply after.
    return String(input);
  }
  if (typeof input !== 'string') throw new MoneyParseError(`${label} must be a decimal number`);
  const text = input.trim();
  if (text === '') throw new MoneyParseError(`${label} is required`, 'missing');
  if (NON_FINITE_PATTERN.test(text)) throw new MoneyParseError(`${label} must be a finite number`);
  if (!PLAIN_DECIMAL_PATTERN.test(text)) {
    throw new MoneyParseError(`${label} must be a decimal number`);
  }
  return text;
}

const EXPONENT_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)e[+-]?\d+$/i;
// Beyond this an exponent cannot be a real amount, and writing it out would build a huge string.
const MAX_WRITTEN_EXPONENT = 1000;

/**
 * Text typed into a browser's number input, as plain decimal text: the input accepts exponent
 * notation ('1e3' is a valid number there), which the API refuses on purpose (DESIGN §3), so a
 * form writes it out ('1000') before validating and sending. Anything else is returned trimmed,
 * for parseDecimal to judge.
 */
export function normaliseNumberText(input: string): string {
  const text = input.trim();
  if (!EXPONENT_PATTERN.test(text)) return text;
  const exponent = Number(text.slice(text.search(/e/i) + 1));
  if (Math.abs(exponent) > MAX_WRITTEN_EXPONENT) return text;
  return withoutNegativeZero(new Dec(text).toFixed());
}

/** Converts a trusted value (a Dec or a decimal string from our own storage) to Dec. */
export function toDec(value: DecimalLike): Dec {
  if (value instanceof Dec) return value;
  let result: Dec;
  try {
    result = new Dec(value);
  } catch {
    throw new MoneyParseError(`Invalid decimal value: ${String(value)}`);
  }
  if (!result.isFinite()) throw new MoneyParseError(`Invalid decimal value: ${String(value)}`);
  return result;
}

/** Exact plain-notation string ("1234.5", never "1.2345e+3" nor "-0"). */
export function toDecimalString(value: DecimalLike): string {
  return withoutNegativeZero(toDec(value).toFixed());
}

/** Exactly `places` fraction digits, rounded half-up (half away from zero). */
export function toFixedString(value: DecimalLike, places: number): string {
  assertPlaces(places);
  return withoutNegativeZero(toDec(value).toFixed(places, Dec.ROUND_HALF_UP));
}

// "-0.00" appears when a small negative rounds to zero; a sign on zero only confuses people.
function withoutNegativeZero(text: string): string {
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

function assertPlaces(places: number): void {
  if (!Number.isInteger(places) || places < 0 || places > 100) {
    throw new RangeError(`Decimal places must be an integer from 0 to 100, got ${places}`);
  }
}

/**
 * round(value / factor) * factor, half-up. For negatives "half-up" means half away from zero
 * (-2.5 steps -> -3 steps), so a refund rounds to the mirror image of the payment.
 */
export function roundToFactor(value: DecimalLike, factor: DecimalLike): Dec {
  const f = toDec(factor);
  if (!f.gt(0)) throw new RangeError(`Rounding factor must be greater than 0, got ${f.toFixed()}`);
  const rounded = toDec(value).div(f).toDecimalPlaces(0, Dec.ROUND_HALF_UP).mul(f);
  return rounded.isZero() ? new Dec(0) : rounded;
}

// Amounts for people: written without decimal.js (the web's first page), same rounding.
export { formatAmount } from './amount-text';

/** Whether a value fits a NUMERIC(38,18) column's 20 integer digits (amounts, balances, rates). */
export function fitsStoredNumeric(value: DecimalLike): boolean {
  return toDec(value).abs().lt(LIMIT);
}

export function isPositive(value: DecimalLike): boolean {
  return toDec(value).gt(0);
}

export function isZero(value: DecimalLike): boolean {
  return toDec(value).isZero();
}

export function sum(values: readonly DecimalLike[]): Dec {
  return values.reduce<Dec>((total, v) => total.plus(toDec(v)), new Dec(0));
}
