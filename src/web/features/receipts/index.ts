// Receipts: the receipt of a booked exchange (quick or full), shown, printed and downloaded.

// The receipts feature's public surface: the receipt dialog, for a booked exchange or a
// reference number (the exchange screen after booking, a transaction's detail for a reprint).
export { ReceiptDialog, type ReceiptDialogProps } from './receipt-dialog';
