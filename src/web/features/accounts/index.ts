// Accounts: the balance of each currency's account, its split by location, adjustments and the
// history of its movements.

// The accounts feature's public surface: balances other screens show (the exchange's pairs).
export { useAccounts } from './api';
