import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { isoTimestamp } from './common';

// A transaction as listed on customer and company pages.
export const transactionSummary = z
  .object({
    id: z.uuid(),
    reference_number: z.string(),
    customer_id: z.uuid(),
    customer_name: z.string(),
    recipient_customer_id: z.uuid().nullable(),
    transaction_type: z.enum(['buy', 'sell']),
    status: z.string(),
    transaction_category: z.enum(['business', 'personal']),
    payment_method: z.enum(['card', 'cash']),
    is_on_behalf: z.boolean(),
    notes: z.string().nullable(),
    from_currency_code: z.string(),
    to_currency_code: z.string(),
    // Amounts are shown to each currency's own decimal places (0 for JPY, 8 for BTC).
    from_decimal_places: z.number().int(),
    to_decimal_places: z.number().int(),
    from_amount: decimalString,
    to_amount: decimalString,
    rate_used: decimalString,
    transaction_date: z.string(),
    created_at: isoTimestamp,
  })
  .meta({ id: 'TransactionSummary' });
export type TransactionSummary = z.infer<typeof transactionSummary>;
