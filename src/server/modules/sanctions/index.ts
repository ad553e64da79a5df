// Sanctions: the lists in force (imported and fetched), screening at entry, at the exchange and
// in re-screens, and the review of possible matches (decision 0038).
export { sanctionsRoutes } from './routes';
export { importList } from './import-list';
export { runScheduledListFetch, type SanctionsDeps, type SanctionsFeeds } from './fetch-lists';
export { runRescreen, rescreenBatch, startRun } from './rescreen';
export { assertScreeningEditable, screenCompany, screenCustomer } from './screen-records';
export {
  recordingRefusedMatches,
  SanctionsReviewRefusal,
  screenExchangeParties,
  type ExchangeParty,
} from './exchange-screening';
export { sniffSource } from './formats';
export { listsInForceSql, type InForce } from './matcher-cache';
