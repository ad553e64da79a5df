import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';

/**
 * Locks a customer's row until the transaction ends, so the changes to a customer and to their
 * ID cards happen one after the other. Undefined when the customer is unknown.
 */
export async function lockCustomer(
  tx: Tx,
  id: string,
): Promise<typeof customers.$inferSelect | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  return row;
}
