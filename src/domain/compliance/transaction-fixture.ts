// Builds the transactions the compliance rules' tests feed in: a cash CAD-to-USD pair by
// customer "alice" unless told otherwise.
import type { ComplianceTransaction } from './transaction-facts';

export function transaction(
  id: string,
  fields: Partial<ComplianceTransaction> & { base_value: string },
): ComplianceTransaction {
  return {
    id,
    reference_number: `ref-${id}`,
    created_at: new Date('2026-07-15T14:00:00.000Z'),
    customer_id: 'alice',
    is_on_behalf: false,
    recipient_customer_id: null,
    from_is_crypto: false,
    to_is_crypto: false,
    payment_method: 'cash',
    status: 'completed',
    ...fields,
  };
}

/** An instant on 2026-07-15 in Toronto (EDT), at local hour:minute. */
export const torontoJuly15 = (hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 6, 15, hour + 4, minute));
