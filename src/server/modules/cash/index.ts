// Cash: branches and their locations (vault, tills, card settlement), denominations, tills'
// sessions counted by denomination, transfers between locations, and closing the business day.
export {
  bookingTillOf,
  tillForBookingSql,
  type BookingTill,
  type TillRead,
} from './till-for-booking';
export { cashRoutes } from './routes';
export { businessDayRoutes } from './day-routes';
export {
  balancesOfLocation,
  findLocation,
  findTill,
  locationBalancesOf,
  toCashLocation,
  type LocationBalance,
} from './location-balances';
export { currentCounts, listSessions, sessionView, unclosedSessionOf } from './session-view';
export { recordCashAudit } from './audit-entry';
export { cadValueOf, tillVarianceTolerance } from './variance-tolerance';
