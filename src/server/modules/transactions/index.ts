// Transactions: the reading side of booked exchanges (lists, tab counts, detail, receipts,
// claims, CSV export).
export { transactionRoutes, TRANSACTION_NOT_FOUND } from './routes';
export { findExchange } from './detail-queries';
export { compactTotals } from './compact-totals';
