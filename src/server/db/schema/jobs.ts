import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per scheduled job (src/server/jobs/): which instance holds its turn and until when, so
// several app instances on one database never run the same job at once. A lease that outlives
// its instance (killed mid-run) simply expires.
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  leased_until: timestamp('leased_until', { withTimezone: true, mode: 'date' }).notNull(),
  last_started_at: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
  last_error: text('last_error'),
});
