// The settings feature's public surface: the feature flags other screens follow.
export { useComplianceThresholds, useCryptoEnabled, useRequireIdForCard } from './api';
