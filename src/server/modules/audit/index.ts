// Audit: the trail of every change (who, when, before and after), read and exported.
export { auditRoutes } from './routes';
