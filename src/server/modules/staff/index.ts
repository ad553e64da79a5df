// Staff: sign-ups waiting for approval, roles, and the names shown for staff.
export { staffRoutes } from './routes';
export { staffName } from './queries';
