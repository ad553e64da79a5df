// FINTRAC's reports (issue 45, docs/decisions/0055): documents in FINTRAC's API format and the
// checks run on them before anything leaves.
export * from './codes';
export * from './large-cash-report';
export * from './report-facts';
export * from './report-parties';
export * from './value-formats';
export * from './report-checks';
export {
  FINTRAC_MESSAGES,
  REPORT_CHECK_MESSAGES,
  type ReportFix,
  type ReportProblem,
} from './report-problems';
export * from './suspicious-report';
export type { AttemptedExchange, CompletedExchange } from './suspicious-transactions';
export * from './virtual-currency-report';
export * from './virtual-currency-codes';
export * from './filings';
