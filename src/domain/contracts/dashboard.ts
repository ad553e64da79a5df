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
    recent_transactions: z.array(transactionSummary),
    // The cash day (docs/decisions/0036): the tills' sessions and whether today is closed.
    tills: z.object({
      open: z.number().int(),
      awaiting_signoff: z.number().int(),
      total: z.number().int(),
    }),
    day: z.object({ date: dateOnly, closed: z.boolean() }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardResponse>;
