// Currency performance report math (SPEC §9, Reports).
import { Dec, type DecimalLike, sum, toDec, toDecimalString } from './money';
import { BASE_CURRENCY_CODE } from './currency';
import { RATE_DECIMAL_PLACES, tableRate } from './rates';

export const REPORT_PAGE_SIZE = 6;

export type PerformanceCurrency = {
  id: string;
  code: string;
  name: string;
  tier: number;
  crypto_id: string | null;
};

export type PerformanceTransaction = {
  from_currency_id: string;
  to_currency_id: string;
  from_amount: string;
  to_amount: string;
  /** The transaction's value in CAD when booked (docs/decisions/0013). */
  base_value: string;
};

/** The buy rates of the currency's current rows against CAD, each way (null: no such row). */
export type RatesWithCad = { toCad: string | null; fromCad: string | null };

export type PerformanceInput = {
  currency: PerformanceCurrency;
  // Transactions touching this currency; the caller decides which statuses count.
  transactions: readonly PerformanceTransaction[];
  latestRate: { buy_rate: string; sell_rate: string } | null;
  ratesWithCad: RatesWithCad;
};

export type CurrencyPerformance = {
  currency: PerformanceCurrency;
  transactionCount: number;
  volumeIn: string;
  volumeOut: string;
  netVolume: string;
  averageRate: string | null;
  latestRate: string | null;
  changePercent: string | null;
};

// Means and ratios do not terminate (1/3); they are cut to the rate scale, half-up, so the
// strings stay readable and identical on server and browser.
function derived(value: Dec): string {
  return toDecimalString(value.toDecimalPlaces(RATE_DECIMAL_PLACES, Dec.ROUND_HALF_UP));
}

/** A currency's figures already summed (by SQL over many transactions): how many transactions
 * touched it, the sums of their to-amounts into it and from-amounts out of it, and the CAD
 * values (when booked) of each of those two sides. */
export type PerformanceTotals = {
  currency: PerformanceCurrency;
  transactionCount: number;
  volumeIn: DecimalLike;
  volumeOut: DecimalLike;
  volumeInCad: DecimalLike;
  volumeOutCad: DecimalLike;
  latestRate: { buy_rate: string; sell_rate: string } | null;
  ratesWithCad: RatesWithCad;
};

/**
 * The change of the currency's value in CAD over the period, in percent
 * (docs/decisions/0017): the period's trades of the currency valued at the rates they would be
 * booked at now, both ways turned to CAD per unit (what customers hand over at the current
 * currency -> CAD rate; what they receive at the CAD -> currency rate, inverted), against their
 * CAD value when booked. Trades at unchanged rates give 0; rates raised 5 % give +5. Null for
 * CAD itself, without a trade, or when a side that traded has no current rate.
 */
export function valueChangePercent(totals: PerformanceTotals): Dec | null {
  if (totals.currency.code === BASE_CURRENCY_CODE) return null;
  const volumeOut = toDec(totals.volumeOut);
  const volumeIn = toDec(totals.volumeIn);
  const booked = toDec(totals.volumeOutCad).plus(toDec(totals.volumeInCad));
  if (booked.isZero()) return null;
  const { toCad, fromCad } = totals.ratesWithCad;
  // CAD per unit handed over by customers; units per CAD handed to them.
  const cadPerUnitOut = tableRate(toCad, fromCad);
  const unitsPerCadIn = tableRate(fromCad, toCad);
  if ((!volumeOut.isZero() && !cadPerUnitOut) || (!volumeIn.isZero() && !unitsPerCadIn)) {
    return null;
  }
  const now = (cadPerUnitOut ? volumeOut.mul(cadPerUnitOut) : new Dec(0)).plus(
    unitsPerCadIn ? volumeIn.div(unitsPerCadIn) : new Dec(0),
  );
  return now.minus(booked).div(booked).mul(100);
}

/** The report's figures from totals: the one place the average, the mid rate and the change
 * percent are computed, whether the totals come from SQL or from a list of transactions. The
 * average is the CAD paid or received per unit of the currency over the period's trades. */
export function performanceFromTotals(totals: PerformanceTotals): CurrencyPerformance {
  const { currency, latestRate, transactionCount } = totals;
  const volumeIn = toDec(totals.volumeIn);
  const volumeOut = toDec(totals.volumeOut);
  const units = volumeIn.plus(volumeOut);
  const average = units.isZero()
    ? null
    : toDec(totals.volumeInCad).plus(toDec(totals.volumeOutCad)).div(units);
  const mid = latestRate
    ? toDec(latestRate.buy_rate).plus(toDec(latestRate.sell_rate)).div(2)
    : null;
  const change = valueChangePercent(totals);

  return {
    currency,
    transactionCount,
    volumeIn: toDecimalString(volumeIn),
    volumeOut: toDecimalString(volumeOut),
    netVolume: toDecimalString(volumeIn.minus(volumeOut)),
    averageRate: average ? derived(average) : null,
    latestRate: mid ? derived(mid) : null,
    changePercent: change ? derived(change) : null,
  };
}

export function computeCurrencyPerformance(input: PerformanceInput): CurrencyPerformance {
  const { currency, latestRate, ratesWithCad } = input;
  // Rows about other currencies are ignored rather than trusted blindly.
  const into = input.transactions.filter((tx) => tx.to_currency_id === currency.id);
  const outOf = input.transactions.filter((tx) => tx.from_currency_id === currency.id);
  const count = input.transactions.filter(
    (tx) => tx.from_currency_id === currency.id || tx.to_currency_id === currency.id,
  ).length;
  // Volume in: this currency received by customers; volume out: this currency handed over.
  return performanceFromTotals({
    currency,
    transactionCount: count,
    volumeIn: sum(into.map((tx) => tx.to_amount)),
    volumeOut: sum(outOf.map((tx) => tx.from_amount)),
    volumeInCad: sum(into.map((tx) => tx.base_value)),
    volumeOutCad: sum(outOf.map((tx) => tx.base_value)),
    latestRate,
    ratesWithCad,
  });
}

/** Report order: tier ascending, then most transactions first, then code for a stable order. */
export function sortPerformance<
  T extends Pick<CurrencyPerformance, 'currency' | 'transactionCount'>,
>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      a.currency.tier - b.currency.tier ||
      b.transactionCount - a.transactionCount ||
      a.currency.code.localeCompare(b.currency.code),
  );
}
