// Compliance: FINTRAC's 24-hour windows, their reports and alerts, the cases and their queue.
export { complianceRoutes } from './routes';
export type { FintracApi } from './fintrac-routes';
export { fintracIngestClient } from './fintrac/ingest-client';
export { personLocks } from './locks';
export { checkComplianceCases, updateComplianceCases } from './upkeep';
export { exchangeFigures, windowActivitySql, type WindowActivity } from './window-check';
