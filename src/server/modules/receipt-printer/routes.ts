import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@domain/contracts/common';
import { endpointRoute } from '../../endpoint-route';
import { notFound } from '../../http-errors';
import type { ModuleDeps } from '../deps';
import { findExchange } from '../transactions';
import { exchangePrinterOf, exchangeTillOf } from './exchange-till';
import { printReceipt } from './print-receipt';
import { setTillPrinter } from './till-printer';

const tags = ['receipt printers'];

export type ReceiptPrinterDeps = ModuleDeps & {
  // How long a printer may take to connect, to answer its status and to take a job.
  printerTimeoutMs: number;
};

// Tills' network receipt printers and printing receipts on them (docs/decisions/0060).
export const receiptPrinterRoutes: FastifyPluginAsyncZod<ReceiptPrinterDeps> = async (
  app,
  { db, log, printerTimeoutMs },
) => {
  app.route({
    ...endpointRoute('tills.setPrinter', {
      tags,
      summary:
        "Sets a till's network receipt printer (host:port, port 9100 unless told, and its paper width, 58 or 80 mm); a null or empty address takes it away",
      errors: { 400: errorResponse, 404: errorResponse },
    }),
    handler: (request) => setTillPrinter(db, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute('exchanges.printer', {
      tags,
      summary: "Where an exchange's receipt prints: the till its cash went through and its printer",
      errors: { 404: errorResponse },
    }),
    handler: async (request) => {
      const { reference } = request.params;
      const [exchange, till] = await Promise.all([
        findExchange(db, reference),
        exchangeTillOf(db, reference),
      ]);
      if (!exchange) throw notFound('Exchange not found');
      return exchangePrinterOf(till);
    },
  });

  app.route({
    ...endpointRoute('exchanges.print', {
      tags,
      summary:
        "Prints the exchange's quick receipt on its till's printer (ESC/POS over TCP), in the receipt's language; the first print of a completed exchange opens the cash drawer",
      description:
        'Refused with 409 no_printer when the till has no printer (or the exchange no till), and with 503 printer_offline or printer_paper_out when the printer does not answer or its paper has run out. A refused print changes nothing.',
      errors: { 404: errorResponse, 409: errorResponse, 503: errorResponse },
    }),
    handler: (request) => printReceipt(db, log, request.params.reference, printerTimeoutMs),
  });
};
