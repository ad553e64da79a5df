import { type Dec, type DecimalLike, toDec } from './money';

export type PairMovement = {
  fromCurrencyId: string;
  fromAmount: Dec;
  toCurrencyId: string;
  toAmount: Dec;
};

/**
 * What each account holds once the exchange is booked: its balance plus what the pairs take in
 * and minus what they pay out, over every pair of the form (so two pairs paying out one currency
 * count together). The exchange screen warns (it does not block) when a paid-out currency would
 * end below zero. Currencies without a known balance are left out.
 */
export function balancesAfterExchange(
  pairs: readonly PairMovement[],
  balances: ReadonlyMap<string, DecimalLike>,
): Map<string, Dec> {
  const after = new Map<string, Dec>();
  const move = (currencyId: string, delta: Dec) => {
    const balance = balances.get(currencyId);
    if (balance === undefined) return;
    after.set(currencyId, (after.get(currencyId) ?? toDec(balance)).plus(delta));
  };
  for (const pair of pairs) {
    move(pair.fromCurrencyId, pair.fromAmount);
    move(pair.toCurrencyId, pair.toAmount.neg());
  }
  return after;
}
