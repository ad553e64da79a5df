// The customers feature's public surface for other features (companies, side panel).
export { CustomerForm } from './customer-form';
export { newExchangeUrl, shortcutExchangeUrl } from './exchange-link';
export { RiskBadge } from './risk-badge';
export { TransactionHistoryTable } from './transaction-history-table';
