import { z } from 'zod';
import { SETUP_STEPS } from '../setup-checklist';
import { isoTimestamp } from './common';

// The owner's first-run checklist (issue 47): each step ticks itself from the bureau's data.
export const setupChecklist = z
  .object({
    dismissed: z.boolean(),
    steps: z.array(
      z.object({
        id: z.enum(SETUP_STEPS),
        done: z.boolean(),
      }),
    ),
    // The reference feed's state, shown beside its step.
    reference_feed: z.object({
      last_success_at: isoTimestamp.nullable(),
      last_error: z.string().nullable(),
    }),
  })
  .meta({ id: 'SetupChecklist' });
export type SetupChecklist = z.infer<typeof setupChecklist>;

export const setupChecklistBody = z.strictObject({
  dismissed: z.boolean({ error: 'dismissed must be true or false' }),
});
