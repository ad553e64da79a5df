// The compliance feature's public surface: the navigation badge.
export { ComplianceBadge } from './compliance-badge';
