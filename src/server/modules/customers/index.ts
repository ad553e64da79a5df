// Customers: people, their details and history, archiving, and the search that finds them.
export { customerRoutes } from './routes';
export { customerContains, customerSearch, customerSearchExpression } from './queries';
export { createCustomer } from './service';
