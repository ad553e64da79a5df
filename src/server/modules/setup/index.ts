// The owner's first-run checklist (issue 47).
export { setupRoutes } from './routes';
