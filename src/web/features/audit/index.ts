// Audit: the owner's trail of every change, filtered and exported, and the History card of a
// record.

// The audit feature's public surface: the History card of customer, company and transaction
// pages. The Audit page itself is loaded by the router.
export { RecordHistoryCard } from './record-history-card';
