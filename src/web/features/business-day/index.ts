// Business day: the day's state, its closing and its Z report, branch by branch.

// The business day feature's public surface: its page is reached through the router.
export { BusinessDayPage } from './business-day-page';
