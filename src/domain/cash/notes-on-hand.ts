import { type DecimalLike, toDec } from '../money';
import type { CountLine } from './count';

// Notes on hand (issue 46): what a till's notes and coins can make, as its last count found
// them. Best effort between counts: what was paid out since is not known note by note.

/** Bigger than this many steps, the answer is not worked out (and taken as yes). */
const MAX_STEPS = 4_000_000;

/** Adds lines of the same denominations together (a count and what was handed in since). */
export function addLines(...lists: (readonly CountLine[])[]): CountLine[] {
  const byValue = new Map<string, { value: string; quantity: number }>();
  for (const line of lists.flat()) {
    const key = toDec(line.value).toFixed();
    const held = byValue.get(key) ?? { value: key, quantity: 0 };
    held.quantity += line.quantity;
    byValue.set(key, held);
  }
  return [...byValue.values()].filter((line) => line.quantity > 0);
}

/** Takes lines away (notes handed out of the till since the count), never below none. */
export function lessLines(lines: readonly CountLine[], taken: readonly CountLine[]): CountLine[] {
  const out = addLines(lines);
  for (const line of taken) {
    const held = out.find((l) => toDec(l.value).eq(toDec(line.value)));
    if (held) held.quantity = Math.max(0, held.quantity - line.quantity);
  }
  return out.filter((line) => line.quantity > 0);
}

/**
 * Whether `amount` can be made of the notes and coins counted, each used at most as many times
 * as counted (a bounded subset sum, in whole multiples of the smallest step the values share).
 * An amount off every denomination's step cannot be made; a sum too large to work out is
 * taken as makeable.
 */
export function notesCanMake(amount: DecimalLike, lines: readonly CountLine[]): boolean {
  const target = toDec(amount);
  if (target.isZero()) return true;
  const held = addLines(lines);
  if (held.length === 0) return false;
  // The values as whole numbers of the smallest decimal step among them.
  const places = Math.max(
    0,
    ...held.map((l) => toDec(l.value).decimalPlaces()),
    target.decimalPlaces(),
  );
  const scale = toDec('10').pow(places);
  const whole = (value: DecimalLike) => BigInt(toDec(value).mul(scale).toFixed(0));
  const goal = whole(target);
  const items = held.map((l) => ({ value: whole(l.value), quantity: l.quantity }));
  const total = items.reduce((sum, i) => sum + i.value * BigInt(i.quantity), 0n);
  if (goal > total) return false;
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const step = items.reduce((g, i) => gcd(g, i.value), 0n);
  if (goal % step !== 0n) return false;
  const size = Number(goal / step);
  if (size * items.length > MAX_STEPS) return true;
  // reach[s]: how many of the current denomination are left after making s, or -1.
  let reach = new Int32Array(size + 1).fill(-1);
  reach[0] = 0;
  for (const item of items) {
    const unit = Number(item.value / step);
    const next = new Int32Array(size + 1).fill(-1);
    for (let s = 0; s <= size; s++) {
      if (reach[s]! >= 0) next[s] = item.quantity;
      else if (s >= unit && next[s - unit]! > 0) next[s] = next[s - unit]! - 1;
    }
    reach = next;
    if (reach[size]! >= 0) return true;
  }
  return reach[size]! >= 0;
}
