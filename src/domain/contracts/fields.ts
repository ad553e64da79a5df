import { z } from 'zod';

// Field rules shared by every contract.
export const INVALID_EMAIL = 'Invalid email address';

// PostgreSQL text cannot hold the NUL character: refuse it as bad input (400) rather than let
// the database fail the write.
export const hasNoNul = (value: string) => !value.includes('\u0000');
export const invalidCharacter = (label: string) => `${label} contains an invalid character`;

// An optional text field: trimmed; '' and null are stored as null (SPEC §5).
export const optionalText = (label: string, max = 255) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label))
    .nullish()
    .transform((value) => (value ? value : null));

// A list's search text (customers, companies).
export const searchText = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(200, 'Search is too long')
  .refine(hasNoNul, invalidCharacter('Search'))
  .optional();

export const requiredEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: INVALID_EMAIL }));

export const optionalEmail = optionalText('Email', 254).refine(
  (value) => value === null || z.email().safeParse(value).success,
  { message: INVALID_EMAIL },
);
