import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { currencies, transactions } from '../../db/schema';

// Test support: transactions cannot be created through /api yet, so tests insert them directly.
export async function insertTransaction(
  db: Database,
  values: {
    customer_id: string;
    recipient_customer_id?: string;
    transaction_category?: 'business' | 'personal';
    from_amount?: string;
  },
) {
  const [usd] = await db.select().from(currencies).where(eq(currencies.code, 'USD'));
  const [cad] = await db.select().from(currencies).where(eq(currencies.code, 'CAD'));
  if (!usd || !cad) throw new Error('seeded currencies missing');
  const [row] = await db
    .insert(transactions)
    .values({
      reference_number: '2601010001',
      customer_id: values.customer_id,
      from_currency_id: usd.id,
      to_currency_id: cad.id,
      from_amount: values.from_amount ?? '100',
      to_amount: '135.5',
      rate_used: '1.355',
      transaction_category: values.transaction_category ?? 'personal',
      is_on_behalf: Boolean(values.recipient_customer_id),
      recipient_customer_id: values.recipient_customer_id ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
