// FINTRAC's reports (issue 45, docs/decisions/0055): documents in FINTRAC's API format and the
// checks run on them before anything leaves.
export * from './codes';
export * from './large-cash-report';
export * from './report-checks';
export * from './suspicious-report';
export * from './virtual-currency-report';
export * from './virtual-currency-codes';
export * from './filings';
