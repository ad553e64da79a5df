// Accounts: one cash account per currency and the append-only ledger that moves its balance.
export { accountRoutes } from './routes';
export { applyBalanceLegs } from './ledger';
export { adjustBalance } from './service';
