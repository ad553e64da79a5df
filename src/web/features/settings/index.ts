// The settings feature's public surface: the feature flags other screens follow.
export { useCryptoEnabled, useRequireIdForCard } from './api';
