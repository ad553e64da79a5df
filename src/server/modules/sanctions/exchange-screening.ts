import { SANCTIONS_MESSAGES, type ScreeningStatus } from '@domain/contracts/sanctions';
import type { ScreeningSubject } from '@domain/sanctions/list-entry';
import type { Database, Tx } from '../../db/client';
import { HttpError } from '../../http-errors';
import { screeningInForce, type InForce } from './matcher-cache';
import { blockingOf, hitKey, knownHits, screenSubjects, type SubjectType } from './record-hits';
import { screenStored } from './screen-records';

// Screening at the exchange (docs/decisions/0038): in the exchange's own transaction, with
// what the exchange already read about its parties, one statement for the lists in force and
// the matching in memory. A held or frozen party, or a match not cleared before, refuses the
// exchange; a match never seen before is recorded after the refusal, in its own transaction.

export type ExchangeParty = {
  type: SubjectType;
  id: string;
  status: ScreeningStatus;
  subject: ScreeningSubject;
};

/** The exchange refused for a party's screening: 422 `sanctions_review`, no list details. */
export class SanctionsReviewRefusal extends HttpError {
  constructor(
    readonly subjectType: SubjectType,
    readonly subjectId: string,
    frozen: boolean,
    // A match found now and not yet recorded: recorded once the exchange has rolled back.
    readonly unrecorded: boolean,
  ) {
    const message =
      subjectType === 'customer'
        ? frozen
          ? SANCTIONS_MESSAGES.frozen
          : SANCTIONS_MESSAGES.review
        : frozen
          ? SANCTIONS_MESSAGES.frozenCompany
          : SANCTIONS_MESSAGES.reviewCompany;
    // The usual `{ error, code }` (issue 47), with whose hold it is.
    super(422, 'sanctions_review', message, undefined, {
      subject_type: subjectType,
      subject_id: subjectId,
    });
  }
}

/**
 * Refuses the exchange when a party is frozen or held, or matches an entry of the lists in
 * force without a clearance for it. Writes nothing.
 */
export async function screenExchangeParties(
  tx: Tx,
  parties: readonly ExchangeParty[],
  // The lists in force and thresholds, when the exchange's first statement read them.
  inForce?: InForce,
): Promise<void> {
  const frozen = parties.find((p) => p.status === 'frozen');
  if (frozen) throw new SanctionsReviewRefusal(frozen.type, frozen.id, true, false);
  const held = parties.find((p) => p.status === 'hold');
  if (held) throw new SanctionsReviewRefusal(held.type, held.id, false, false);
  const screening = await screeningInForce(tx, inForce);
  const found = screenSubjects(screening, parties);
  if (found.length === 0) return;
  // Only with a match: are its hits cleared already, or not yet recorded?
  const known = await knownHits(tx, found);
  const first = blockingOf(found, known)[0];
  if (!first) return;
  const unrecorded = first.matches.some((match) => !known.has(hitKey(first, match)));
  throw new SanctionsReviewRefusal(first.type, first.id, false, unrecorded);
}

/**
 * Runs the exchange's transaction; when it is refused for a match not yet recorded, records
 * that subject's hits and hold in a transaction of their own, then refuses as before.
 */
export async function recordingRefusedMatches<T>(db: Database, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SanctionsReviewRefusal && error.unrecorded) {
      await db.transaction((tx) => screenStored(tx, error.subjectType, error.subjectId));
    }
    throw error;
  }
}
