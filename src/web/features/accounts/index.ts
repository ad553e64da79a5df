// The accounts feature's public surface: balances other screens show (the exchange's pairs).
export { useAccounts } from './api';
