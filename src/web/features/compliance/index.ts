// Compliance: FINTRAC's reports and alerts to file and review, their cases, exports and the
// navigation badge.

// The compliance feature's public surface: the navigation badge.
export { ComplianceBadge } from './compliance-badge';
// Opening a suspicious transaction report from the exchange, a transaction or a customer.
export {
  ReportSuspiciousButton,
  type AttemptDraft,
  type SuspiciousSubject,
} from './report-suspicious-dialog';
