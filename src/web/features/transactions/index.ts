// Transactions: booked exchanges, their list, detail, claims and history.

// The transactions feature's public surface: the history listed on customer and company pages.
export { TransactionHistoryTable, useTransactionHistoryColumns } from './transaction-history-table';
