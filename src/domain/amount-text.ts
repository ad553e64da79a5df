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

// Money in the reader's locale (issue 47, docs/decisions/0062): Intl places the currency's sign
// ('$57,440.20', '57 440,20 $', '4 800,00 $ AU'). A Canadian reader's locale, so the base
// currency is plain '$' and every other one says which it is ('US$', 'JP¥', 'CN¥').
export const MONEY_LOCALES = { en: 'en-CA', fr: 'fr-CA' } as const;

// Only codes Intl knows get a sign from Intl. Its signs are one per currency within a locale
// (amount-text.test.ts checks every code), which the bureau's own symbols are not: JPY and CNY
// were both '¥'. A code Intl does not know (crypto, a bureau's own) is written out after the
// amount, as codes never collide.
let isoCodes: Set<string> | null = null;
const knowsCode = (code: string) =>
  (isoCodes ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount with its currency as the locale writes it, exactly: rounded to `decimalPlaces` on
 * the decimal string's digits and handed to Intl as a string, never through a JS number.
 */
export function formatMoney(
  value: DecimalLike,
  decimalPlaces: number,
  code: string,
  locale: string,
): string {
  if (!knowsCode(code)) return `${formatAmount(value, decimalPlaces, locale)} ${code}`;
  const fixed = roundDecimalText(
    typeof value === 'string' ? value : value.toFixed(),
    decimalPlaces,
  );
  const key = `${locale}|${code}|${decimalPlaces}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: decimalPlaces,
      maximumFractionDigits: decimalPlaces,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(fixed as Intl.StringNumericLiteral);
}
