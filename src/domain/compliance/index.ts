// FINTRAC's rules for a Canadian money services business, as pure functions the server and the
// web app share (docs/decisions/0026).
export * from './deadlines';
export * from './holidays';
export * from './id-card-on-file';
export * from './identification';
export * from './large-transactions';
export * from './structuring';
export * from './thresholds';
export * from './transaction-facts';
export * from './windows';
