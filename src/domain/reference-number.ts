// YYMMDD + 4 digits, e.g. "2611210427" (SPEC §9).
export const REFERENCE_NUMBER_PATTERN = /^\d{10}$/;

const RANDOM_RANGE = 10_000;
const UINT32_RANGE = 2 ** 32;

/**
 * Uniform integer in [0, maxExclusive) from the Web Crypto API (browser and Node 20 alike).
 * Rejection sampling: a plain modulo would favour the low numbers.
 */
export function cryptoRandomInt(maxExclusive: number): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > UINT32_RANGE) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % maxExclusive);
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % maxExclusive;
  }
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Two-digit year, month and day in local time, then 4 random digits. */
export function generateReferenceNumber(
  date: Date = new Date(),
  randomInt: (maxExclusive: number) => number = cryptoRandomInt,
): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Reference date is invalid');
  const random = randomInt(RANDOM_RANGE);
  if (!Number.isInteger(random) || random < 0 || random >= RANDOM_RANGE) {
    throw new RangeError(`Random part must be an integer from 0 to 9999, got ${random}`);
  }
  return (
    twoDigits(date.getFullYear() % 100) +
    twoDigits(date.getMonth() + 1) +
    twoDigits(date.getDate()) +
    String(random).padStart(4, '0')
  );
}
