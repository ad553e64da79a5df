import { type Dec, type DecimalLike, sum, toDec, toDecimalString } from '../money';

export type CountLine = { value: string; quantity: number };

/** A count's total: every denomination's value times how many were counted. */
export function countTotal(lines: readonly CountLine[]): Dec {
  return sum(lines.map((line) => toDec(line.value).times(line.quantity)));
}

/** What a count finds beside what the till held: positive is over, negative is short. */
export function countVariance(counted: DecimalLike, expected: DecimalLike): string {
  return toDecimalString(toDec(counted).minus(expected));
}

export type CountProblem =
  | { kind: 'unknown_denomination'; value: string }
  | { kind: 'repeated_denomination'; value: string }
  | { kind: 'off_rounding'; total: string };

/**
 * Why a currency's count cannot be taken, or null: every line names one of the currency's
 * denominations, once, and the total is a multiple of the currency's rounding factor.
 */
export function countProblem(
  lines: readonly CountLine[],
  denominationValues: readonly DecimalLike[],
  roundingFactor: DecimalLike,
): CountProblem | null {
  const known = new Set(denominationValues.map((value) => toDecimalString(value)));
  const seen = new Set<string>();
  for (const line of lines) {
    const value = toDecimalString(line.value);
    if (!known.has(value)) return { kind: 'unknown_denomination', value };
    if (seen.has(value)) return { kind: 'repeated_denomination', value };
    seen.add(value);
  }
  const total = countTotal(lines);
  if (!total.mod(roundingFactor).isZero()) {
    return { kind: 'off_rounding', total: toDecimalString(total) };
  }
  return null;
}

export function countProblemMessage(code: string, problem: CountProblem): string {
  switch (problem.kind) {
    case 'unknown_denomination':
      return `${code} has no denomination of ${problem.value}`;
    case 'repeated_denomination':
      return `The ${problem.value} ${code} denomination is counted twice`;
    case 'off_rounding':
      return `The ${code} total ${problem.total} does not match the currency's rounding`;
  }
}
