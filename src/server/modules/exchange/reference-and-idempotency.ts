import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { generateReferenceNumber, REFERENCE_NUMBER_PATTERN } from '@domain/reference-number';
import { preparedRows, type Tx } from '../../db/client';
import { conflict, unprocessable } from '../../http-errors';

export const REFERENCE_TAKEN =
  'This reference number is already used or malformed; take a new one and submit again';
export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used for a different exchange';

// 10,000 numbers a day: a few tries find a free one unless the day is nearly full.
const ALLOCATION_ATTEMPTS = 20;

// JSON with sorted keys, so the same request always hashes the same.
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Hash of the validated request (decimals already canonical, so "10" and 10 agree). */
export function requestHash(input: CreateExchangeInput): string {
  // Without a relationship (or a third party determination) the hash is the one requests had
  // before the field existed, so a retried request of that time still replays.
  const { third_party_relationship: relationship, acting_for_third_party: acting, ...rest } = input;
  const hashed = {
    ...rest,
    ...(relationship === null ? {} : { third_party_relationship: relationship }),
    ...(acting == null ? {} : { acting_for_third_party: acting }),
  };
  return createHash('sha256').update(canonical(hashed)).digest('hex');
}

/**
 * The reference of the exchange stored under a request's Idempotency-Key when the request is
 * the same, a 422 when the key was used for another request; null when nothing is stored.
 */
export function replayOf(
  stored: { reference_number: string; request_hash: string } | null | undefined,
  hash: string,
): string | null {
  if (!stored) return null;
  if (stored.request_hash !== hash)
    throw unprocessable(IDEMPOTENCY_MISMATCH, 'idempotency_mismatch');
  return stored.reference_number;
}

// The exchange this staff member already booked under this key, if any (replayOf).
async function replayedReference(
  tx: Tx,
  key: string,
  userId: string | null,
  hash: string,
): Promise<string | null> {
  const [row] = await preparedRows<{ reference_number: string; request_hash: string }>(
    tx,
    'exchange_by_user_key',
    sql`select reference_number, request_hash from exchanges
      where idempotency_key = ${key} and created_by is not distinct from ${userId}`,
  );
  return replayOf(row, hash);
}

type Claim<T> =
  { kind: 'claimed'; reference: string; booked: T } | { kind: 'replay'; reference: string };

/**
 * Books the exchange under its reference number: the client's number when well-formed and
 * unused (else 409 reference_taken), or a newly allocated one, retried on collision. `book`
 * writes everything under a number and answers what it wrote, or null and nothing when the
 * number is taken (pairs written outside an exchange hold references too; on PostgreSQL a
 * concurrent booking of the same key or number is waited for, then seen). When another request
 * with the same key won meanwhile, answers that one instead.
 */
export async function claimReference<T>(
  tx: Tx,
  args: {
    requested: string | undefined;
    // The bureau's day (YYYY-MM-DD in its time zone) a number drawn here is of.
    day: string;
    key: string | null;
    hash: string;
    userId: string | null;
  },
  book: (reference: string) => Promise<T | null>,
): Promise<Claim<T>> {
  const { requested, day, key, hash } = args;
  if (requested !== undefined && !REFERENCE_NUMBER_PATTERN.test(requested)) {
    throw conflict(REFERENCE_TAKEN, 'reference_taken');
  }
  for (let attempt = 0; attempt < ALLOCATION_ATTEMPTS; attempt++) {
    const reference = requested ?? generateReferenceNumber(day);
    const booked = await book(reference);
    if (booked !== null) return { kind: 'claimed', reference, booked };
    if (key) {
      const winner = await replayedReference(tx, key, args.userId, hash);
      if (winner) return { kind: 'replay', reference: winner };
    }
    if (requested !== undefined) throw conflict(REFERENCE_TAKEN, 'reference_taken');
  }
  throw conflict('No free reference number was found; please try again', 'reference_taken');
}
