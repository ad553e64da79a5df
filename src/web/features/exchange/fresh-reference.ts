import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { redrawReferenceNumber } from '@domain/reference-number';
import { ApiError } from '@web/lib/api-client';

// How many numbers one submit tries: a day holds 10,000, so five taken in a row means the day
// is nearly full, which the server's own message then says.
export const REFERENCE_DRAWS = 5;

/**
 * Sends the exchange under the reference number the form drew; when the server finds it taken
 * (another exchange of the day drew the same four digits), draws another and sends again. The
 * number is read-only on the screen (SPEC §4), so a collision is not the teller's to fix. The
 * server booked nothing on that answer, so each new try goes under a new Idempotency-Key;
 * `redrawn` tells the form the number and key it now sends under (shown, and kept in the draft).
 */
export async function sendUnderFreeReference<T>(
  body: CreateExchangeInput,
  idempotencyKey: string,
  send: (body: CreateExchangeInput, idempotencyKey: string) => Promise<T>,
  redrawn: (reference: string, idempotencyKey: string) => void,
): Promise<T> {
  let request = body;
  let key = idempotencyKey;
  for (let draw = 1; ; draw++) {
    try {
      return await send(request, key);
    } catch (error) {
      const taken = error instanceof ApiError && error.code === 'reference_taken';
      if (!taken || !request.reference_number || draw >= REFERENCE_DRAWS) throw error;
      // The same day's number (the bureau's day the form drew it for), new last four digits.
      const reference = redrawReferenceNumber(request.reference_number);
      request = { ...request, reference_number: reference };
      key = crypto.randomUUID();
      redrawn(reference, key);
    }
  }
}
