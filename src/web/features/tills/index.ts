// Tills: each till's sessions (open, count, close), the transfers between locations and the
// member's own till.

// The tills feature's public surface: the member's own till (the navigation bar, the exchange
// screen) and the query key set a booking refreshes.
export { useMySession } from './api';
export { TillIndicator } from './till-indicator';
