// Reports: daily totals, positions and performance over a period of business days.
export { reportRoutes } from './routes';
export { takeDayEndSnapshots } from './day-end';
