// The settings feature's public surface: the feature flags other screens follow, and the
// bureau's clock every screen writes times on.
export { useBusinessTimeZone, useCryptoEnabled, useRequireIdForCard } from './api';
export { useComplianceThresholds } from './compliance-thresholds';
export { BureauTime, useBureauTime } from './bureau-time';
// The cash day's set-up other screens read: branches with their locations, denominations.
export { useBranches, useDenominations } from './cash-api';
export { LOCATION_KIND_LABEL } from './location-kind';
