// Currency performance report math (SPEC §9, Reports).
import { Dec, type DecimalLike, sum, toDec, toDecimalString } from './money';
import { RATE_DECIMAL_PLACES } from './rates';

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
  rate_used: string;
};

export type PerformanceInput = {
  currency: PerformanceCurrency;
  // Transactions touching this currency; the caller decides which statuses count.
  transactions: readonly PerformanceTransaction[];
  latestRate: { buy_rate: string; sell_rate: string } | null;
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
 * touched it, the sums of their to-amounts into it and from-amounts out of it, and the sum of
 * their rates. */
export type PerformanceTotals = {
  currency: PerformanceCurrency;
  transactionCount: number;
  volumeIn: DecimalLike;
  volumeOut: DecimalLike;
  rateSum: DecimalLike;
  latestRate: { buy_rate: string; sell_rate: string } | null;
};

/** The report's figures from totals: the one place the average, the mid rate and the change
 * percent are computed, whether the totals come from SQL or from a list of transactions. */
export function performanceFromTotals(totals: PerformanceTotals): CurrencyPerformance {
  const { currency, latestRate, transactionCount } = totals;
  const volumeIn = toDec(totals.volumeIn);
  const volumeOut = toDec(totals.volumeOut);
  const average = transactionCount === 0 ? null : toDec(totals.rateSum).div(transactionCount);
  const mid = latestRate
    ? toDec(latestRate.buy_rate).plus(toDec(latestRate.sell_rate)).div(2)
    : null;
  const change =
    average && mid && !average.isZero() ? mid.minus(average).div(average).mul(100) : null;

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
  const { currency, latestRate } = input;
  // Rows about other currencies are ignored rather than trusted blindly.
  const transactions = input.transactions.filter(
    (tx) => tx.from_currency_id === currency.id || tx.to_currency_id === currency.id,
  );
  // Volume in: this currency received by customers; volume out: this currency handed over.
  return performanceFromTotals({
    currency,
    transactionCount: transactions.length,
    volumeIn: sum(
      transactions.filter((tx) => tx.to_currency_id === currency.id).map((tx) => tx.to_amount),
    ),
    volumeOut: sum(
      transactions.filter((tx) => tx.from_currency_id === currency.id).map((tx) => tx.from_amount),
    ),
    rateSum: sum(transactions.map((tx) => tx.rate_used)),
    latestRate,
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
