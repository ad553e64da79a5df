import { eq } from 'drizzle-orm';
import { CASH_MESSAGES } from '@domain/cash/messages';
import type { CashLocation } from '@domain/contracts/cash';
import type { PaperWidth } from '@domain/receipt-printer';
import type { Database } from '../../db/client';
import { cashLocations } from '../../db/schema';
import { notFound } from '../../http-errors';
import { findTill, recordCashAudit, toCashLocation } from '../cash';

type PrinterInput = { address: string | null; paper_width: PaperWidth };

/**
 * Sets a till's receipt printer (its address as host:port, already checked by the body's
 * schema, and its paper width) or, with no address, takes it away: the till then prints through
 * the browser. Only a till has a printer; anything else is a 404 like an unknown till.
 */
export async function setTillPrinter(
  db: Database,
  id: string,
  input: PrinterInput,
): Promise<CashLocation> {
  return db.transaction(async (tx) => {
    const till = await findTill(tx, id);
    if (!till) throw notFound(CASH_MESSAGES.tillNotFound);
    const printer = {
      receipt_printer_address: input.address,
      receipt_paper_width: input.address ? input.paper_width : null,
    };
    const [row] = await tx
      .update(cashLocations)
      .set(printer)
      .where(eq(cashLocations.id, id))
      .returning();
    if (!row) throw notFound(CASH_MESSAGES.tillNotFound);
    await recordCashAudit(tx, {
      action: 'update',
      recordType: 'cash_location',
      recordId: id,
      parentId: till.branch_id,
      before: {
        receipt_printer_address: till.receipt_printer_address,
        receipt_paper_width: till.receipt_paper_width,
      },
      after: printer,
    });
    return toCashLocation(row);
  });
}
