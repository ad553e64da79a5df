// Transactions: the reading side of booked exchanges (lists, tab counts, detail, receipts,
// claims, CSV export).
export { transactionRoutes, TRANSACTION_NOT_FOUND } from './routes';
export { exchangeAnswer, findExchange, toDetail, type RawDetail } from './detail-queries';
export { tellerNameSql } from './receipt-queries';
export { compactTotals } from './compact-totals';
