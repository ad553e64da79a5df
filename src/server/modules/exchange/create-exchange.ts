import { addDays } from '@domain/business-day';
import type { Clock } from '@domain/clock';
import type { ExchangeResponse } from '@domain/contracts/transactions';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import type { StaffRole } from '@domain/staff';
import type { Database } from '../../db/client';
import { checkComplianceCases, exchangeFigures, updateComplianceCases } from '../compliance';
import { transactionHandingContext } from '../../db/audit-context';
import { bookingTillOf, type BookingTill } from '../cash';
import { findExchange } from '../transactions';
import { bookExchange } from './book-exchange';
import { bookedAnswer } from './booked-answer';
import { recordingRefusedMatches, screenExchangeParties } from '../sanctions';
import { checkParties, checkRateOverrides, sanctionsParties } from './check-parties';
import { checkIdentification, thirdPartyRecord } from './check-identification';
import { complianceOf } from './compliance-hook';
import { pricePairs } from './price-pairs';
import { readExchangeFacts } from './read-exchange-facts';
import { claimReference, replayOf, requestHash } from './reference-and-idempotency';
import { bureauDay, startExchange } from './start-exchange';
import { assertDayOpen } from '../accounts';

export type ExchangeResult = { created: boolean; exchange: ExchangeResponse };

// The reference number drawn was taken after the booking's commit had been sent behind it.
class BookAgain extends Error {}

// The days an exchange may fall on, asked about before the time zone is read: the date it
// names, or the bureau's day of `now`, which in any zone is within a day of the UTC date.
function bookingDates(requested: string | undefined, now: Date): string[] {
  if (requested) return [requested];
  const utc = now.toISOString().slice(0, 10);
  return [addDays(utc, -1), utc, addDays(utc, 1)];
}

/**
 * Books an exchange (DESIGN §4): in one database transaction the parties are checked, every
 * pair is priced from the stored rates, the pairs are written under one reference number and
 * the balances move through the ledger. Any refusal or failure rolls everything back. With an
 * Idempotency-Key, a repeated request answers the first result and books nothing.
 */
export async function createExchange(
  db: Database,
  clock: Clock,
  input: CreateExchangeInput,
  options: {
    userId: string | null;
    role: StaffRole | null;
    idempotencyKey: string | null;
    // The install's own bookings (the demo data) name their till; staff book through their
    // open till session, never through this.
    till?: BookingTill;
  },
): Promise<ExchangeResult> {
  const { userId, role, idempotencyKey: key } = options;
  const customerId = input.customer_id;
  if (!customerId) throw new Error('the contract guarantees a customer');
  const withCustomer = { ...input, customer_id: customerId };
  const hash = requestHash(input);
  const now = clock();

  // A refusal for a sanctions match never seen before records it once this has rolled back.
  const attempt = (pipelined: boolean) =>
    recordingRefusedMatches(db, () =>
      // The audit context (who books, from where) is handed over by the first statement itself.
      transactionHandingContext(db, async (tx, auditSettings, finishWith) => {
        const recipientId = input.is_on_behalf ? input.recipient_customer_id : null;
        const starting = startExchange(
          tx,
          { key, userId, auditSettings },
          [customerId, recipientId],
          bookingDates(input.transaction_date, now),
        );
        // On a pipelining connection the facts statement goes out right behind the start, and
        // runs once the start's locks are held, as it would if sent after its answer.
        const reading = finishWith ? readExchangeFacts(tx, withCustomer, now) : null;
        reading?.catch(() => {});
        const start = await starting;
        const { stored, settings, at } = start;
        const replay = replayOf(stored, hash);
        if (replay) return { created: false, reference: replay, exchange: null };
        // The bureau's day in its own time zone (the business_time_zone setting).
        const today = bureauDay(settings, now);
        const date = input.transaction_date ?? today;
        // The teller's open till takes the cash; none, or a closed day, refuses the exchange.
        const till = options.till ?? bookingTillOf(start.till, date);
        if (options.till) await assertDayOpen(tx, options.till.branchId, date);
        const facts = await (reading ?? readExchangeFacts(tx, withCustomer, now));
        const customer = checkParties(input, facts, settings, today);
        // Against the lists in force: a held, frozen or matching party refuses the exchange.
        await screenExchangeParties(
          tx,
          sanctionsParties(input, customer, facts.recipient),
          start.inForce,
        );
        const pairs = await pricePairs(tx, input.pairs, facts.pricing, now, input.payout_override);
        checkRateOverrides(pairs, role, settings.tolerancePercent);
        // Before anything is written, under the people's locks (taken by startExchange's first
        // statement): the report of the window this exchange makes or joins, which asks its
        // conductor's identification and the third party determination, and whether the window's
        // cases can change.
        const compliance = complianceOf(withCustomer, settings);
        const standing = checkComplianceCases({
          ...compliance,
          exchange: exchangeFigures(pairs, input.payment_method),
          at,
          activity: facts.activity,
        });
        checkIdentification(input, customer, pairs, date, settings.thresholds, standing.report);
        const booking = {
          transactionDate: date,
          userId,
          till,
          // The receipt prints in the language chosen, else the customer's (issue 28).
          receiptLanguage: input.receipt_language ?? customer.preferred_language,
        };
        const exchangeClaim = {
          key,
          hash,
          recipientCategory: input.is_on_behalf ? (input.recipient_category ?? 'personal') : null,
          thirdPartyRelationship: thirdPartyRecord(input),
        };
        // When nothing follows the booking (no compliance case to bring up to date), its commit
        // goes out right behind it (decision 0042). A reference number found taken then books the
        // exchange again from its start without it: a replay, a 409, or another number drawn.
        const finish = pipelined && !standing.window ? finishWith : null;
        const claim = await claimReference(
          tx,
          { requested: input.reference_number, day: today, key, hash, userId },
          (reference) => {
            const book = () =>
              bookExchange(tx, withCustomer, { ...booking, reference }, pairs, exchangeClaim);
            if (!finish) return book();
            return finish(book).then((booked) => booked ?? Promise.reject(new BookAgain()));
          },
        );
        if (claim.kind === 'replay') {
          return { created: false, reference: claim.reference, exchange: null };
        }
        // The window's cases are brought up to date only when the check found they can change.
        if (standing.window) {
          await updateComplianceCases(tx, { ...compliance, window: standing.window });
        }
        // The answer from what was booked, not read back (issue 29).
        const parties = { customer, recipient: facts.recipient };
        const { reference, booked } = claim;
        const exchange = bookedAnswer(
          withCustomer,
          { ...booking, reference },
          exchangeClaim,
          parties,
          pairs,
          booked,
          start.receipt,
        );
        return { created: true, reference, exchange };
      }),
    );
  const outcome = await attempt(true).catch((error: unknown) => {
    if (error instanceof BookAgain) return attempt(false);
    throw error;
  });
  if (outcome.exchange) return { created: true, exchange: outcome.exchange };

  // A replay answers the exchange booked first, as it is now.
  const exchange = await findExchange(db, outcome.reference);
  if (!exchange) throw new Error('the booked exchange cannot be read back');
  return { created: false, exchange };
}
