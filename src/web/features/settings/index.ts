// The settings feature's public surface: the feature flags other screens follow, and the
// bureau's clock every screen writes times on.
export {
  useBusinessTimeZone,
  useComplianceThresholds,
  useCryptoEnabled,
  useRequireIdForCard,
} from './api';
export { BureauTime, useBureauTime } from './bureau-time';
