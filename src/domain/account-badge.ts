import { type DecimalLike, toDec } from './money';

export const LOW_BALANCE_THRESHOLD = 1000;

export type AccountBadge = 'Negative' | 'Empty' | 'Low' | 'Available';

/** Inventory badge of an account balance (SPEC §4). */
export function accountBadge(balance: DecimalLike): AccountBadge {
  const value = toDec(balance);
  if (value.lt(0)) return 'Negative';
  if (value.isZero()) return 'Empty';
  if (value.lt(LOW_BALANCE_THRESHOLD)) return 'Low';
  return 'Available';
}
