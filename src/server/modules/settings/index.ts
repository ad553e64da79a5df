// Settings: the bureau's settings (business profile, time zone, thresholds, switches).
export { settingsRoutes } from './routes';
export { bureauDate, businessTimeZone, findSetting, readFlag } from './queries';
export { assertCryptoEnabled } from './crypto-guard';
