import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { currencies, transactions } from '../db/schema';

// Test support: a one-pair USD -> CAD transaction inserted directly, without its exchange or
// ledger movements, for pages that only list transactions. Each gets its own reference number.
let references = 0;
export async function insertTransaction(
  db: Database,
  values: {
    customer_id: string;
    recipient_customer_id?: string;
    transaction_category?: 'business' | 'personal';
    from_amount?: string;
    status?: 'pending' | 'completed' | 'cancelled';
    claimed_at?: Date | null;
    notes?: string | null;
    // The pair of an exchange: several pairs share its reference and created_at.
    reference_number?: string;
    pair_index?: number;
    created_at?: Date;
    // Its bureau day, as a booking writes it (the column's default is the server's date).
    transaction_date?: string;
  },
) {
  const [usd] = await db.select().from(currencies).where(eq(currencies.code, 'USD'));
  const [cad] = await db.select().from(currencies).where(eq(currencies.code, 'CAD'));
  if (!usd || !cad) throw new Error('seeded currencies missing');
  const [row] = await db
    .insert(transactions)
    .values({
      reference_number:
        values.reference_number ?? `2601${String(++references % 1_000_000).padStart(6, '0')}`,
      pair_index: values.pair_index ?? 0,
      ...(values.created_at ? { created_at: values.created_at } : {}),
      ...(values.transaction_date ? { transaction_date: values.transaction_date } : {}),
      customer_id: values.customer_id,
      from_currency_id: usd.id,
      to_currency_id: cad.id,
      from_amount: values.from_amount ?? '100',
      to_amount: '135.5',
      rate_used: '1.355',
      rate_source: 'table',
      base_value: '135.5',
      transaction_category: values.transaction_category ?? 'personal',
      is_on_behalf: Boolean(values.recipient_customer_id),
      recipient_customer_id: values.recipient_customer_id ?? null,
      status: values.status ?? 'completed',
      claimed_at: values.claimed_at ?? null,
      notes: values.notes ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
