import { z } from 'zod';
import { INVALID_EMAIL } from './fields';

// SPEC §5: email and password are required; first and last name are optional.
export const MIN_PASSWORD_LENGTH = 8;

const email = z.string().trim().min(1, 'Email is required').pipe(z.email(INVALID_EMAIL));

export const signInInput = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  first_name: z.string().trim().max(100, 'First name is too long'),
  last_name: z.string().trim().max(100, 'Last name is too long'),
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, 'Password is too long'),
});
export type SignUpInput = z.infer<typeof signUpInput>;

// The API's view of the same calls (documented in OpenAPI); unknown fields pass through to the
// sign-in library, which has its own (callbackURL, rememberMe).
export const signInRequest = z.looseObject({
  email: z.string({ error: 'Email is required' }).min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const signUpRequest = z.looseObject({
  email: z.string({ error: 'Email is required' }).min(1, 'Email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  name: z
    .string({ error: 'Name must be text' })
    .optional()
    .describe('Display name; when left out, the first and last name, or else the email'),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

// The sign-in library keeps one display name per account; ours is built from the optional
// first and last name (SPEC §3), falling back to the email.
export function displayName(user: { first_name?: string; last_name?: string; email: string }) {
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
}
