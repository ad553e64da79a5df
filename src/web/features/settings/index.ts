// The settings feature's public surface: the feature flags other screens follow.
export {
  useBusinessTimeZone,
  useComplianceThresholds,
  useCryptoEnabled,
  useRequireIdForCard,
} from './api';
