import { and, asc, eq } from 'drizzle-orm';
import type { ExchangePrinter } from '@domain/contracts/receipt-printer';
import type { PaperWidth } from '@domain/receipt-printer';
import type { Database, Tx } from '../../db/client';
import { accountMovements, cashLocations, transactions } from '../../db/schema';

export type ExchangeTill = {
  id: string;
  name: string;
  address: string | null;
  paperWidth: PaperWidth | null;
};

/**
 * The till an exchange's cash went through (its first movement at a till): the counter where
 * the customer stands, whose printer prints the receipt and whose drawer opens. Null for an
 * exchange booked without a till.
 */
export async function exchangeTillOf(
  db: Database | Tx,
  reference: string,
): Promise<ExchangeTill | null> {
  const [row] = await db
    .select({
      id: cashLocations.id,
      name: cashLocations.name,
      address: cashLocations.receipt_printer_address,
      paperWidth: cashLocations.receipt_paper_width,
    })
    .from(accountMovements)
    .innerJoin(transactions, eq(transactions.id, accountMovements.transaction_id))
    .innerJoin(
      cashLocations,
      and(eq(cashLocations.id, accountMovements.location_id), eq(cashLocations.kind, 'till')),
    )
    .where(eq(transactions.reference_number, reference))
    .orderBy(asc(accountMovements.seq))
    .limit(1);
  return row ?? null;
}

/** Where the receipt would print, as the web asks before offering the till's printer. */
export function exchangePrinterOf(till: ExchangeTill | null): ExchangePrinter {
  return {
    till: till ? { id: till.id, name: till.name } : null,
    printer:
      till?.address && till.paperWidth
        ? { address: till.address, paper_width: till.paperWidth }
        : null,
  };
}
