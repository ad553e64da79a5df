import { LANGUAGES, THEMES } from '../language';
import { z } from 'zod';
import { STAFF_ROLES, STAFF_STATUSES } from '../staff';
import { isoTimestamp } from './common';

export const staffMember = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(STAFF_STATUSES),
    created_at: isoTimestamp,
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

export const staffListResponse = z.object({
  rows: z.array(staffMember),
  total: z.number().int(),
});
export type StaffList = z.infer<typeof staffListResponse>;

export const staffParams = z.object({
  id: z.string().trim().min(1, 'Invalid id').max(100, 'Invalid id'),
});

export const staffRoleBody = z.strictObject(
  {
    role: z.enum(STAFF_ROLES, { error: 'Role must be teller, manager or owner' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${(issue.keys ?? []).join(', ')}`
        : 'The body must be a JSON object like {"role": "teller"}',
  },
);
export type StaffRoleInput = z.infer<typeof staffRoleBody>;

// A member's own choices (issue 28): the app's language and theme, saved on their account so
// they follow them to any computer; null follows the browser or the device.
export const preferencesBody = z
  .object({
    language: z.enum(LANGUAGES, { error: 'language must be en or fr' }).nullable().optional(),
    theme: z.enum(THEMES, { error: 'theme must be light, dark or system' }).nullable().optional(),
  })
  .strict();
export const preferences = z.object({
  language: z.enum(LANGUAGES).nullable(),
  theme: z.enum(THEMES).nullable(),
});
export type Preferences = z.infer<typeof preferences>;
