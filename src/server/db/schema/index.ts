export * from './auth';
export * from './ledger';
export * from './money';
export * from './people';
export * from './transactions';
export * from './crypto';
export * from './audit';
export * from './compliance';
