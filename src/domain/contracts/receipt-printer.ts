import { z } from 'zod';
import {
  PAPER_WIDTHS,
  PRINTER_ADDRESS_MESSAGE,
  parsePrinterAddress,
  printerAddressText,
} from '../receipt-printer';

// A till's receipt printer and printing a receipt on it (docs/decisions/0060).

const PAPER_MESSAGE = 'Paper width must be 58 or 80 (mm)';
export const paperWidth = z.literal(PAPER_WIDTHS, { error: PAPER_MESSAGE });

/** A till's printer as it is stored; null: the till prints through the browser. */
export const receiptPrinter = z
  .object({
    /** host:port, the port always written. */
    address: z.string(),
    paper_width: paperWidth,
  })
  .meta({ id: 'ReceiptPrinter' });
export type ReceiptPrinter = z.infer<typeof receiptPrinter>;

// Setting a till's printer: an address (empty or null: no printer) and its paper width.
export const tillPrinterBody = z.strictObject({
  address: z
    .string({ error: PRINTER_ADDRESS_MESSAGE })
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') return null;
      const parsed = parsePrinterAddress(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: PRINTER_ADDRESS_MESSAGE });
        return z.NEVER;
      }
      return printerAddressText(parsed);
    }),
  paper_width: paperWidth.default(80),
});
export type TillPrinterBody = z.input<typeof tillPrinterBody>;

const till = z.object({ id: z.uuid(), name: z.string() });

/** Where an exchange's receipt prints: its till (null: booked without one) and its printer. */
export const exchangePrinter = z
  .object({ till: till.nullable(), printer: receiptPrinter.nullable() })
  .meta({ id: 'ExchangePrinter' });
export type ExchangePrinter = z.infer<typeof exchangePrinter>;

/** A receipt printed: where, and whether the cash drawer was opened with it. */
export const printedReceipt = z
  .object({
    till: till,
    printer: receiptPrinter,
    drawer_opened: z.boolean(),
  })
  .meta({ id: 'PrintedReceipt' });
export type PrintedReceipt = z.infer<typeof printedReceipt>;
