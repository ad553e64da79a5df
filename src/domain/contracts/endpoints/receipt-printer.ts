import { cashLocation } from '../cash';
import { idParams } from '../common';
import { exchangePrinter, printedReceipt, tillPrinterBody } from '../receipt-printer';
import { referenceParams } from '../transactions';
import { endpoints } from './endpoint';

// Tills' network receipt printers and printing a receipt on one (docs/decisions/0060).
export const RECEIPT_PRINTER_ENDPOINTS = endpoints({
  // A till's printer is part of its set-up, as its name is: the owner's.
  'tills.setPrinter': {
    method: 'PUT',
    path: '/api/tills/:id/printer',
    access: 'owner',
    params: idParams,
    body: tillPrinterBody,
    answer: cashLocation,
  },
  'exchanges.printer': {
    method: 'GET',
    path: '/api/exchanges/:reference/printer',
    access: 'teller',
    params: referenceParams,
    answer: exchangePrinter,
  },
  // Prints the quick receipt on the printer of the exchange's till; the first print of an
  // exchange opens the till's cash drawer.
  'exchanges.print': {
    method: 'POST',
    path: '/api/exchanges/:reference/print',
    access: 'teller',
    params: referenceParams,
    answer: printedReceipt,
  },
});
