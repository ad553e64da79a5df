// Dashboard: the day at a glance (today's figures, recent transactions, balances).
export { dashboardRoutes } from './routes';
