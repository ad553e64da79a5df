import { describe, expect, it } from 'vitest';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { REFERENCE_NUMBER_PATTERN } from '@domain/reference-number';
import { ApiError } from '@web/lib/api-client';
import { REFERENCE_DRAWS, sendUnderFreeReference } from './fresh-reference';

const body = { reference_number: '2611270001' } as CreateExchangeInput;
const taken = () =>
  new ApiError('This reference number is already used', 409, undefined, 'reference_taken', true);

// A server that refuses the first `refusals` numbers it is sent as taken, recording each try.
function server(refusals: number, error: () => Error = taken) {
  const sent: { reference: string | undefined; key: string }[] = [];
  const send = (request: CreateExchangeInput, key: string) => {
    sent.push({ reference: request.reference_number, key });
    return sent.length <= refusals ? Promise.reject(error()) : Promise.resolve('booked');
  };
  return { sent, send };
}

describe('sendUnderFreeReference', () => {
  it('sends once under the number and key it was given when the number is free', async () => {
    const { sent, send } = server(0);
    const redrawn: string[] = [];
    await expect(sendUnderFreeReference(body, 'key-1', send, (r) => redrawn.push(r))).resolves.toBe(
      'booked',
    );
    expect(sent).toEqual([{ reference: '2611270001', key: 'key-1' }]);
    expect(redrawn).toEqual([]);
  });

  it('draws another number under a new key each time the number is taken, and says so', async () => {
    const { sent, send } = server(2);
    const redrawn: { reference: string; key: string }[] = [];
    await expect(
      sendUnderFreeReference(body, 'key-1', send, (reference, key) =>
        redrawn.push({ reference, key }),
      ),
    ).resolves.toBe('booked');
    expect(sent).toHaveLength(3);
    expect(sent.slice(1)).toEqual(redrawn);
    // Each new number is of the same day as the one the form drew.
    for (const { reference } of redrawn) {
      expect(reference).toMatch(REFERENCE_NUMBER_PATTERN);
      expect(reference.slice(0, 6)).toBe('261127');
    }
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
  });

  it(`gives up with the server's refusal after ${REFERENCE_DRAWS} numbers taken`, async () => {
    const { sent, send } = server(REFERENCE_DRAWS);
    await expect(sendUnderFreeReference(body, 'key-1', send, () => {})).rejects.toMatchObject({
      code: 'reference_taken',
    });
    expect(sent).toHaveLength(REFERENCE_DRAWS);
  });

  it('sends nothing again after any other refusal', async () => {
    const refused = () => new ApiError('No till open', 409, undefined, 'till_not_open', true);
    const { sent, send } = server(1, refused);
    await expect(sendUnderFreeReference(body, 'key-1', send, () => {})).rejects.toMatchObject({
      code: 'till_not_open',
    });
    expect(sent).toHaveLength(1);
  });
});
