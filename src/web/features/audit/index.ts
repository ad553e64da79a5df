// The audit feature's public surface: the History card of customer, company and transaction
// pages. The Audit page itself is loaded by the router.
export { RecordHistoryCard } from './record-history-card';
