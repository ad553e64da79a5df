import { Dec, type DecimalLike, parseDecimal, roundToFactor, toDec } from './money';

export type RateRow = {
  id: string;
  from_currency_id: string;
  to_currency_id: string;
  buy_rate: string;
  sell_rate: string;
  effective_date: string; // ISO timestamp
  created_at: string;
};

// Scale of the rate columns, NUMERIC(38,18). A derived rate (an inverse, a crypto ratio) is
// rounded to it so the rate we compute with is exactly the rate we store as rate_used, and
// the stored transaction can be recomputed from its own figures.
export const RATE_DECIMAL_PLACES = 18;

export function roundRate(rate: DecimalLike): Dec {
  return toDec(rate).toDecimalPlaces(RATE_DECIMAL_PLACES, Dec.ROUND_HALF_UP);
}

/**
 * The rate in force for the ordered pair (from -> to) at `asOf`: among rows already effective,
 * the latest effective_date, then the latest created_at (a correction entered later wins), then
 * the greatest id so server and browser always agree on the same row. Times count to the
 * millisecond, as the API sends them; currentRateIds in SQL truncates to match.
 */
export function currentRate(
  rows: readonly RateRow[],
  fromId: string,
  toId: string,
  asOf: Date = new Date(),
): RateRow | null {
  const limit = asOf.getTime();
  let best: RateRow | null = null;
  for (const row of rows) {
    if (row.from_currency_id !== fromId || row.to_currency_id !== toId) continue;
    // Compare instants, not strings: ISO texts with different offsets do not sort as text.
    const effective = Date.parse(row.effective_date);
    if (Number.isNaN(effective) || effective > limit) continue;
    if (best === null || isNewer(row, best)) best = row;
  }
  return best;
}

function isNewer(a: RateRow, b: RateRow): boolean {
  const byEffective = Date.parse(a.effective_date) - Date.parse(b.effective_date);
  if (byEffective !== 0) return byEffective > 0;
  const byCreated = timeOrZero(a.created_at) - timeOrZero(b.created_at);
  if (byCreated !== 0) return byCreated > 0;
  return a.id > b.id;
}

function timeOrZero(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

// A stored rate that is missing, garbage, zero or negative cannot price anything. A missing one
// (no custom rate, no pair the other way) is the common case: answered without building and
// catching an error, which cost more than the pricing itself.
function positiveOrNull(value: unknown): Dec | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const rate = parseDecimal(value, 'Rate');
    return rate.gt(0) ? rate : null;
  } catch {
    return null;
  }
}

/**
 * The rate for an exchange pair (SPEC §5): a positive custom rate; else the current direct pair's
 * buy_rate; else the inverse of the current reverse pair's buy_rate; else null (no calculation).
 */
export function lookupRate(args: {
  fromId: string;
  toId: string;
  customRate?: string | number | null;
  rates: readonly RateRow[];
  asOf?: Date;
}): Dec | null {
  const { fromId, toId, customRate, rates, asOf } = args;
  if (fromId === toId) return null;

  // An unparsable or non-positive override is ignored, exactly as an empty one.
  const custom = positiveOrNull(customRate);
  if (custom) return custom;

  return tableRate(
    currentRate(rates, fromId, toId, asOf)?.buy_rate,
    currentRate(rates, toId, fromId, asOf)?.buy_rate,
  );
}

/**
 * The table's rate for a pair from the buy rates of its current direct and reverse rows (either
 * may be missing): the direct pair's buy_rate, else the inverse of the reverse pair's, else null.
 * The rule lookupRate applies without a custom rate.
 */
export function tableRate(directBuyRate: unknown, reverseBuyRate: unknown): Dec | null {
  const directRate = positiveOrNull(directBuyRate);
  if (directRate) return directRate;
  const reverseRate = positiveOrNull(reverseBuyRate);
  if (reverseRate) return roundRate(new Dec(1).div(reverseRate));
  return null;
}

/**
 * A cross rate through the base currency (docs/decisions/0037, a difference from SPEC §5): the
 * table's from -> CAD rate times its CAD -> to rate, each leg as lookupRate finds it, so the
 * bureau earns both legs' spreads. Null when either leg has no rate, or when from or to is CAD.
 */
export function crossRate(args: {
  fromId: string;
  toId: string;
  baseId: string | null;
  rates: readonly RateRow[];
  asOf?: Date;
}): Dec | null {
  const { fromId, toId, baseId, rates, asOf } = args;
  if (!baseId || fromId === toId || fromId === baseId || toId === baseId) return null;
  const toBase = lookupRate({ fromId, toId: baseId, rates, asOf });
  const fromBase = lookupRate({ fromId: baseId, toId, rates, asOf });
  return toBase && fromBase ? roundRate(toBase.mul(fromBase)) : null;
}

function assertPositiveRate(rate: Dec): void {
  if (!rate.gt(0)) throw new RangeError(`Rate must be greater than 0, got ${rate.toFixed()}`);
}

/** What the customer receives: amount x rate, rounded to the target currency's factor. */
export function convertAmount(
  amount: DecimalLike,
  rate: DecimalLike,
  roundingFactor: DecimalLike,
): Dec {
  const r = toDec(rate);
  assertPositiveRate(r);
  return roundToFactor(toDec(amount).mul(r), roundingFactor);
}

/**
 * What the customer must hand over to receive `receives` (SPEC §4: when "receives" was typed
 * last it drives the amount): receives / rate, rounded to the source currency's factor.
 */
export function inverseConvert(
  receives: DecimalLike,
  rate: DecimalLike,
  roundingFactorOfSource: DecimalLike,
): Dec {
  const r = toDec(rate);
  assertPositiveRate(r);
  return roundToFactor(toDec(receives).div(r), roundingFactorOfSource);
}
