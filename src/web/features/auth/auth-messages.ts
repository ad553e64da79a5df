import { msg } from '@web/i18n';

// Texts of SPEC §8 for sign-in and sign-up, in English; shown translated (notify does it).
export const LOGGED_IN = msg('Logged in successfully!');
export const ACCOUNT_CREATED = msg(
  'Account created successfully! Please check your email to confirm your account.',
);
export const ALREADY_REGISTERED = msg(
  'An account with this email already exists. Please try logging in instead.',
);

// Messages the sign-in library and the domain's schema write that these forms show (notify and
// the form's fields translate them); marked so the catalogue keeps their French.
msg('Invalid email or password');
msg('Password must be at least 8 characters');

// The server marks an email already in use with the code `duplicate` (its message reads
// 'User already registered').
export function signUpErrorMessage(error: { code?: string; message?: string }): string {
  if (error.code === 'duplicate') return ALREADY_REGISTERED;
  return error.message || msg('Sign up failed');
}
