import { BASE_CURRENCY_CODE } from './currency';
import type { PairFigures } from './exchange';
import { type Dec, fitsStoredNumeric, roundToFactor, sum, toFixedString } from './money';
import { lookupRate, type RateRow } from './rates';

// Values in CAD are kept to the cent: they are totals for reports, not cash handed over.
export const BASE_VALUE_FACTOR = '0.01';

export const noRateToBaseMessage = (code: string) => `No rate to ${BASE_CURRENCY_CODE} for ${code}`;

type PairCurrency = { id: string; code: string };

/**
 * A pair's value in the base currency (CAD) when booked (docs/decisions/0013): the CAD side of
 * the pair when it has one, else the amount handed over through the current from -> CAD rate
 * (direct or inverse), to the cent. Null when no rate to CAD exists. The server stores it; the
 * exchange screen's total previews it.
 */
export function pairBaseValue(args: {
  figures: PairFigures;
  from: PairCurrency;
  to: PairCurrency;
  baseCurrencyId: string | null;
  rates: readonly RateRow[];
  asOf?: Date;
}): Dec | null {
  const { figures, from, to, baseCurrencyId, rates, asOf } = args;
  if (from.code === BASE_CURRENCY_CODE) return figures.from_amount;
  if (to.code === BASE_CURRENCY_CODE) return figures.to_amount;
  if (!baseCurrencyId) return null;
  const toBase = lookupRate({ fromId: from.id, toId: baseCurrencyId, rates, asOf });
  return toBase ? roundToFactor(figures.from_amount.mul(toBase), BASE_VALUE_FACTOR) : null;
}

/** An exchange's total value in CAD, to 2 decimals (SPEC §9): the sum of its pairs' values. */
export function exchangeTotalValue(values: readonly Dec[]): string {
  return toFixedString(sum(values), 2);
}

/**
 * Whether every figure a pair books fits the NUMERIC(38,18) columns: an amount times a large
 * rate (or what is received divided by a tiny one) can exceed 20 integer digits.
 */
export function pairFitsStorage(figures: PairFigures, baseValue: Dec | null): boolean {
  return [figures.from_amount, figures.to_amount, ...(baseValue ? [baseValue] : [])].every(
    fitsStoredNumeric,
  );
}
