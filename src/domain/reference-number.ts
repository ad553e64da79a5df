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

const DAY_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function randomPart(randomInt: (maxExclusive: number) => number): string {
  const random = randomInt(RANDOM_RANGE);
  if (!Number.isInteger(random) || random < 0 || random >= RANDOM_RANGE) {
    throw new RangeError(`Random part must be an integer from 0 to 9999, got ${random}`);
  }
  return String(random).padStart(4, '0');
}

/**
 * A new reference number for the bureau's day `day` (YYYY-MM-DD, the day in its time zone, as
 * `localDateOf` gives it): two-digit year, month and day, then 4 random digits (SPEC §9). The day
 * is the bureau's, not the clock of the browser or server that draws the number.
 */
export function generateReferenceNumber(
  day: string,
  randomInt: (maxExclusive: number) => number = cryptoRandomInt,
): string {
  const parts = DAY_PATTERN.exec(day);
  if (!parts) throw new RangeError('Reference date is invalid');
  const [, year = '', month = '', date = ''] = parts;
  return year.slice(2) + month + date + randomPart(randomInt);
}

/** Another number of the same day as `reference`: its date kept, new random digits. */
export function redrawReferenceNumber(
  reference: string,
  randomInt: (maxExclusive: number) => number = cryptoRandomInt,
): string {
  if (!REFERENCE_NUMBER_PATTERN.test(reference)) throw new RangeError('Reference is invalid');
  return reference.slice(0, 6) + randomPart(randomInt);
}
