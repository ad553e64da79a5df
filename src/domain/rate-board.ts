import { Dec, formatAmount, toDec, type DecimalLike } from './money';
import { tableRate } from './rates';

// The public rate board and the printed rate sheet (issue 26, docs/decisions/0037-rates-and-profit.md):
// "We buy" and "We sell" per currency, in CAD per one unit, exactly as the counter prices them.

// Figures on the board keep this many significant digits: more than a customer reads, as many
// as the computed rates carry (decision 0037, the feed's rounding).
export const BOARD_SIGNIFICANT_DIGITS = 6;

const shown = (rate: Dec) =>
  rate.toSignificantDigits(BOARD_SIGNIFICANT_DIGITS, Dec.ROUND_HALF_UP).toFixed();

/**
 * A currency's two board figures from the buy rates of its current rows against CAD (either row
 * may be missing), by the exchange's own rule (lookupRate, SPEC §5):
 * - we buy: a customer hands over the currency for CAD — the X→CAD table rate (CAD per unit);
 * - we sell: a customer hands over CAD for the currency — the CAD→X table rate (units per CAD),
 *   shown as CAD per unit (its inverse).
 * A side the table cannot price is null.
 */
export function boardFigures(
  toCadBuyRate: unknown,
  fromCadBuyRate: unknown,
  // The currency's quote unit (issue 46): the figures are CAD per this many units.
  quoteUnit = 1,
): { we_buy: string | null; we_sell: string | null } {
  const buy = tableRate(toCadBuyRate, fromCadBuyRate);
  const sellUnitsPerCad = tableRate(fromCadBuyRate, toCadBuyRate);
  return {
    we_buy: buy ? shown(buy.mul(quoteUnit)) : null,
    we_sell: sellUnitsPerCad ? shown(new Dec(quoteUnit).div(sellUnitsPerCad)) : null,
  };
}

/**
 * A rate of from -> to as a person reads it (issue 46): per the quote unit of the side quoted
 * per more than one unit ("100 JPY = 0.9111 CAD", "100 JPY = 0.9116 CAD" for CAD -> JPY), else
 * per one unit of from. Only how it is shown: amounts are computed per one unit.
 */
export function quotedRate(
  rate: DecimalLike,
  from: { code: string; quote_unit: number },
  to: { code: string; quote_unit: number },
): { units: number; of: string; value: Dec; in: string } {
  const value = toDec(rate);
  if (from.quote_unit > 1) {
    return {
      units: from.quote_unit,
      of: from.code,
      value: value.mul(from.quote_unit),
      in: to.code,
    };
  }
  if (to.quote_unit > 1 && value.gt(0)) {
    return {
      units: to.quote_unit,
      of: to.code,
      value: new Dec(to.quote_unit).div(value),
      in: from.code,
    };
  }
  return { units: 1, of: from.code, value, in: to.code };
}

/**
 * A board figure as written on the board and the sheet: at least four decimals and at least four
 * significant digits (1.3500, 0.008900, 0.01720), grouped.
 */
export function boardRateText(rate: string): string {
  return formatAmount(toDec(rate), rateShownPlaces(rate));
}

/**
 * How many decimals a rate is shown with: SPEC's four (1.3500), more for a small rate so it keeps
 * four significant digits (0.00001083 for a CAD -> BTC rate, never 0.0000); at most 18.
 */
export function rateShownPlaces(rate: DecimalLike): number {
  const value = toDec(rate);
  if (value.isZero()) return 4;
  // The position of the first significant digit: 0 for 1.35, -3 for 0.0089.
  const magnitude = value.abs().e;
  return Math.min(Math.max(4, 3 - magnitude), 18);
}

// The country (or union) whose flag stands for a currency: the seeded ones and other common
// notes. A currency missing here (crypto, one a bureau added) shows no flag. Flags are pictures
// (SVG), not emoji: Linux shows emoji flags as empty boxes (issue 47).
const FLAG_REGIONS: Readonly<Record<string, string>> = {
  CAD: 'CA',
  USD: 'US',
  EUR: 'EU',
  GBP: 'GB',
  JPY: 'JP',
  CHF: 'CH',
  AUD: 'AU',
  CNY: 'CN',
  MXN: 'MX',
  INR: 'IN',
  HKD: 'HK',
  NZD: 'NZ',
  SGD: 'SG',
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  KRW: 'KR',
  BRL: 'BR',
  ZAR: 'ZA',
  TRY: 'TR',
  PLN: 'PL',
  THB: 'TH',
  PHP: 'PH',
  AED: 'AE',
  ILS: 'IL',
  CZK: 'CZ',
  HUF: 'HU',
  TWD: 'TW',
};

/**
 * The ISO 3166 region (or 'eu') whose flag stands for a currency, lower-cased as flag files are
 * named ('us' for USD, 'eu' for EUR); null when it has none.
 */
export function currencyFlagRegion(code: string): string | null {
  return FLAG_REGIONS[code.toUpperCase()]?.toLowerCase() ?? null;
}
