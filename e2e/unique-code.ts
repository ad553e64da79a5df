/**
 * A fiat currency code (3 characters) of this run's own, starting with `prefix` (one letter per
 * test, so that two tests running side by side never draw the same code: R rates, F and G
 * currencies, P payout units, Q and V accounts, W customers in French), then a
 * digit, so that it is no ISO 4217 code (which Intl would write with a sign of its own, where the
 * bureau's own code is written after the amount) and searching for it never finds a word of another
 * rate's names or countries ("RIC" found "America"); one of 360 codes by the clock.
 */
export function uniqueCurrencyCode(prefix: string): string {
  const n = Date.now() % 360;
  return `${prefix}${Math.floor(n / 36)}${(n % 36).toString(36).toUpperCase()}`;
}
