import type { DecimalLike } from './money';

// Amounts written for people, without decimal.js: every screen of the web formats amounts (and
// times) through one set of formatters, and the first page should not download the decimal
// library to write a date. The rounding is the money module's (half away from zero, no "-0"),
// done on the digits of the plain decimal string; `money.ts` re-exports this, and its tests and
// `amount-text.test.ts` hold both to the same answers.

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

// Creating an Intl.NumberFormat is costly and lists render many amounts.
const formatters = new Map<string, Intl.NumberFormat>();

/** A plain decimal string rounded half away from zero to exactly `places` decimals. */
export function roundDecimalText(text: string, places: number): string {
  if (!Number.isInteger(places) || places < 0 || places > 100) {
    throw new RangeError(`Decimal places must be an integer from 0 to 100, got ${places}`);
  }
  const match = PLAIN.exec(text);
  if (!match) throw new RangeError(`Invalid decimal value: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  let digits = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') digits += BigInt(1);
  const padded = digits.toString().padStart(places + 1, '0');
  const unsigned = places === 0 ? padded : `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  // "-0.00" appears when a small negative rounds to zero; a sign on zero only confuses people.
  return sign && /[1-9]/.test(unsigned) ? `-${unsigned}` : unsigned;
}

/**
 * Grouped display string with exactly `decimalPlaces` fraction digits, rounded half-up.
 * Rounds the digits first and hands Intl a string: Intl formats decimal strings exactly
 * (Intl.NumberFormat v3), so 18-decimal crypto amounts never pass through a JS number.
 */
export function formatAmount(value: DecimalLike, decimalPlaces: number, locale = 'en-US'): string {
  // A Dec writes itself in plain notation with toFixed() (never an exponent).
  const text = typeof value === 'string' ? value : value.toFixed();
  const fixed = roundDecimalText(text, decimalPlaces);
  const key = `${locale}|${decimalPlaces}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimalPlaces,
      maximumFractionDigits: decimalPlaces,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(fixed as Intl.StringNumericLiteral);
}
