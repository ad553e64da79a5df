import { type Dec, type DecimalLike, toDec } from './money';

export type Payout = { currencyId: string; toAmount: Dec };

/**
 * What each paid-out currency's account holds once every pair of the form has paid out: its
 * balance minus the to-amounts of all pairs that pay out that currency. The exchange screen
 * warns (it does not block) when one would fall below zero.
 */
export function balancesAfterPayouts(
  payouts: readonly Payout[],
  balances: ReadonlyMap<string, DecimalLike>,
): Map<string, Dec> {
  const after = new Map<string, Dec>();
  for (const { currencyId, toAmount } of payouts) {
    const balance = balances.get(currencyId);
    if (balance === undefined) continue;
    after.set(currencyId, (after.get(currencyId) ?? toDec(balance)).minus(toAmount));
  }
  return after;
}

export const belowZeroWarning = (code: string, after: string) =>
  `This exchange would take the ${code} balance below zero (${after} ${code} after all pairs)`;
