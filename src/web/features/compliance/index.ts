// Compliance: FINTRAC's reports and alerts to file and review, their cases, exports and the
// navigation badge.

// The compliance feature's public surface: the navigation badge.
export { ComplianceBadge } from './compliance-badge';
