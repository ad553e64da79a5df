import { z } from 'zod';
import { decimalString } from '../decimal-schema';
import { dateOnly } from './common';
import { transactionSummary } from './transactions';

// SPEC §9: the dashboard lists the 5 latest transactions.
export const DASHBOARD_RECENT = 5;

// SPEC §2's dashboard, plus the day's figures and the pickups waiting: one answer, counted in SQL.
export const dashboardResponse = z
  .object({
    total_customers: z.number().int(),
    total_transactions: z.number().int(),
    // Σ of the transactions' values in CAD when booked, to 2 decimals (cancelled ones excluded).
    total_volume: decimalString,
    active_currencies: z.number().int(),
    today: z.object({
      // The bureau's day (the server's clock), as transaction dates are defaulted.
      date: dateOnly,
      transactions: z.number().int(),
      volume: decimalString,
    }),
    // On-behalf transactions completed and not yet collected.
    pickups_waiting: z.number().int(),
    // The Main branch's tills (docs/decisions/0036): active tills, and how many have a session
    // open or waiting for a manager's sign-off.
    tills: z.object({
      open: z.number().int(),
      awaiting_signoff: z.number().int(),
      total: z.number().int(),
    }),
    // Whether the Main branch's business day of today is closed.
    day: z.object({ date: dateOnly, closed: z.boolean() }),
    recent_transactions: z.array(transactionSummary),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardResponse>;
