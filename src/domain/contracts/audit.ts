import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '../audit';
import { boundedListResponse, isoTimestamp, listQuery, localDate } from './common';
import { hasNoNul, invalidCharacter } from './fields';

const idText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} must not be empty`)
    .max(200, `${label} is too long`)
    .refine(hasNoNul, invalidCharacter(label))
    .optional();

// The Audit page's filters: staff member, record type and record, what happened, and the
// bureau's local days from..to (both inclusive).
export const auditListQuery = listQuery
  .omit({ search: true })
  .extend({
    actor_id: idText('Staff member'),
    record_type: z
      .enum(AUDIT_RECORD_TYPES, {
        message: `record_type must be one of ${AUDIT_RECORD_TYPES.join(', ')}`,
      })
      .optional(),
    record_id: idText('Record'),
    action: z
      .enum(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
      .optional(),
    from: localDate('from').optional(),
    to: localDate('to').optional(),
    // Where the page starts (docs/decisions/0030): after the entry with this id, the last of the
    // page before. Entries are numbered, not uuids.
    after: z
      .string()
      .regex(/^[0-9]{1,18}$/, 'after must be the id of a row of the list')
      .optional()
      .meta({
        description:
          'the id of the last entry of the page before: the page starts after it, however deep (offset then only numbers the rows)',
      }),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    }
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;
export type AuditFilters = Omit<AuditListQuery, 'limit' | 'offset' | 'after'>;

// A record's History section pages through its entries, newest first.
export const historyQuery = listQuery.omit({ search: true });
export type HistoryQuery = z.infer<typeof historyQuery>;

export const auditActor = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const auditEntry = z
  .object({
    id: z.string(),
    at: isoTimestamp,
    // null: the system (seeding, the price scheduler) or nobody signed in (a failed sign-in).
    actor: auditActor.nullable(),
    address: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    record_type: z.enum(AUDIT_RECORD_TYPES),
    record_id: z.string().nullable(),
    parent_id: z.string().nullable(),
    // Changed fields for an update; the whole record for a create (after) or delete (before).
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = boundedListResponse(auditEntry);
export type AuditList = z.infer<typeof auditList>;
