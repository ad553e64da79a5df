import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PrintedReceipt } from '@domain/contracts/receipt-printer';
import { quickReceiptLines } from '@domain/receipt';
import { holdsPlaceholders, PROFILE_PLACEHOLDER_MESSAGE } from '@domain/setup-checklist';
import { lineWidthOf, parsePrinterAddress, PRINTER_MESSAGES } from '@domain/receipt-printer';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { recordCashAudit } from '../cash';
import { findExchange } from '../transactions';
import { receiptJob } from './escpos';
import { exchangeTillOf } from './exchange-till';
import { connectPrinter, PrinterFailure } from './printer-client';

const EXCHANGE_NOT_FOUND = 'Exchange not found';
// The prints' transaction-scoped advisory lock, one key per exchange (beside the other locks:
// 727_001 to 727_004, 7_305_xxx).
const PRINT_LOCK_ID = 727_060;

function refusal(failure: PrinterFailure) {
  return failure.fault === 'paper_out'
    ? new HttpError(503, 'printer_paper_out', PRINTER_MESSAGES.paperOut)
    : new HttpError(503, 'printer_offline', PRINTER_MESSAGES.offline);
}

/**
 * Prints an exchange's quick receipt, in its receipt language, on the printer of the till its
 * cash went through, at that printer's paper width (docs/decisions/0060). The first print of a
 * completed exchange opens the till's cash drawer; a reprint never does. Nothing of the exchange
 * changes: a printer that is off or out of paper is refused with 503 and the exchange stays as
 * booked. Each print is kept in the audit trail, with whether it opened the drawer.
 */
export async function printReceipt(
  db: Database,
  log: FastifyBaseLogger,
  reference: string,
  timeoutMs: number,
): Promise<PrintedReceipt> {
  const exchange = await findExchange(db, reference);
  if (!exchange) throw notFound(EXCHANGE_NOT_FOUND);
  if (exchange.business && holdsPlaceholders(exchange.business)) {
    throw new HttpError(409, 'profile_placeholders', PROFILE_PLACEHOLDER_MESSAGE);
  }
  const till = await exchangeTillOf(db, reference);
  if (!till) throw new HttpError(409, 'no_printer', PRINTER_MESSAGES.noTill);
  const address = till.address ? parsePrinterAddress(till.address) : null;
  if (!address || !till.address || !till.paperWidth) {
    throw new HttpError(409, 'no_printer', PRINTER_MESSAGES.noPrinter);
  }
  const printer = { address: till.address, paper_width: till.paperWidth };
  const first = exchange.transactions[0];
  if (!first) throw notFound(EXCHANGE_NOT_FOUND);

  let connection;
  try {
    // Asked before anything is held: a printer that does not answer holds no database row.
    connection = await connectPrinter(address, timeoutMs);
  } catch (error) {
    if (!(error instanceof PrinterFailure)) throw error;
    log.warn({ err: error.cause, printer: till.address, reference }, 'receipt printer refused');
    throw refusal(error);
  }
  try {
    return await db.transaction(async (tx) => {
      // One print of an exchange at a time, so two prints at once never both open the drawer
      // (an advisory lock: the app's role may not lock the exchanges' rows, which it never
      // updates).
      await tx.execute(sql`select pg_advisory_xact_lock(${PRINT_LOCK_ID}, hashtext(${reference}))`);
      const [earlier] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'print'),
            eq(auditLog.record_type, 'transaction'),
            eq(auditLog.record_id, first.id),
          ),
        )
        .limit(1);
      const openDrawer = !earlier && exchange.transactions.some((t) => t.status === 'completed');
      const lines = quickReceiptLines(exchange, lineWidthOf(printer.paper_width));
      // Sent inside the transaction: a job that fails leaves no print in the audit trail, so
      // the next print still opens the drawer.
      await connection.send(receiptJob(lines, { language: exchange.receipt_language, openDrawer }));
      await recordCashAudit(tx, {
        action: 'print',
        recordType: 'transaction',
        recordId: first.id,
        after: {
          reference_number: reference,
          till: till.name,
          printer: printer.address,
          paper_width: printer.paper_width,
          drawer_opened: openDrawer,
        },
      });
      return { till: { id: till.id, name: till.name }, printer, drawer_opened: openDrawer };
    });
  } catch (error) {
    if (!(error instanceof PrinterFailure)) throw error;
    log.warn({ err: error.cause, printer: till.address, reference }, 'receipt printer failed');
    throw refusal(error);
  } finally {
    connection.close();
  }
}
