// Accounts: one cash account per currency and the append-only ledger that moves its balance.
export { accountRoutes } from './routes';
export { applyBalanceLegs, moveBetweenLocations, type BalanceLeg } from './ledger';
export { adjustBalance } from './service';
export { assertDayOpen } from './business-day-guard';
