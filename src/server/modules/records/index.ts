// Records: the read models several modules share (whether people or companies have
// transactions, transaction summaries, business transactions) and a customer's row lock.
export {
  businessTransactionsOf,
  companyHasTransactions,
  countTransactions,
  customerTransactions,
  hasTransactions,
  transactionSummaries,
} from './transaction-records';
export { lockCustomer } from './customer-lock';
